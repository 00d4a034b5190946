import { readdir } from "node:fs/promises";
import { join } from "node:path";

/** Every file under dir, at any depth, as full paths. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

/** Every HTML document under dir: the pages and 404.html. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  return (await listFiles(dir)).filter((file) => file.endsWith(".html"));
}
