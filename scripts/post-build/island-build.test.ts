import { describe, expect, it } from "vitest";
import { dynamicImportsWrittenIn } from "./island-build";

describe("dynamicImportsWrittenIn", () => {
  const entry = "app/features/contact-form/contact-form-island.tsx";

  it("keeps the component a hydrating entry imports itself, written without its extension", () => {
    const source = `export const { mount } = hydrating(\n  () => import("./contact-form").then((m) => m.ContactForm),\n);`;
    expect(
      dynamicImportsWrittenIn(source, entry, ["app/features/contact-form/contact-form.tsx"]),
    ).toEqual(["app/features/contact-form/contact-form.tsx"]);
  });

  it("resolves a parent folder and leaves out what another module folded into the chunk imports", () => {
    const source = `const load = () => import('../shared/panel.tsx');`;
    expect(
      dynamicImportsWrittenIn(source, entry, [
        "app/features/shared/panel.tsx",
        "app/features/exit-intent/exit-intent-dialog-root.tsx",
      ]),
    ).toEqual(["app/features/shared/panel.tsx"]);
  });

  it("counts nothing for an entry with no dynamic import of its own", () => {
    const source = `import { loadDialog } from "./exit-intent-dialog-loader";\nloadDialog();`;
    expect(
      dynamicImportsWrittenIn(source, "app/features/exit-intent/exit-intent-island.ts", [
        "app/features/exit-intent/exit-intent-dialog-root.tsx",
      ]),
    ).toEqual([]);
  });
});
