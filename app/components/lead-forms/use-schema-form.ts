import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { ZodMiniType } from "zod/mini";

/**
 * react-hook-form validating with a lead form's schema (lead-forms/): the values as typed are the
 * schema's input, the submitted ones its output. Hand the result to <Form form={...}>.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: ZodMiniType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: standardSchemaResolver(schema) });
}
