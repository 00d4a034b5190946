import { expect } from "@playwright/test";
import { leads, type Site } from "./site-process";

/** The person who asks to be erased, as they typed their address on the forms. */
export const ERASED = "Rhiannon.Erased@example.co.uk";

/** A lead of theirs on `form`, stored (201); its id. */
export async function postAsErased(site: Site, form: "contact" | "audit"): Promise<string> {
  const response = await site.post(form, leads[form](ERASED));
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The owner erases them on /admin/people, typing the address in another case, as its form posts. */
export async function eraseOnOwnersPage(site: Site, cookie: string): Promise<void> {
  const erasure = await fetch(`${site.origin}/admin/people/erase`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.origin,
      Cookie: cookie,
    },
    body: new URLSearchParams({ q: ERASED.toLowerCase(), confirm: "yes" }),
    redirect: "manual",
  });
  expect(erasure.status).toBe(303);
}
