import { z } from 'zod';
import { CHIPPER_CONFIRM_HOURS, CHIPPER_PATHS } from '#domain/chipper/chipper-api.ts';
import type { ChipperRules } from '#domain/chipper/chipper-rules.ts';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { createSiteIntl, type SiteIntl } from '#domain/i18n/site-intl.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import { findDay, findSignUp, readRules, siteUrlOf, type ChipperDeps } from './chipper.repo.ts';
import { CHIPPER_TEMPLATES, waitlistPositionOf } from './chipper-sign-up.service.ts';
import type { ChipperSignUpRow } from './chipper.tables.ts';

const SignUpPayloadSchema = z.object({ signUpId: z.string() });
const DayChangedPayloadSchema = SignUpPayloadSchema.extend({
  change: z.enum(['moved', 'cancelled']),
  from: z.string(),
  reason: z.string(),
});

/** The rules' lines every booking and reminder carries (issue 38 item 3). */
function rulesLines({ t }: SiteIntl, rules: ChipperRules): string[] {
  return [
    t('chipper.mail.rulesRoad', { time: rules.atRoadBy, feet: rules.maxFeetFromRoad }),
    t('chipper.mail.rulesSize', {
      length: rules.maxPileLengthFt,
      width: rules.maxPileWidthFt,
      height: rules.maxPileHeightFt,
      limb: rules.maxLimbDiameterIn,
    }),
  ];
}

/** Every mail of the program, written in the sign-up's language from its row as it is now. */
export function registerChipperTemplates(deps: ChipperDeps): void {
  const mail = (row: ChipperSignUpRow, subject: string, lines: string[]): MailMessage => ({
    from: deps.env.MAIL_FROM,
    to: row.email,
    subject,
    text: lines.join('\n'),
  });
  const manageLines = (intl: SiteIntl, row: ChipperSignUpRow) => [
    '',
    intl.t('chipper.mail.manage'),
    siteUrlOf(deps, `${CHIPPER_PATHS.manage}/${row.manageToken}`, row.language),
  ];
  const render =
    (
      build: (
        row: ChipperSignUpRow,
        intl: SiteIntl,
        payload: unknown,
      ) => Promise<MailMessage | null>,
    ) =>
    async (payload: unknown) => {
      const { signUpId } = SignUpPayloadSchema.parse(payload);
      const row = await findSignUp(deps.db, { id: signUpId });
      return row ? build(row, createSiteIntl(row.language), payload) : null;
    };
  const dayOf = async (row: ChipperSignUpRow, intl: SiteIntl) => {
    const day = row.dayId ? await findDay(deps.db, row.dayId) : undefined;
    return day ? formatLongDayIn(intl.intl, day.day) : '';
  };
  const addressOf = (row: ChipperSignUpRow) => `${row.street}, ${row.town}`;

  deps.outbox.registerTemplate(CHIPPER_TEMPLATES.confirm, {
    render: render(async (row, intl) => {
      if (row.confirmToken === null) return null;
      const address = addressOf(row);
      return mail(row, intl.t('chipper.mail.confirmSubject', { address }), [
        intl.t('chipper.mail.confirmText', {
          address,
          count: row.pileCount,
          districtName: await deps.readDistrictName(),
        }),
        '',
        intl.t('chipper.mail.confirmOpen', { hours: CHIPPER_CONFIRM_HOURS }),
        siteUrlOf(deps, `${CHIPPER_PATHS.confirm}/${row.confirmToken}`, row.language),
        '',
        intl.t('chipper.mail.confirmIgnore'),
      ]);
    }),
  });

  deps.outbox.registerTemplate(CHIPPER_TEMPLATES.placed, {
    render: render(async (row, intl) => {
      const day = await dayOf(row, intl);
      const address = addressOf(row);
      const { rules } = await readRules(deps.db);
      if (row.status === 'waitlisted') {
        const position = (await waitlistPositionOf(deps.db, row)) ?? 1;
        return mail(row, intl.t('chipper.mail.waitlistSubject'), [
          intl.t('chipper.mail.waitlistText', { address, position, day }),
          ...manageLines(intl, row),
        ]);
      }
      if (row.status !== 'booked') return null;
      return mail(row, intl.t('chipper.mail.bookedSubject', { day }), [
        intl.t('chipper.mail.bookedText', { address, day }),
        ...(row.isZoneDayFull === 1 ? [intl.t('chipper.mail.zoneDayFull')] : []),
        '',
        ...rulesLines(intl, rules),
        ...manageLines(intl, row),
      ]);
    }),
  });

  deps.outbox.registerTemplate(CHIPPER_TEMPLATES.reminder, {
    render: render(async (row, intl) => {
      if (row.status !== 'booked') return null;
      const day = await dayOf(row, intl);
      const { rules } = await readRules(deps.db);
      return mail(row, intl.t('chipper.mail.reminderSubject', { day }), [
        intl.t('chipper.mail.reminderText', { address: addressOf(row), day }),
        '',
        ...rulesLines(intl, rules),
        ...manageLines(intl, row),
      ]);
    }),
  });

  deps.outbox.registerTemplate(CHIPPER_TEMPLATES.result, {
    render: render(async (row, intl) => {
      const day = await dayOf(row, intl);
      const address = addressOf(row);
      const note = row.note ? ['', intl.t('chipper.mail.crewNote', { note: row.note })] : [];
      if (row.status === 'chipped') {
        return mail(row, intl.t('chipper.mail.chippedSubject'), [
          intl.t('chipper.mail.chippedText', { address, day }),
          ...note,
        ]);
      }
      if (row.status !== 'not_chipped' || !row.reason) return null;
      const { rules } = await readRules(deps.db);
      return mail(row, intl.t('chipper.mail.notChippedSubject'), [
        intl.t('chipper.mail.notChippedText', {
          address,
          day,
          reason: intl.t(`chipper.reason.${row.reason}`),
        }),
        intl.t(`chipper.next.${row.reason}`, { feet: rules.maxFeetFromRoad }),
        ...note,
        '',
        intl.t('chipper.mail.signUpAgain'),
        siteUrlOf(deps, CHIPPER_PATHS.form, row.language),
      ]);
    }),
  });

  deps.outbox.registerTemplate(CHIPPER_TEMPLATES.dayChanged, {
    render: async (payload) => {
      const { signUpId, change, from, reason } = DayChangedPayloadSchema.parse(payload);
      const row = await findSignUp(deps.db, { id: signUpId });
      if (!row) return null;
      const intl = createSiteIntl(row.language);
      const address = addressOf(row);
      const fromDay = formatLongDayIn(intl.intl, from);
      const why = reason ? [intl.t('chipper.mail.why', { reason })] : [];
      if (change === 'cancelled') {
        return mail(row, intl.t('chipper.mail.cancelledSubject', { day: fromDay }), [
          intl.t('chipper.mail.cancelledText', { address, day: fromDay }),
          ...why,
          '',
          intl.t('chipper.mail.signUpAgain'),
          siteUrlOf(deps, CHIPPER_PATHS.form, row.language),
        ]);
      }
      const day = await dayOf(row, intl);
      return mail(row, intl.t('chipper.mail.movedSubject', { day }), [
        intl.t('chipper.mail.movedText', { address, from: fromDay, day }),
        ...why,
        ...manageLines(intl, row),
      ]);
    },
  });
}
