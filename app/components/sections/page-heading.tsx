/** A page's one <h1>, with the small upper-case line above it and the sentence below it. */
export function PageHeading({
  eyebrow,
  title,
  intro,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
}) {
  return (
    <>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">
        {title}
      </h1>
      {intro ? <p className="mt-4 text-lg text-pretty text-ink-muted">{intro}</p> : null}
    </>
  );
}
