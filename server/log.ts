/**
 * One JSON line per event on stdout, for any log collector. Callers pass ids, forms, states and
 * counts only: never a name, an email address, a phone number or a message. As a second line of
 * defence, anything shaped like an email address in a value (an error message that quotes its
 * input, a path a visitor typed) is replaced by "[email]".
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = (event: string, fields: LogFields) => void;

const EMAIL_ADDRESS =
  /[^\s@"'<>()[\]{},;:/\\]+@[^\s@"'<>()[\]{},;:/\\]+\.[^\s@"'<>()[\]{},;:/\\]+/g;

function redactEmails(fields: LogFields): LogFields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replace(EMAIL_ADDRESS, "[email]") : value,
    ]),
  );
}

export const logEvent: Logger = (event, fields) => {
  const line = { time: new Date().toISOString(), event, ...redactEmails(fields) };
  // A field that happens to be called `event` (a Stripe event's id) never renames the line.
  line.event = event;
  console.log(JSON.stringify(line));
};
