import { z } from 'zod';
import {
  listOf,
  PhoneSchema,
  ShortTextSchema,
  TextSchema,
  WebAddressSchema,
} from './content-fields.ts';
import { patternText } from '#domain/text-checks.ts';

export const FIRE_DANGER_LEVELS = ['Low', 'Moderate', 'High', 'Very High', 'Extreme'] as const;
export type FireDanger = (typeof FIRE_DANGER_LEVELS)[number];

const CalendarDaySchema = patternText(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.', { max: 10 }).refine(
  (value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()),
  'Enter a real date.',
);

/**
 * The home page's fire conditions panel (issue 9, item 6): what residents look for in fire
 * season. Dates are calendar days (YYYY-MM-DD) in the district's zone.
 */
export const FireConditionsSchema = z
  .object({
    heading: ShortTextSchema,
    danger: z.enum(FIRE_DANGER_LEVELS, { error: 'Choose the fire danger.' }),
    /**
     * The one control for fire restrictions on the panel (decision 307): when set, the burn-day
     * status is No burning, naming the first restriction listed. Replaces "Open burning is
     * allowed now", which the burn-day status never read.
     */
    prohibitsOpenBurning: z.boolean().default(false),
    openBurningSeason: z.object({ from: CalendarDaySchema, to: CalendarDaySchema }),
    restrictionsIntro: TextSchema,
    restrictions: listOf(ShortTextSchema, 20),
    effectiveDate: CalendarDaySchema,
    stateLinks: listOf(z.object({ label: ShortTextSchema, href: WebAddressSchema }), 5),
    dispatchPhone: PhoneSchema,
    dispatchNote: TextSchema,
  })
  .refine((conditions) => conditions.openBurningSeason.to >= conditions.openBurningSeason.from, {
    message: 'Choose a season end on or after its start.',
    path: ['openBurningSeason', 'to'],
  });
export type FireConditions = z.infer<typeof FireConditionsSchema>;
