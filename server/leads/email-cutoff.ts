import type { Transporter } from "nodemailer";

/**
 * The longest a whole email attempt may take, from reading the lead to the server's last answer.
 * Each wait on the socket has its own timeout, but a server that answers a byte at a time never
 * lets the socket fall idle; past this, the connection is closed and the attempt failed (retried
 * with the usual backoff). It ends well before the attempt's lease (deliveryLeaseMs), so no other
 * claim of the same email can start while this one may still be sending it.
 */
export function emailAttemptDeadlineMs(timeoutMs: number): number {
  return timeoutMs * 2;
}

/** An attempt's cut-off, the `signal` its message is sent with. */
interface EmailCutoff {
  signal: AbortSignal;
  /** Clears its timer once the attempt has an outcome. */
  clear(): void;
}

/**
 * Cut-offs that know when their message has been handed over whole. A mail server may take a
 * message and answer it late (RFC 5321 gives that answer ten minutes): an attempt cut off while
 * waiting for it is recorded as failed and sent again, a second email. So the message goes only
 * while a quarter of the deadline is left; an attempt that has not handed it over by then is cut
 * off before the server can have it, and one that has waits for the answer until the deadline.
 */
/**
 * How far into the deadline the message may still be handed over. Later than the socket's own
 * timeouts (half the deadline, emailAttemptDeadlineMs): a server that never greets is closed by
 * nodemailer's greeting timeout, which ends its socket before the slot is free. At half, the
 * cut-off fired first and the pool opened the next connection while the cut one was still open
 * (three connections at once to a silent server on CI, 29 November).
 */
const HAND_OVER_BY = 0.75;

export function emailCutoffs(transport: Pick<Transporter, "use">) {
  const handedOver = new WeakMap<AbortSignal, () => void>();
  transport.use("stream", (mail, done) => {
    const signal = mail.data.signal;
    mail.message.processFunc((message) => {
      // Read to its end: what follows on the socket is the line that ends the message.
      message.once("end", () => (signal ? handedOver.get(signal)?.() : undefined));
      return message;
    });
    done();
  });

  return (deadlineMs: number): EmailCutoff => {
    const controller = new AbortController();
    const startedAt = Date.now();
    const cutAfter = (ms: number) => {
      const timer = setTimeout(() => controller.abort(new Error("email attempt cut off")), ms);
      timer.unref();
      return timer;
    };
    let timer = cutAfter(deadlineMs * HAND_OVER_BY);
    handedOver.set(controller.signal, () => {
      clearTimeout(timer);
      timer = cutAfter(startedAt + deadlineMs - Date.now());
    });
    return { signal: controller.signal, clear: () => clearTimeout(timer) };
  };
}
