import type { z } from 'zod';

/**
 * The field messages of a failed parse, `{ 'a.0.b': message }`, the first message per field, as
 * every API answers them in `fields`. A message about the whole value is under `rootKey`;
 * `depth: 1` names each message by its top-level field only (a form whose fields are flat).
 */
export function fieldsOf(
  error: z.ZodError,
  { rootKey = 'form', depth }: { rootKey?: string; depth?: number } = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = depth === undefined ? issue.path : issue.path.slice(0, depth);
    fields[path.map(String).join('.') || rootKey] ??= issue.message;
  }
  return fields;
}

/** Adds a refinement's message under the field `path` names, as the forms show it. */
export function addFieldIssue(
  context: z.RefinementCtx,
  path: PropertyKey[],
  message: string,
): void {
  context.addIssue({ code: 'custom', path, message });
}
