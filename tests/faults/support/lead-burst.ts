/**
 * Visitors who keep sending contact leads, a few at a time, each with its own address, until told
 * to stop: every answer is kept, with the lead's id when it was stored, and a request that got no
 * answer at all (a reset, a refused connection) is kept as status 0 with its reason.
 */
import { uniqueEmail } from "../../support/unique-email";
import { leads } from "./site-process";

export interface LeadAnswer {
  status: number;
  id?: string;
  failure?: string;
}

export function sendLeads(
  origin: string,
  { senders = 4, label = "burst" }: { senders?: number; label?: string } = {},
) {
  const answers: LeadAnswer[] = [];
  let stopped = false;

  async function send(n: number): Promise<LeadAnswer> {
    try {
      const response = await fetch(`${origin}/api/leads/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(leads.contact(uniqueEmail(`${label}${n}`))),
      });
      const body = (await response.json()) as { id?: string };
      return { status: response.status, id: body.id };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      return { status: 0, failure: cause?.code ?? String(error) };
    }
  }

  async function sender() {
    while (!stopped) answers.push(await send(answers.length));
  }
  const running = Promise.all(Array.from({ length: senders }, sender));
  return {
    answers,
    async stop(): Promise<LeadAnswer[]> {
      stopped = true;
      await running;
      return answers;
    },
  };
}
