/** The eight agent pages' copy. */
export const agentsDefaults = {
  featuresTitle: "What it does for you",
  closing: {
    title: "Ready to put this agent to work?",
    text: "We configure, test and launch your {agentName} around your processes and tools, then keep tuning it with you. Most agents go live within weeks.",
  },
  pages: {
    "sales-agent": {
      meta: {
        title: "AI Sales Agent: Answer Every Lead",
        description:
          "An AI sales agent that replies to every enquiry in under a minute, qualifies prospects and books appointments into your calendar, day or night.",
      },
      title: "AI Sales Agent That Never Lets a Lead Go Cold",
      subtitle:
        "Replies to every enquiry in under a minute, qualifies the prospect and books the appointment.",
      description:
        "The AI Sales Agent responds the moment an enquiry arrives from your website, adverts, email or social channels. It answers questions about your services, asks qualifying questions and books serious prospects straight into your calendar. Leads no longer go cold while you are on a job, with a client or closed for the night.",
      features: [
        "Instant response: replies to every enquiry in under a minute, day or night, weekends included.",
        "Lead qualification: asks about budget, timescale and requirements so you know who is ready to buy.",
        "Appointment booking: checks live availability and books calls, viewings or site visits into your calendar.",
        "Persistent follow-up: politely chases unanswered enquiries over several days by SMS, email and WhatsApp.",
        "Objection handling: answers pricing, process and timing questions using your approved sales messages.",
        "CRM updates: logs every conversation and stage change in HubSpot, GoHighLevel or your existing CRM.",
      ],
      cta: { text: "Deploy Your Sales Agent →" },
    },
    "customer-services": {
      meta: {
        title: "AI Customer Service Agent, 24/7",
        description:
          "An AI customer service agent trained on your policies and FAQs. It answers chat, email and WhatsApp queries at any hour and passes tricky cases to staff.",
      },
      title: "AI Customer Services, Open Around the Clock",
      subtitle:
        "Accurate answers to customer questions at any hour, with your team stepping in only when needed.",
      description:
        "The AI Customer Services agent handles everyday questions about orders, bookings, opening hours, prices and policies across chat, email and messaging. It is trained on your own knowledge base, so answers stay consistent and correct. When a query needs a person, it hands over with the full conversation so the customer never has to repeat themselves.",
      features: [
        "Knowledge base training: learns from your FAQs, policies, price lists and past support emails.",
        "Omnichannel support: one agent covers website chat, email, WhatsApp, SMS and Facebook Messenger.",
        "Order and booking look-ups: checks order status, delivery details or appointment times in your systems.",
        "Smart escalation: passes complaints and complex cases to your team with a summary and full history.",
        "Multilingual replies: responds in the customer's own language while keeping your tone of voice.",
        "Support insights: reports on the most common questions so you can fix recurring issues at the source.",
      ],
      cta: { text: "Upgrade Your Customer Service →" },
    },
    "reviews-agent": {
      meta: {
        title: "AI Reviews Agent for Google Reviews",
        description:
          "Collect more Google reviews automatically. Our AI reviews agent asks customers after every job, drafts on-brand replies and flags negative feedback fast.",
      },
      title: "AI Reviews Agent That Builds Your Reputation",
      subtitle:
        "Asks every customer for a review at the right moment and replies to each one professionally.",
      description:
        "Reviews shape local search rankings and buyer trust, but asking for them is the first thing to slip when you are busy. The AI Reviews Agent requests feedback after every completed job or order, takes customers straight to your Google Business Profile and drafts a reply to each review. Low ratings are flagged to you immediately, so you can respond and put things right.",
      features: [
        "Timed requests: sends review requests by SMS or email shortly after each job or delivery is complete.",
        "One-tap links: takes customers directly to your Google Business Profile, Trustpilot or Facebook page.",
        "Gentle reminders: sends a single polite follow-up to customers who have not yet left a review.",
        "Reply drafting: writes personalised, on-brand responses to every review for approval or auto-posting.",
        "Negative review alerts: flags low ratings to you straight away so you can respond and resolve the issue.",
        "Reputation reporting: tracks review volume, average rating and recurring themes month by month.",
      ],
      cta: { text: "Grow Your Reviews →" },
    },
    aftercare: {
      meta: {
        title: "AI Aftercare and Customer Follow-up",
        description:
          "Automated aftercare that checks in after every sale or visit, sends care advice and books the next service or renewal, so customers keep coming back.",
      },
      title: "AI Aftercare That Keeps Customers Coming Back",
      subtitle:
        "Thoughtful follow-up after every sale or service, without adding to your team's workload.",
      description:
        "The AI Aftercare agent checks in with customers after a purchase, treatment or installation to make sure everything is right. It sends care instructions, answers follow-up questions and reminds customers when a service, check-up or renewal is due. Customers feel looked after, and more of them return and recommend you.",
      features: [
        "Check-in messages: contacts customers a few days after a sale or visit to confirm they are happy.",
        "Care guidance: sends product instructions, treatment aftercare advice or warranty details at the right time.",
        "Service reminders: prompts customers when boiler services, check-ups or renewals are due and books them in.",
        "Issue capture: logs problems raised after a sale and routes them to the right person quickly.",
        "Repeat-purchase prompts: suggests refills, consumables or upgrades based on what each customer bought.",
        "Satisfaction tracking: gathers simple feedback scores so you can spot and fix weak points in your service.",
      ],
      cta: { text: "Automate Your Aftercare →" },
    },
    "document-collection": {
      meta: {
        title: "AI Document Collection for Client Files",
        description:
          "Stop chasing clients for paperwork. Our AI agent requests the right documents, checks each upload and sends reminders until every file is complete.",
      },
      title: "AI Document Collection Without the Chasing",
      subtitle:
        "Gathers the paperwork you need from clients, checks it and files it, with no manual reminders.",
      description:
        "Chasing clients for ID, bank statements, signed forms or certificates eats hours every week in accountancy, legal, lettings, mortgage and insurance work. The AI Document Collection agent asks each client for exactly what their case needs, checks every upload and keeps reminding them until the file is complete. Your team sees progress at a glance and starts the real work sooner.",
      features: [
        "Tailored checklists: requests only the documents each client or case needs, explained in plain English.",
        "Secure uploads: clients send files through an encrypted link instead of unprotected email attachments.",
        "Automatic checks: reads each upload to confirm it is the right document, in date and fully legible.",
        "Scheduled reminders: chases missing items by SMS, WhatsApp and email until the file is complete.",
        "Organised filing: names and stores documents in your case management system, Google Drive or SharePoint.",
        "GDPR-ready handling: access controls, retention rules and audit trails for sensitive personal data.",
      ],
      cta: { text: "Automate Document Collection →" },
    },
    "basket-recovery": {
      meta: {
        title: "AI Basket Recovery: Abandoned Cart Emails",
        description:
          "Win back abandoned baskets with personalised reminder emails showing the exact items left behind. Works with Shopify, WooCommerce and other platforms.",
      },
      title: "AI Basket Recovery That Wins Back Lost Sales",
      subtitle:
        "Personalised cart-abandonment reminder emails that bring shoppers back to finish their order.",
      description:
        "Plenty of shoppers fill a basket on your online shop and leave before paying. The AI Basket Recovery agent sends timed, personalised cart-abandonment reminder emails that show the exact items left behind, answer common hesitations and make it easy to complete the purchase. It works with Shopify, WooCommerce and other popular e-commerce platforms.",
      features: [
        "Timed email sequence: a short series of reminders spaced to reach shoppers when they are ready to buy.",
        "Live basket content: each email shows the exact products, sizes and prices left in the cart.",
        "AI-written copy: subject lines and messages tailored to the products and the shopper's browsing.",
        "Smart incentives: offers a discount or free delivery only where it is needed, protecting your margins.",
        "Platform integration: connects with Shopify, WooCommerce, BigCommerce and Klaviyo.",
        "Recovery reporting: tracks opens, clicks and recovered revenue so you can see what the emails earn.",
      ],
      cta: { text: "Recover Lost Sales →" },
    },
    "personalised-shopper": {
      meta: {
        title: "AI Personalised Shopper for E-commerce",
        description:
          "Give every visitor a personal shopping assistant that asks the right questions and recommends in-stock products from your Shopify or WooCommerce store.",
      },
      title: "AI Personalised Shopper for Your Online Store",
      subtitle:
        "A knowledgeable shop assistant on every page, helping each visitor find the right product.",
      description:
        "The AI Personalised Shopper chats with visitors to your online shop, asks what they are looking for and recommends products from your live catalogue. It understands sizes, compatibility, budgets and preferences, much like a good in-store assistant. Shoppers find what suits them faster, buy with more confidence and are less likely to send items back.",
      features: [
        "Guided discovery: asks a few simple questions and narrows your catalogue down to the best matches.",
        "Live catalogue sync: recommends only in-stock products at current prices from Shopify or WooCommerce.",
        "Size and fit advice: uses your size guides and product specifications to cut wrong-size orders.",
        "Smart bundles: suggests accessories and complementary items that genuinely go with the main product.",
        "Returning-customer memory: remembers past purchases and preferences for signed-in shoppers, with consent.",
        "Shopper insights: reveals what customers ask for, including products you do not yet stock.",
      ],
      cta: { text: "Launch Your Personal Shopper →" },
    },
    "voice-ai": {
      meta: {
        title: "Voice AI Phone Answering for Businesses",
        description:
          "A natural-sounding AI phone agent that answers every call, books appointments, transfers urgent calls and sends you a summary, so no job goes missed.",
      },
      title: "Voice AI That Answers Every Call",
      subtitle:
        "A natural-sounding phone agent that picks up every call, answers questions and books appointments.",
      description:
        "Missed calls are missed jobs, especially for trades, clinics and estate agents who cannot always get to the phone. Voice AI answers your business line in a natural, friendly voice, handles common questions, takes messages and books appointments into your calendar. Urgent calls are transferred to the right person, and you receive a summary of every conversation.",
      features: [
        "Natural conversation: speaks in a friendly British voice and understands everyday, unscripted speech.",
        "Round-the-clock answering: covers evenings, weekends, lunch breaks and times when every line is busy.",
        "Live booking: checks availability and books appointments, viewings or call-outs during the call.",
        "Call transfer: routes urgent or high-value calls to the right team member's phone straight away.",
        "Call summaries: sends a transcript and the key details by email or SMS after every call.",
        "Outbound calls: confirms appointments and follows up opted-in leads on a schedule you set.",
      ],
      cta: { text: "Get Your Voice Agent →" },
    },
  },
};
