/**
 * One JSON line per event on stdout, for any log collector. Callers pass ids, forms, states and
 * counts only: never a name, an email address, a phone number or a message.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type Logger = (event: string, fields: LogFields) => void;

export const logEvent: Logger = (event, fields) => {
  console.log(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));
};
