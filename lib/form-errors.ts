/**
 * A zod schema's verdict on a form as react-admin's form-level `validate` wants it: each failing field's first
 * message, keyed by the field's path ("title", "references.0.section_id"); empty when the values are valid.
 */
import type { z } from 'zod';

export function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
