import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import { BURN_PATHS } from '#domain/burn/burn-pages.ts';
import { burnHeadline, describeBurnDayReason } from '#domain/burn/burn-words.ts';
import { createSiteIntl } from '#domain/i18n/site-intl.ts';
import type { NotifyInput } from './subscriptions-api.ts';

// Apart from notice-sources.ts, which the back office's bundle imports: this one reads the
// server's catalogues (FormatJS).

/**
 * The urgent notice of a No burning day (decision 304) to the alerts list, with its Spanish from
 * the burn catalogue (the headline and the reason's words, decision 324), so Spanish subscribers
 * read it in Spanish (issue 37, item 3). Staff's own words in the reason (a note, a restriction's
 * title) stay as staff wrote them.
 */
export function buildNoBurningNotice(status: BurnDayStatus): NotifyInput {
  const spanish = createSiteIntl('es');
  const headline = burnHeadline(status, spanish);
  return {
    listId: 'alerts',
    itemKey: `burn-day:${status.day}:no-burning`,
    subject: status.headline,
    body: `${status.headline}. ${status.reason}`,
    url: BURN_PATHS.status,
    isUrgent: true,
    spanish: { subject: headline, body: `${headline}. ${describeBurnDayReason(status, spanish)}` },
  };
}
