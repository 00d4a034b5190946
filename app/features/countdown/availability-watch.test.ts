import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchAvailability } from "./availability-watch";
import { startOfferClock } from "./offer-clock";

/** A real local server standing in for GET /api/availability, answering what the test sets. */
async function availabilityServer(answers: unknown[]) {
  let asked = 0;
  const server: Server = createServer((_request, response) => {
    const answer = answers[Math.min(asked, answers.length - 1)];
    asked += 1;
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/availability`, asked: () => asked, server };
}

function banner(url: string, written: string) {
  document.body.innerHTML = `<aside><p data-offer-spots="${written}" data-offer-spots-from="${url}">${
    written ? `Only ${written} spots left this week` : "Limited spots left this week"
  }</p></aside>`;
  return document.querySelector("aside") as HTMLElement;
}

const line = () => document.querySelector("[data-offer-spots]");
const servers: Server[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) server.close();
});

describe("spots left in capacity mode", () => {
  it("starts from the server's number, untouched by the weekday clock, and asks again a minute later", async () => {
    const api = await availabilityServer([{ spotsLeft: 2 }]);
    servers.push(api.server);
    const root = banner(api.url, "3");
    const stopClock = startOfferClock(root);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const stop = watchAvailability(root);
    expect(line()?.textContent).toBe("Only 3 spots left this week");
    expect(api.asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(line()?.getAttribute("data-offer-spots")).toBe("2"));
    expect(line()?.textContent).toBe("Only 2 spots left this week");
    stop();
    stopClock();
  });

  it("asks at once on a page with no number written (a static host), and says when the week is full", async () => {
    const api = await availabilityServer([{ spotsLeft: 0 }]);
    servers.push(api.server);
    const stop = watchAvailability(banner(api.url, ""));
    await vi.waitFor(() =>
      expect(line()?.textContent).toBe("This week is full: book now for next week"),
    );
    expect(api.asked()).toBe(1);
    stop();
  });

  it("keeps what it shows when the answer is not a count", async () => {
    const api = await availabilityServer([{ error: "Not available just now." }]);
    servers.push(api.server);
    const stop = watchAvailability(banner(api.url, ""));
    await vi.waitFor(() => expect(api.asked()).toBe(1));
    expect(line()?.textContent).toBe("Limited spots left this week");
    stop();
  });
});
