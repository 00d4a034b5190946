import { ExternalLink } from "~/components/ui/external-link";
import {
  privacyPage,
  type PrivacyListItem,
  type PrivacyParagraph,
  type PrivacySection,
} from "~/content/privacy";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/privacy";
import { FirstScreenEnd } from "~/components/layout/first-screen-end";

export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, privacyPage.meta);
}

const linkClass = "font-medium text-brand underline underline-offset-4 hover:text-brand-strong";

export default function Privacy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
          {privacyPage.title}
        </h1>
        <p className="mt-4 text-sm text-ink-muted">
          {privacyPage.updatedLabel}{" "}
          <time dateTime={privacyPage.updatedIso}>{privacyPage.updated}</time>
        </p>
        <p className="mt-6 text-lg text-pretty text-ink-muted">{privacyPage.intro}</p>
        <FirstScreenEnd />
      </header>

      <nav
        aria-label={privacyPage.contentsLabel}
        className="mt-10 rounded-card border border-line bg-surface-muted p-6"
      >
        <p className="text-sm font-semibold tracking-widest text-ink uppercase">
          {privacyPage.contentsLabel}
        </p>
        <ol className="mt-4 grid list-decimal gap-x-8 gap-y-1 pl-5 text-ink-muted marker:text-ink-muted sm:grid-cols-2">
          {privacyPage.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-7 items-center text-ink underline underline-offset-4 hover:text-brand"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-12">
        {privacyPage.sections.map((section) => (
          <NoticeSection key={section.id} section={section} />
        ))}
      </div>
    </article>
  );
}

function NoticeSection({ section }: { section: PrivacySection }) {
  return (
    <section aria-labelledby={section.id}>
      {/* Clears the sticky header, with air above, when the table of contents jumps here. */}
      <h2 id={section.id} className="scroll-mt-header-8 text-2xl font-bold tracking-tight text-ink">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink-muted">
        {section.paragraphs.map((paragraph, index) => (
          <Paragraph key={index} paragraph={paragraph} />
        ))}
        {section.showControllerDetails ? <ControllerDetails /> : null}
        {section.list ? (
          <ul className="list-disc space-y-2 pl-6 marker:text-brand">
            {section.list.map((item, index) => (
              <li key={index} className="pl-1">
                <ListItem item={item} />
              </li>
            ))}
          </ul>
        ) : null}
        {section.after?.map((paragraph, index) => (
          <Paragraph key={index} paragraph={paragraph} />
        ))}
      </div>
    </section>
  );
}

/** The controller's registered details as a block. */
function ControllerDetails() {
  const { name, lines } = privacyPage.controller;
  return (
    <address className="rounded-card border border-line bg-surface-muted p-5 text-ink not-italic">
      <p className="font-semibold">{name}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </address>
  );
}

function Paragraph({ paragraph }: { paragraph: PrivacyParagraph }) {
  if (typeof paragraph === "string") return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.map((part, index) => {
        if (typeof part === "string") return part;
        return part.href.startsWith("http") ? (
          <ExternalLink key={index} href={part.href} className={linkClass}>
            {part.text}
          </ExternalLink>
        ) : (
          <a key={index} href={part.href} className={linkClass}>
            {part.text}
          </a>
        );
      })}
    </p>
  );
}

function ListItem({ item }: { item: PrivacyListItem }) {
  if (typeof item === "string") return item;
  if ("code" in item) {
    return (
      <>
        <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-sm text-ink">
          {item.code}
        </code>{" "}
        ({item.storage}): {item.text}
      </>
    );
  }
  return (
    <>
      <strong className="font-semibold text-ink">{item.term}:</strong> {item.text}
    </>
  );
}
