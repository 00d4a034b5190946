import type * as z from "zod/mini";
import { fieldNames, type FieldName } from "../../lead-forms/definition";
import { readStored, removeStored, writeStored } from "./safe-storage";

/** A restored draft: each field of the form's schema as it was typed, "" where nothing was. */
export type Draft<Schema extends z.ZodMiniObject> = Record<FieldName<Schema>, string>;

/**
 * A form's draft, kept in session storage for the tab's lifetime so a reload after a failed send
 * loses nothing. A saved draft is rebuilt from the schema's keys, so a field added to the form's
 * definition in lead-forms/ is kept with no edit here, and one no longer defined is dropped.
 */
export function formDraft<Schema extends z.ZodMiniObject>(key: string, schema: Schema) {
  const fields = fieldNames(schema);
  const clear = () => removeStored("session", key);
  return {
    load(): Draft<Schema> | null {
      const raw = readStored("session", key);
      if (!raw) return null;
      try {
        const saved = JSON.parse(raw) as Record<string, unknown>;
        return Object.fromEntries(
          fields.map((name) => [name, String(saved[name] ?? "")]),
        ) as Draft<Schema>;
      } catch {
        // A draft that is not JSON (edited by hand, or from an older release) is no draft.
        return null;
      }
    },
    save(values: Partial<z.input<Schema>>): void {
      if (Object.values(values).some((value) => value)) {
        writeStored("session", key, JSON.stringify(values));
      } else {
        clear();
      }
    },
    clear,
  };
}
