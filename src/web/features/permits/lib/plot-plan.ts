import {
  MAX_PLOT_PLAN_BYTES,
  PLOT_PLAN_MIME_TYPES,
  PLOT_PLAN_REQUIRED_MESSAGE,
} from '#domain/permits/permit-fields.ts';

/** What the file picker offers: the types the server accepts, by MIME type and extension. */
export const PLOT_PLAN_ACCEPT = [...PLOT_PLAN_MIME_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(
  ',',
);

/**
 * The browser's early check of the chosen plot plan, with the shared limits and message; the
 * server checks the content itself. Answers the message, or null when the file may be sent.
 */
export function checkPlotPlan(files: unknown): string | null {
  const file = files instanceof FileList ? files[0] : files instanceof File ? files : undefined;
  if (!file) return PLOT_PLAN_REQUIRED_MESSAGE;
  if (file.size === 0 || file.size > MAX_PLOT_PLAN_BYTES) return PLOT_PLAN_REQUIRED_MESSAGE;
  if (file.type && !(PLOT_PLAN_MIME_TYPES as readonly string[]).includes(file.type))
    return PLOT_PLAN_REQUIRED_MESSAGE;
  return null;
}

export function readPlotPlanFile(files: unknown): File | undefined {
  if (files instanceof FileList) return files[0] ?? undefined;
  return files instanceof File ? files : undefined;
}
