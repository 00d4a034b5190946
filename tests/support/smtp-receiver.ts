/**
 * Test helper: the owner's mail server, a real SMTP server (smtp-server) on loopback that keeps
 * every message it accepts, parsed by mailparser, and answers from a script of faults: a 421 at
 * the greeting, a 451 or 550 at a step, or no answer at all (a server that hangs).
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SmtpStep = "connect" | "rcpt" | "data";

export type SmtpReply =
  | { step: SmtpStep; code: number; message: string }
  /** Never answers at this step, so the client's timeout is what ends it. */
  | { step: SmtpStep; hang: true }
  /** Answers this step after `delayMs`; a "data" one has kept the message already, as it comes. */
  | { step: SmtpStep; delayMs: number };

export interface ReceivedEmail {
  mail: ParsedMail;
  /** The SMTP envelope: who the message was really sent to, whatever its headers say. */
  rcptTo: string[];
  mailFrom: string;
  raw: string;
  /** The user name the client signed in with. */
  user: string | undefined;
}

export interface SmtpReceiver {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL. */
  url(credentials?: string): string;
  received: ReceivedEmail[];
  /**
   * Faults, in order, each taken once: a "connect" fault by the next connection, a "rcpt" or
   * "data" one by the next message (kept-open connections send several); then all is accepted.
   */
  replies: SmtpReply[];
  /** Sessions opened so far (refused and hung ones too). */
  readonly sessions: number;
  /** Ends every open connection, as a server restart would: the next message needs a new one. */
  dropConnections(): void;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** Starts the receiver on `port` (0: any free one), e.g. again on the same port after a stop. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedEmail[] = [];
  const replies: SmtpReply[] = [];
  let sessions = 0;
  /** The scripted fault of each session's message in progress, by session id. */
  const faults = new Map<string, SmtpReply>();
  const users = new Map<string, string>();

  /** Answers `step` as scripted for this session, or goes on with `proceed`. */
  function answer(
    id: string,
    step: SmtpStep,
    callback: (error?: Error) => void,
    proceed = () => callback(),
  ) {
    const fault = faults.get(id);
    if (!fault || fault.step !== step) return proceed();
    reply(fault, callback, proceed);
  }

  function reply(fault: SmtpReply, callback: (error?: Error) => void, proceed: () => void) {
    if ("hang" in fault) return;
    if ("delayMs" in fault) setTimeout(proceed, fault.delayMs);
    else callback(smtpError(fault.code, fault.message));
  }

  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    socketTimeout: 60_000,
    onAuth(auth, session, callback) {
      users.set(session.id, auth.username ?? "");
      callback(null, { user: auth.username });
    },
    onConnect(session, callback) {
      sessions += 1;
      const fault = replies[0]?.step === "connect" ? replies.shift() : undefined;
      if (!fault) return callback();
      reply(fault, callback, () => callback());
    },
    onMailFrom(_address, session, callback) {
      const next = replies[0];
      faults.delete(session.id);
      if (next && next.step !== "connect") faults.set(session.id, replies.shift() ?? next);
      callback();
    },
    onRcptTo(_address, session, callback) {
      answer(session.id, "rcpt", callback);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const keep = () =>
          simpleParser(raw).then((mail) => {
            received.push({
              mail,
              raw,
              rcptTo: session.envelope.rcptTo.map(({ address }) => address),
              mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              user: users.get(session.id),
            });
          });
        const fault = faults.get(session.id);
        // A server that takes the message at once and answers late (a slow scan, a busy disk).
        const late = fault?.step === "data" && "delayMs" in fault ? fault.delayMs : null;
        if (late !== null) {
          keep().then(
            () => setTimeout(callback, late),
            (error: Error) => callback(error),
          );
          return;
        }
        answer(session.id, "data", callback, () =>
          keep().then(
            () => callback(),
            (error: Error) => callback(error),
          ),
        );
      });
    },
    onClose(session) {
      faults.delete(session.id);
      users.delete(session.id);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  function dropConnections() {
    const { connections } = server as unknown as { connections?: Set<{ close(): void }> };
    for (const connection of connections ?? []) connection.close();
  }
  // A client that goes away mid-session is not the receiver's failure.
  server.on("error", () => undefined);
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: (credentials = "kestrel:s3cret-pass") => `smtp://${credentials}@127.0.0.1:${bound}`,
    received,
    replies,
    get sessions() {
      return sessions;
    },
    dropConnections,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung sessions would hold close() open: end them with the server.
        dropConnections();
        server.close(() => resolve());
      }),
  };
}

/** How many emails about lead `id` the mail server accepted: the site's Message-ID names the lead. */
export const emailsAbout = (mail: SmtpReceiver, id: string) =>
  mail.received.filter(
    ({ mail: message }) => message.messageId === `<${id}.lead@www.kestrel-ai.co.uk>`,
  ).length;
