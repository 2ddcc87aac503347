import { FormattedMessage, useIntl } from 'react-intl';
import {
  BURN_STAFF_PLACEHOLDER,
  burnDayReasonParts,
  formatBurnDay,
} from '#domain/burn/burn-words.ts';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import type { SiteIntl } from '#domain/i18n/site-intl.ts';
import { useLocale } from '#web/lib/i18n.tsx';

/**
 * The burn pages' formatting in the render's language (decision 324): the same SiteIntl shape the
 * server's e-mails use, made from the render's IntlProvider, so the domain's burn wording serves
 * pages and mail alike.
 */
export function useBurnIntl(): SiteIntl {
  const intl = useIntl();
  const locale = useLocale();
  return {
    locale,
    intl: intl as unknown as SiteIntl['intl'],
    t: (id, values) => intl.formatMessage({ id }, values),
  };
}

/** A burn day with its weekday in the render's language. */
export function useFormatBurnDay(): (day: string) => string {
  const intl = useBurnIntl();
  return (day) => formatBurnDay(intl, day);
}

/**
 * Why today has no burning; a restriction's title or a staff note without a current Spanish
 * version sits in `lang="en"` on a translated page.
 */
export function BurnDayReason({ status }: { status: BurnDayStatus }) {
  const intl = useBurnIntl();
  if (!status.why) return status.reason ? <>{status.reason}</> : null;
  const parts = burnDayReasonParts(status, intl);
  if (!parts) return null;
  const placeholder = BURN_STAFF_PLACEHOLDER[parts.id];
  const staff = parts.staff;
  return (
    <FormattedMessage
      id={parts.id}
      values={{
        ...parts.values,
        ...(placeholder && staff
          ? {
              [placeholder]: staff.isEnglish ? <span lang="en">{staff.text}</span> : staff.text,
            }
          : {}),
      }}
    />
  );
}
