/**
 * The mails a fee sends (decision 270): the receipt once it is paid and the refund notice, each in
 * the language kept on the fee (decision 332) and linking to the payer's page.
 */
import type { Kysely, Selectable } from 'kysely';
import type { FeeKind } from '#domain/fees/fees-api.ts';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import { LOCALE_TAGS } from '#domain/i18n/locale.ts';
import { createSiteIntl, formatDistrictDateTime, type SiteIntl } from '#domain/i18n/site-intl.ts';
import { translateEnglish } from '#domain/i18n/translate-english.ts';
import type { Database } from '#server/db/database.ts';
import type { Env } from '#server/env.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import type { FeesTable } from './fees.tables.ts';

export const FEE_RECEIPT_TEMPLATE = 'fees.receipt';
export const FEE_REFUND_TEMPLATE = 'fees.refund';

/** Each kind's name in the catalogue; FEE_KIND_LABELS holds the same English. */
const FEE_KIND_IDS: Record<FeeKind, MessageId> = {
  'burn-permit': 'fees.kind.burnPermit',
  're-inspection': 'fees.kind.reinspection',
  records: 'fees.kind.records',
};

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function registerFeeMails(deps: {
  db: Kysely<Database>;
  env: Env;
  outbox: Outbox;
  origin: () => string;
}): void {
  /** A fee's mail in the language kept on it (decision 332), linking to the payer's page. */
  const feeMail = (
    fee: Selectable<FeesTable>,
    write: (intl: SiteIntl, kind: string) => { subject: string; lines: string[] },
  ) => {
    const intl = createSiteIntl(fee.language);
    const { subject, lines } = write(intl, intl.t(FEE_KIND_IDS[fee.kind]));
    return {
      from: deps.env.MAIL_FROM,
      to: fee.email,
      subject,
      text: [
        ...lines,
        ...(fee.returnPath
          ? ['', intl.t('fees.mail.follow', { url: `${deps.origin()}${fee.returnPath}` })]
          : []),
      ].join('\n'),
      ...(fee.language === 'en'
        ? {}
        : { headers: { 'Content-Language': LOCALE_TAGS[fee.language] } }),
    };
  };
  const findFee = (payload: unknown) =>
    deps.db
      .selectFrom('fees')
      .selectAll()
      .where('id', '=', (payload as { feeId: string }).feeId)
      .executeTakeFirst();

  deps.outbox.registerTemplate(FEE_RECEIPT_TEMPLATE, {
    render: async (payload) => {
      const fee = await findFee(payload);
      if (!fee || fee.status !== 'paid') return null;
      const paidAt = new Date(fee.paidAt ?? fee.updatedAt);
      return feeMail(fee, (intl, kind) => ({
        subject: intl.t('fees.mail.receiptSubject', { kind }),
        lines: [
          intl.t('fees.mail.received', { amount: formatCents(Number(fee.amountCents)) }),
          '',
          intl.t('fees.mail.for', { description: fee.description }),
          intl.t('fees.mail.paid', {
            at:
              fee.language === 'en'
                ? paidAt.toLocaleString('en-US', { timeZone: 'America/Denver' })
                : formatDistrictDateTime(intl, paidAt),
          }),
          intl.t('fees.mail.paymentReference', { reference: fee.paymentIntentId ?? '' }),
        ],
      }));
    },
  });

  deps.outbox.registerTemplate(FEE_REFUND_TEMPLATE, {
    render: async (payload) => {
      const fee = await findFee(payload);
      if (!fee || fee.status !== 'refunded') return null;
      return feeMail(fee, (intl, kind) => ({
        subject: intl.t('fees.mail.refundSubject', { kind }),
        lines: [
          intl.t('fees.mail.refunded', { amount: formatCents(Number(fee.amountCents)) }),
          '',
          intl.t('fees.mail.for', { description: fee.description }),
          intl.t('fees.mail.why', { reason: translateEnglish(fee.refundReason ?? '', intl) }),
          intl.t('fees.mail.refundReference', {
            refund: fee.refundId ?? '',
            payment: fee.paymentIntentId ?? '',
          }),
          '',
          intl.t('fees.mail.reachesCard'),
        ],
      }));
    },
  });
}
