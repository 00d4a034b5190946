import { describe, expect, it } from "vitest";
import { isIslandEntry, islandNameOf, sizeBudgetIn } from "./island-entries";

describe("an island's entry", () => {
  it("is any <name>-island.ts(x), named by its file", () => {
    expect(isIslandEntry("app/features/news/news-island.tsx")).toBe(true);
    expect(isIslandEntry("app/features/news/news.tsx")).toBe(false);
    expect(islandNameOf("./features/news/news-island.ts")).toBe("news");
  });

  it("states its size budget on a line of its own, in KB", () => {
    const entry = 'import x from "y";\n\n// size budget: 2.5 KB (2.0 KB measured)\nexport {};';
    expect(sizeBudgetIn(entry)).toBe(2.5 * 1024);
    expect(sizeBudgetIn("// size budget: 95 KB\n")).toBe(95 * 1024);
    expect(sizeBudgetIn("export const mount = () => {}; // no budget here")).toBeUndefined();
  });
});
