/** A heading and a few paragraphs of plain text in a readable column ("Who is behind the audit"). */
export function ProseBlock({
  id,
  title,
  paragraphs,
}: {
  /** Id of the heading, for the surrounding section's aria-labelledby. */
  id?: string;
  title: string;
  paragraphs: readonly string[];
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-ink-muted">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
