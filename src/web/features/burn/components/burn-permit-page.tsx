import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BURN_PATHS, type BurnPageView, type BurnVerifyView } from '#domain/burn/burn-pages.ts';
import { formatCheckInCode } from '#domain/burn/burn-permit.ts';
import { burnPermitStatusLabel } from '#domain/burn/burn-words.ts';
import { formatCalendarDay, formatMoney, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { FeaturePageBody, MessageBox } from '#web/components/ui/server-form.tsx';
import { InEnglish } from '#web/lib/i18n.tsx';
import { TimeFields } from './burn-fields.tsx';
import { useBurnIntl, useFormatBurnDay } from '#web/lib/burn-intl.tsx';
import { StatusBox } from './burn-status-box.tsx';

/** The holder's private permit page with its check-in, and the public verification page. */

/** The fee as English pages have always written it ("$25.00"), money in es-US otherwise. */
function formatFee(intl: SiteIntl, cents: number): string {
  return intl.locale === 'en' ? `$${(cents / 100).toFixed(2)}` : formatMoney(intl, cents);
}

/** A permit's day: as stored (YYYY-MM-DD) on English pages, in words on translated ones. */
function formatPermitDay(intl: SiteIntl, day: string): string {
  return intl.locale === 'en' ? day : formatCalendarDay(intl, day);
}

export function PermitPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-permit' }> }) {
  const { permit, status } = view;
  const intl = useBurnIntl();
  const { t } = intl;
  const formatDay = useFormatBurnDay();
  const base = `${BURN_PATHS.permit}/${encodeURIComponent(permit.accessToken)}`;
  const fee = formatFee(intl, permit.feeCents);
  return (
    <>
      <PageHeader title={t('burn.permit.title')} />
      <FeaturePageBody>
        <MessageBox message={view.message} />
        <dl className="feature-details">
          <dt>{t('burn.permit.permit')}</dt>
          <dd>{permit.permitNumber ?? t('burn.permit.notIssued')}</dd>
          <dt>{t('burn.permit.status')}</dt>
          <dd>
            {burnPermitStatusLabel(permit.status, intl)}
            {permit.revokeReason ? (
              <>
                {': '}
                <InEnglish>{permit.revokeReason}</InEnglish>
              </>
            ) : null}
          </dd>
          <dt>{t('burn.permit.address')}</dt>
          <dd>{`${permit.street}, ${permit.town}`}</dd>
          <dt>{t('burn.permit.material')}</dt>
          <dd>
            {t('burn.permit.materialValue', {
              material: t(`burn.material.${permit.material}`),
              description: permit.materialDescription,
              pileSize: permit.pileSize,
            })}
          </dd>
          <dt>{t('burn.permit.dates')}</dt>
          <dd>
            {t('burn.permit.datesValue', {
              from: formatPermitDay(intl, permit.fromDay),
              to: formatPermitDay(intl, permit.toDay),
            })}
          </dd>
          {permit.checkInCode ? (
            <>
              <dt>{t('burn.permit.checkInCode')}</dt>
              <dd>
                {t('burn.permit.checkInCodeValue', {
                  code: formatCheckInCode(permit.checkInCode),
                })}
              </dd>
            </>
          ) : null}
        </dl>
        {permit.status === 'awaiting_payment' && view.payUrl ? (
          <>
            <h2>{t('burn.permit.payHeading')}</h2>
            <p>{t('burn.permit.payText', { fee })}</p>
            <p>
              <a href={view.payUrl}>{t('burn.permit.payLink', { fee })}</a>
            </p>
          </>
        ) : null}
        {permit.status === 'issued' || permit.status === 'revoked' ? (
          <p>
            <a href={`${base}/pdf`}>{t('burn.permit.pdfLink')}</a>
          </p>
        ) : null}
        <StatusBox status={status} isPageHeading={false} />
        {permit.status === 'issued' ? (
          <>
            <h2>{t('burn.permit.checkInHeading')}</h2>
            {view.todaysCheckIn ? (
              <p>
                {t('burn.permit.checkedIn', {
                  start: view.todaysCheckIn.startTime,
                  end: view.todaysCheckIn.endTime,
                })}
              </p>
            ) : (
              <form method="post" action={`${base}/check-in`} noValidate>
                <p>{t('burn.permit.burningToday', { day: formatDay(status.day) })}</p>
                <TimeFields errors={view.fieldErrors ?? {}} values={view.values ?? {}} />
                <button type="submit" className="button">
                  {t('burn.permit.checkInButton')}
                </button>
              </form>
            )}
          </>
        ) : null}
      </FeaturePageBody>
    </>
  );
}

/**
 * The page behind the permit's QR code: genuine or not, status, town and dates, never the street
 * (issue 25). The QR code carries the check-in code; the link to the check-in form passes it on
 * unchecked, so this page tells nothing about a code.
 */
export function VerifyPage({
  permit,
  checkInCode,
}: {
  permit: BurnVerifyView | undefined;
  checkInCode?: string | undefined;
}) {
  const intl = useBurnIntl();
  const { t } = intl;
  if (!permit) {
    return (
      <>
        <PageHeader title={t('burn.verify.notFoundTitle')} />
        <FeaturePageBody>
          <p>{t('burn.verify.notFoundText')}</p>
        </FeaturePageBody>
      </>
    );
  }
  const number = permit.permitNumber ?? '';
  return (
    <>
      <PageHeader title={t('burn.permit.pageTitle', { number }).trim()} />
      <FeaturePageBody>
        <p>
          <FormattedMessage
            id="burn.verify.genuine"
            values={{
              status: permit.statusLabel,
              b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            }}
          />
        </p>
        <dl className="feature-details">
          <dt>{t('burn.verify.town')}</dt>
          <dd>{permit.town}</dd>
          <dt>{t('burn.verify.dates')}</dt>
          <dd>
            {t('burn.verify.datesValue', {
              from: formatPermitDay(intl, permit.fromDay),
              to: formatPermitDay(intl, permit.toDay),
            })}
          </dd>
        </dl>
        <p>
          <FormattedMessage
            id="burn.verify.checkInText"
            values={{
              number,
              link: (chunks: ReactNode[]) => (
                <a
                  href={`${BURN_PATHS.checkIn}?permit=${encodeURIComponent(number)}${
                    checkInCode ? `&code=${encodeURIComponent(checkInCode)}` : ''
                  }`}
                >
                  {chunks}
                </a>
              ),
            }}
          />
        </p>
        <p>
          <a href={BURN_PATHS.status}>{t('burn.verify.statusLink')}</a>
        </p>
      </FeaturePageBody>
    </>
  );
}
