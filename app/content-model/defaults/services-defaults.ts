/** The six service pages' copy. */
export const servicesDefaults = {
  featuresTitle: "Key Features",
  closing: {
    title: "Ready to get started?",
    text: "Tell us about your business and we will show you where to start and what it would pay back. You will hear back within one working day.",
    action: { text: "Contact Us" },
  },
  pages: {
    "ai-integration": {
      meta: {
        title: "AI Integration Services for UK Businesses",
        description:
          "Connect AI to your CRM, inbox and accounting tools. We audit your processes and build GDPR-aware automations that give your team hours back each week.",
      },
      tagline: "TRANSFORM YOUR BUSINESS",
      title: "AI Integration That Fits the Way You Work",
      subtitle:
        "We connect practical AI to the tools your team already uses, so routine work gets done without a rebuild.",
      description:
        "AI integration means connecting modern AI models to your CRM, inbox, accounts and booking systems so repetitive admin runs itself. We start by finding where your team loses the most time, then build and test automations around the processes you already have. The result is less manual work, faster responses to customers and more time for the jobs that earn money.",
      features: [
        "Process audit: we map where hours are lost before recommending any tool or spending any budget.",
        "CRM connection: AI reads and updates records in HubSpot, GoHighLevel, Salesforce or your existing system.",
        "Inbox triage: incoming emails are sorted and summarised, with draft replies queued for a quick human check.",
        "Document handling: quotes, invoices and forms are read automatically and the data lands in Xero or your CRM.",
        "GDPR-aware set-up: data stays in approved services with access controls, audit logs and UK-friendly hosting.",
        "Training and support: your team learns the new workflows, and we monitor and refine them after launch.",
      ],
      cta: { text: "Get Started →" },
    },
    "lead-generation": {
      meta: {
        title: "Lead Generation for UK Businesses",
        description:
          "Targeted campaigns, instant AI follow-up and automatic booking. We build lead generation systems that keep a UK firm's diary full of qualified enquiries.",
      },
      tagline: "GROW YOUR PIPELINE",
      title: "Lead Generation That Keeps Your Diary Full",
      subtitle:
        "A steady flow of qualified enquiries, captured, followed up and booked in without you chasing.",
      description:
        "We build and run lead generation systems for UK businesses that depend on a steady stream of new enquiries, from trades and clinics to estate agents and B2B firms. Targeted campaigns bring prospects in, AI follows up within a minute, and qualified leads land in your calendar or CRM. You spend your time quoting and closing rather than chasing.",
      features: [
        "Audience targeting: campaigns aimed at the postcodes, sectors and job titles that actually buy from you.",
        "Focused landing pages: one clear offer per page, built and tested for visitors on their phones.",
        "Instant follow-up: every new enquiry gets a personal reply in under a minute, day or night.",
        "Lead qualification: AI asks the right questions so you only spend time on prospects ready to buy.",
        "Calendar booking: qualified prospects book calls or visits straight into your diary, with no email tennis.",
        "Pipeline reporting: cost per lead, booked appointments and closed deals shown in one clear dashboard.",
      ],
      cta: { text: "Boost Your Sales →" },
    },
    "digital-marketing": {
      meta: {
        title: "Digital Marketing Services for UK Businesses",
        description:
          "Local SEO, Google Ads, social and email marketing, all tracked to real enquiries. We help UK businesses get found by the customers most likely to buy.",
      },
      tagline: "MAXIMIZE YOUR REACH",
      title: "Digital Marketing That Gets You Found",
      subtitle:
        "Search, social and paid campaigns run with one aim: more of the right customers finding you.",
      description:
        "We plan and run digital marketing for UK businesses that want measurable growth rather than vanity metrics. From local search visibility and Google Ads to social content and email, every channel is tracked back to enquiries and sales. AI speeds up the content and analysis, while our team keeps the strategy sharp and true to your brand.",
      features: [
        "Local SEO: we optimise your Google Business Profile and website so nearby customers find you first.",
        "Paid search and social: Google Ads and Meta campaigns managed against cost per enquiry, not clicks.",
        "AI-assisted content: posts, adverts and articles drafted quickly, then edited by people to match your voice.",
        "Email marketing: segmented newsletters and automated sequences that bring past customers back.",
        "Conversion tracking: calls, forms and bookings tracked so you can see what every pound of spend returns.",
        "Monthly reviews: a plain-English report and a short call to agree what changes next month.",
      ],
      cta: { text: "Start Marketing →" },
    },
    "database-reactivation": {
      meta: {
        title: "Database Reactivation Services",
        description:
          "Turn old customer lists into new sales with personalised SMS, WhatsApp and email campaigns. Up to 40% re-engagement, and you pay only when a sale is made.",
      },
      tagline: "REVIVE DORMANT CUSTOMERS",
      title: "Turn Your Old Customer List into New Sales",
      subtitle:
        "Past customers and cold leads already know your name; we give them a good reason to come back.",
      description:
        "Database reactivation re-engages the customers and enquiries sitting unused in your CRM or spreadsheets. Personalised, conversational SMS, WhatsApp and email campaigns invite them back, and AI handles the replies until each person is ready to book or buy. It suits any business with repeat purchases or regular service cycles, and through our Sales Phoenix product you pay only when a sale is made.",
      features: [
        "Data clean-up: we remove duplicates, validate numbers and segment your list before any message is sent.",
        "Consent checks: contacts are screened against GDPR and PECR rules, with opt-outs honoured automatically.",
        "Personalised offers: messages mention past purchases or services so they read like a note, not a mailshot.",
        "Two-way conversations: AI answers questions and objections in real time and books interested customers in.",
        "Multi-channel outreach: SMS, WhatsApp and email combined to reach people where they actually reply.",
        "Pay on results: with Sales Phoenix you pay only when a sale is made, with up to 40% re-engagement.",
      ],
      cta: { text: "Reactivate Your Database →" },
    },
    "custom-ai-agents": {
      meta: {
        title: "Custom AI Agents for Your Business",
        description:
          "Bespoke AI agents trained on your services and connected to your systems. They answer customers, book appointments and update your CRM, day or night.",
      },
      tagline: "AUTOMATE WITH INTELLIGENCE",
      title: "Custom AI Agents Built Around Your Business",
      subtitle:
        "AI agents trained on your services, prices and policies that handle real work around the clock.",
      description:
        "A custom AI agent can hold a conversation, look information up and take actions on your behalf, such as booking an appointment or updating a customer record. We design each agent around your processes, train it on your own information and connect it to the systems you already use. Customers get fast, accurate answers at any hour, and your team only picks up the cases that need a person.",
      features: [
        "Trained on your business: agents learn your services, pricing, FAQs and policies, not generic web answers.",
        "Real actions: agents book appointments, raise tickets, send quotes and update your CRM directly.",
        "Every channel: deploy the same agent on website chat, WhatsApp, SMS, email or your phone line.",
        "Human handover: complex or sensitive conversations pass to your team with the full history attached.",
        "Guardrails and approvals: you decide what an agent may say or do, with sign-off for anything high-stakes.",
        "Ongoing improvement: we review conversations every month and refine answers, tone and workflows.",
      ],
      cta: { text: "Build Your AI Agent →" },
    },
    "sms-whatsapp": {
      meta: {
        title: "SMS & WhatsApp Business Messaging",
        description:
          "Two-way SMS and WhatsApp Business messaging for reminders, offers and enquiries, with instant AI replies and a shared team inbox linked to your CRM.",
      },
      tagline: "CONNECT DIRECTLY",
      title: "SMS & WhatsApp Messaging That Gets Replies",
      subtitle:
        "Reach customers on the channels they check first, with messages that start real conversations.",
      description:
        "Customers tend to read a text long before they get round to their inbox. We set up compliant SMS and WhatsApp Business messaging for reminders, updates, offers and two-way conversations, with AI replying instantly when your team is busy. Everything runs from one shared inbox connected to your CRM, so no message slips through the cracks.",
      features: [
        "WhatsApp Business API: a verified business profile, approved templates and rich messages with buttons.",
        "Bulk SMS campaigns: offers and updates sent to segmented lists, with your business name as the sender.",
        "Automated reminders: appointment, payment and renewal reminders sent on schedule to reduce no-shows.",
        "AI replies: common questions answered instantly, with bookings made inside the conversation.",
        "Shared inbox: your whole team manages SMS and WhatsApp threads in one place, linked to your CRM.",
        "Opt-in management: consent, opt-outs and message records handled in line with GDPR and PECR.",
      ],
      cta: { text: "Start Messaging →" },
    },
  },
};
