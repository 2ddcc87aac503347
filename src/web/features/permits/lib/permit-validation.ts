import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PERMIT_SCHEMAS } from '#domain/permits/permit-application.schema.ts';
import type { PermitFormType } from '#domain/permits/permit-fields.ts';

/**
 * The shared zod schemas as the permit form uses them. This module (and zod with it) loads when
 * a visitor first types into or submits a form, not with the page (issue 16, finding 13: the
 * forms' first load must stay at or under 120 KB of script).
 */
export function buildSchemaResolver(formType: PermitFormType): Resolver<Record<string, unknown>> {
  return zodResolver(PERMIT_SCHEMAS[formType] as never) as unknown as Resolver<
    Record<string, unknown>
  >;
}

/** The typed area under the shared schema, or undefined while it does not parse. */
export function parseAreaCovered(formType: PermitFormType, value: unknown): unknown {
  const schema = PERMIT_SCHEMAS[formType];
  if (!('shape' in schema) || !('areaCovered' in schema.shape)) return undefined;
  const parsed = schema.shape.areaCovered.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
