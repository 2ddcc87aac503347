import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  CHIPPER_CONFIRM_HOURS,
  CHIPPER_FORM_PILES,
  CHIPPER_FORM_FIELDS,
  CHIPPER_MATERIALS,
  CHIPPER_PATHS,
  PILE_DIMENSIONS,
  type ChipperCrewStop,
  type ChipperFormValues,
  type ChipperPageView,
  type ChipperRulesView,
} from '#domain/chipper/chipper-api.ts';
import { NOT_CHIPPED_REASONS } from '#domain/chipper/chipper-season.ts';
import { formatLongDayIn } from '#domain/calendar-date.ts';
import { LOCALES } from '#domain/i18n/locale.ts';
import { PROPERTY_TOWNS } from '#domain/property/property-profile.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldBlock,
  FieldError,
  fieldClass,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';
import { useLocale, useText } from '#web/lib/i18n.tsx';

/**
 * The chipper program's pages (issue 38): the sign-up, its confirmation, the resident's private
 * page and the crew's route page. Server-rendered with no script: forms post and the server
 * answers with the page again. Every word from the catalogue; the server points links and forms
 * at the /es/ twins on Spanish pages.
 */

function useDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => formatLongDayIn(intl, day);
}

function Rules({ rules }: { rules: ChipperRulesView }) {
  const t = useText();
  return (
    <section aria-labelledby="chipper-rules-title">
      <h2 id="chipper-rules-title">{t('chipper.rules.title')}</h2>
      <ul>
        <li>
          {t('chipper.rules.size', {
            length: rules.maxPileLengthFt,
            width: rules.maxPileWidthFt,
            height: rules.maxPileHeightFt,
            limb: rules.maxLimbDiameterIn,
          })}
        </li>
        <li>{t('chipper.rules.road', { time: rules.atRoadBy, feet: rules.maxFeetFromRoad })}</li>
        <li>{t('chipper.rules.accepted', { text: rules.accepted })}</li>
        <li>{t('chipper.rules.notAccepted', { text: rules.notAccepted })}</li>
        <li>{t('chipper.rules.closes', { days: rules.closeDaysBefore })}</li>
      </ul>
    </section>
  );
}

/** The error summary's links, in the form's order. */
function summaryOf(errors: FieldErrors) {
  return CHIPPER_FORM_FIELDS.filter((name) => errors[name]).map((name) => ({
    href: `#${name === 'piles' ? 'pile1Length' : name === 'material' ? 'material-branches' : name === 'language' ? 'language-en' : name}`,
    text: errors[name]!,
  }));
}

function FormPage({ view }: { view: Extract<ChipperPageView, { kind: 'chipper-form' }> }) {
  const t = useText();
  const formatDay = useDay();
  const pageLocale = useLocale();
  const { values, errors } = view;
  const errorPrefix = t('chipper.errorPrefix');
  const text = (
    name: keyof ChipperFormValues & string,
    label: string,
    options: { hint?: string; type?: string; autoComplete?: string; inputMode?: 'decimal' } = {},
  ) => (
    <FieldBlock
      key={name}
      name={name}
      label={label}
      hint={options.hint}
      errors={errors}
      errorPrefix={errorPrefix}
    >
      {(control) => (
        <input
          type={options.type ?? 'text'}
          {...control}
          className="form-input"
          defaultValue={values[name] ?? ''}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
        />
      )}
    </FieldBlock>
  );
  return (
    <>
      <PageHeader title={t('chipper.form.title')} />
      <FeaturePageBody>
        <ErrorSummary entries={summaryOf(errors)} title={t('chipper.errorSummary')} />
        <p>{t('chipper.form.intro')}</p>
        <section aria-labelledby="chipper-days-title">
          <h2 id="chipper-days-title">{t('chipper.form.daysTitle')}</h2>
          <ul>
            {view.zones.map((zone) => (
              <li key={zone.name}>
                {t('chipper.form.zoneLine', { zone: zone.name, towns: zone.towns.join(', ') })}
                <ul>
                  {zone.days.map((day) => (
                    <li key={day.day}>
                      {day.isFull
                        ? t('chipper.form.dayFull', { day: formatDay(day.day) })
                        : formatDay(day.day)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <Rules rules={view.rules} />
        <form method="post" action={CHIPPER_PATHS.form} noValidate>
          <h2>{t('chipper.form.address')}</h2>
          {text('street', t('chipper.field.street'), { autoComplete: 'address-line1' })}
          {text('town', t('chipper.field.town'), {
            hint: t('chipper.form.townHint', { towns: PROPERTY_TOWNS.join(', ') }),
            autoComplete: 'address-level2',
          })}
          <fieldset
            className={`form-fieldset ${fieldClass('piles', errors)}`}
            aria-describedby={errors.piles ? 'piles-hint piles-error' : 'piles-hint'}
          >
            <legend className="form-label">{t('chipper.form.pilesTitle')}</legend>
            <p className="field-hint" id="piles-hint">
              {t('chipper.form.pilesHint', { max: view.rules.maxPilesPerSignUp })}
            </p>
            <FieldError name="piles" errors={errors} prefix={errorPrefix} />
            {Array.from({ length: CHIPPER_FORM_PILES }, (_, index) => index + 1).map((number) => (
              <fieldset key={number} className="form-fieldset chipper-pile">
                <legend>{t('chipper.form.pile', { number })}</legend>
                {PILE_DIMENSIONS.map((dimension) =>
                  text(
                    `pile${number}${dimension}` as keyof ChipperFormValues & string,
                    t(`chipper.field.${dimension}`, { number }),
                    { inputMode: 'decimal' },
                  ),
                )}
              </fieldset>
            ))}
          </fieldset>
          <fieldset
            className={`form-fieldset ${fieldClass('material', errors)}`}
            aria-describedby={errors.material ? 'material-error' : undefined}
          >
            <legend className="form-label">{t('chipper.field.material')}</legend>
            <FieldError name="material" errors={errors} prefix={errorPrefix} />
            {CHIPPER_MATERIALS.map((material) => (
              <div key={material} className="form-field--checkbox">
                <input
                  type="radio"
                  id={`material-${material}`}
                  name="material"
                  value={material}
                  className="form-checkbox"
                  defaultChecked={values.material === material}
                />
                <label htmlFor={`material-${material}`}>{t(`chipper.material.${material}`)}</label>
              </div>
            ))}
          </fieldset>
          <div className={`${fieldClass('isClean', errors)} form-field--checkbox`}>
            <FieldError name="isClean" errors={errors} prefix={errorPrefix} />
            <input
              type="checkbox"
              id="isClean"
              name="isClean"
              value="yes"
              className="form-checkbox"
              defaultChecked={values.isClean === 'yes'}
              aria-describedby={errors.isClean ? 'isClean-error' : undefined}
              aria-invalid={errors.isClean ? true : undefined}
            />
            <label htmlFor="isClean">{t('chipper.field.isClean')}</label>
          </div>
          {text('location', t('chipper.field.location'), { hint: t('chipper.form.locationHint') })}
          {text('email', t('chipper.field.email'), {
            type: 'email',
            hint: t('chipper.form.emailHint'),
            autoComplete: 'email',
          })}
          {text('phone', t('chipper.field.phone'), {
            type: 'tel',
            hint: t('chipper.form.phoneHint'),
            autoComplete: 'tel',
          })}
          <fieldset className="form-fieldset">
            <legend className="form-label">{t('chipper.field.language')}</legend>
            {LOCALES.map((locale) => (
              <div key={locale} className="form-field--checkbox">
                <input
                  type="radio"
                  id={`language-${locale}`}
                  name="language"
                  value={locale}
                  className="form-checkbox"
                  defaultChecked={(values.language ?? 'en') === locale}
                />
                {/* English names each language in itself; Spanish names both in Spanish. */}
                <label
                  htmlFor={`language-${locale}`}
                  lang={pageLocale === 'en' && locale !== 'en' ? locale : undefined}
                >
                  {t(`subscribe.language.${locale}`)}
                </label>
              </div>
            ))}
          </fieldset>
          <p>{t('chipper.form.replaces')}</p>
          <button type="submit" className="button">
            {t('chipper.form.send')}
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <FeaturePageBody>{children}</FeaturePageBody>
    </>
  );
}

function pileSizes(
  t: ReturnType<typeof useText>,
  piles: ReadonlyArray<{ lengthFt: number; widthFt: number; heightFt: number }>,
) {
  return piles.map((pile, index) =>
    t('chipper.manage.pileSize', {
      number: index + 1,
      length: pile.lengthFt,
      width: pile.widthFt,
      height: pile.heightFt,
    }),
  );
}

function ManagePage({ view }: { view: Extract<ChipperPageView, { kind: 'chipper-manage' }> }) {
  const t = useText();
  const formatDay = useDay();
  const { signUp } = view;
  const day = signUp.day ? formatDay(signUp.day) : '';
  const status = (() => {
    switch (signUp.status) {
      case 'booked':
        return t('chipper.manage.booked', { day });
      case 'waitlisted':
        return t('chipper.manage.waitlisted', { day, position: signUp.waitlistPosition ?? 1 });
      case 'chipped':
        return t('chipper.manage.chipped', { day });
      case 'not_chipped':
        return t('chipper.manage.notChipped', {
          day,
          reason: signUp.reason ? t(`chipper.reason.${signUp.reason}`) : '',
        });
      case 'cancelled':
        return t('chipper.manage.cancelled');
      default:
        return t('chipper.manage.pending');
    }
  })();
  const isOpen = signUp.status === 'booked' || signUp.status === 'waitlisted';
  return (
    <Message title={t('chipper.manage.title')}>
      {view.done ? (
        <div className="feature-notice" role="status">
          <p>
            {view.done === 'confirmed'
              ? t('chipper.manage.confirmed')
              : t('chipper.manage.cancelledNow')}
          </p>
        </div>
      ) : null}
      <p>
        <strong>{status}</strong>
      </p>
      {signUp.status === 'booked' && signUp.isZoneDayFull ? (
        <p>{t('chipper.manage.zoneDayFull')}</p>
      ) : null}
      {signUp.status === 'not_chipped' && signUp.reason ? (
        <p>{t(`chipper.next.${signUp.reason}`, { feet: view.rules.maxFeetFromRoad })}</p>
      ) : null}
      <h2>{t('chipper.manage.details')}</h2>
      <dl className="chipper-details">
        <dt>{t('chipper.manage.addressLabel')}</dt>
        <dd>
          {signUp.street}, {signUp.town}
        </dd>
        <dt>{t('chipper.manage.zoneLabel')}</dt>
        <dd>{signUp.zoneName}</dd>
        <dt>{t('chipper.manage.pilesLabel')}</dt>
        <dd>
          <ul>
            {pileSizes(t, signUp.piles).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt>{t('chipper.manage.materialLabel')}</dt>
        <dd>{t(`chipper.material.${signUp.material}`)}</dd>
        <dt>{t('chipper.manage.locationLabel')}</dt>
        <dd>{signUp.location}</dd>
      </dl>
      {isOpen ? (
        <>
          <Rules rules={view.rules} />
          <p>{t('chipper.manage.change')}</p>
          <form method="post" action={`${CHIPPER_PATHS.manage}/${view.token}`}>
            <button type="submit" className="button button--secondary">
              {t('chipper.manage.cancelButton')}
            </button>
          </form>
        </>
      ) : null}
    </Message>
  );
}

function CrewStopForm({
  token,
  stop,
  errors,
}: {
  token: string;
  stop: ChipperCrewStop;
  errors: FieldErrors;
}) {
  const t = useText();
  const prefix = `stop-${stop.id}-`;
  const errorPrefix = t('chipper.errorPrefix');
  return (
    <form method="post" action={`${CHIPPER_PATHS.crew}/${token}/stops/${stop.id}`} noValidate>
      <fieldset
        className={`form-fieldset ${fieldClass(`${prefix}outcome`, errors)}`}
        aria-describedby={errors[`${prefix}outcome`] ? `${prefix}outcome-error` : undefined}
      >
        <legend className="form-label">{t('chipper.crew.outcome')}</legend>
        <FieldError name={`${prefix}outcome`} errors={errors} prefix={errorPrefix} />
        {(['chipped', 'not-chipped'] as const).map((outcome) => (
          <div key={outcome} className="form-field--checkbox crew-choice">
            <input
              type="radio"
              id={`${prefix}${outcome}`}
              name="outcome"
              value={outcome}
              className="form-checkbox"
            />
            <label htmlFor={`${prefix}${outcome}`}>
              {outcome === 'chipped' ? t('chipper.crew.chipped') : t('chipper.crew.notChipped')}
            </label>
          </div>
        ))}
      </fieldset>
      <FieldBlock
        name={`${prefix}reason`}
        label={t('chipper.crew.reason')}
        errors={errors}
        errorPrefix={errorPrefix}
      >
        {(control) => (
          <select {...control} name="reason" className="form-input" defaultValue="">
            <option value="">{t('chipper.crew.chooseReason')}</option>
            {NOT_CHIPPED_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`chipper.reason.${reason}`)}
              </option>
            ))}
          </select>
        )}
      </FieldBlock>
      <FieldBlock
        name={`${prefix}note`}
        label={t('chipper.crew.note')}
        errors={errors}
        errorPrefix={errorPrefix}
      >
        {(control) => <textarea {...control} name="note" className="form-input" rows={2} />}
      </FieldBlock>
      <button type="submit" className="button crew-button">
        {t('chipper.crew.save', { position: stop.position })}
      </button>
    </form>
  );
}

function CrewPage({ view }: { view: Extract<ChipperPageView, { kind: 'chipper-crew' }> }) {
  const t = useText();
  const formatDay = useDay();
  const errorPrefix = t('chipper.errorPrefix');
  const work = view.work;
  const number = (name: 'loads' | 'crewHours' | 'crewSize', value: number | undefined) => (
    <FieldBlock
      name={name}
      label={t(`chipper.crew.${name}`)}
      errors={view.errors}
      errorPrefix={errorPrefix}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          className="form-input"
          defaultValue={value === undefined ? '' : String(value)}
        />
      )}
    </FieldBlock>
  );
  return (
    <Message title={t('chipper.crew.title', { zone: view.zoneName, day: formatDay(view.day) })}>
      <ErrorSummary
        title={t('chipper.errorSummary')}
        entries={Object.entries(view.errors).map(([name, text]) => ({
          // A stop's result is a pair of radios: the link leads to the first.
          href: `#${name.endsWith('-outcome') ? name.replace(/outcome$/, 'chipped') : name}`,
          text,
        }))}
      />
      {view.done ? (
        <div className="feature-notice" role="status">
          <p>{t('chipper.crew.saved')}</p>
        </div>
      ) : null}
      {view.stops.length === 0 ? <p>{t('chipper.crew.none')}</p> : null}
      <ol className="crew-stops">
        {view.stops.map((stop) => (
          <li key={stop.id} id={`stop-${stop.id}`} className="crew-stop">
            <h2>
              {t('chipper.crew.stop', {
                position: stop.position,
                street: stop.street,
                town: stop.town,
              })}
            </h2>
            <p>
              {t('chipper.crew.piles', {
                count: stop.piles.length,
                sizes: stop.piles
                  .map((pile) => `${pile.lengthFt} × ${pile.widthFt} × ${pile.heightFt}`)
                  .join('; '),
              })}
            </p>
            <p>
              {t(`chipper.material.${stop.material}`)}. {stop.location}
            </p>
            <p>
              <a href={stop.mapHref} className="crew-map-link">
                {t('chipper.crew.map', { street: stop.street })}
              </a>
            </p>
            <p>
              <strong>
                {t('chipper.crew.status', { status: t(`chipper.status.${stop.status}`) })}
              </strong>
              {stop.reason ? ` — ${t(`chipper.reason.${stop.reason}`)}` : ''}
            </p>
            {stop.status === 'booked' ? (
              <CrewStopForm token={view.token} stop={stop} errors={view.errors} />
            ) : null}
          </li>
        ))}
      </ol>
      <section aria-labelledby="day-work" className="crew-work">
        <h2 id="day-work">{t('chipper.crew.workTitle')}</h2>
        <form method="post" action={`${CHIPPER_PATHS.crew}/${view.token}/work`} noValidate>
          {number('loads', work?.loads)}
          {number('crewHours', work?.crewHours)}
          {number('crewSize', work?.crewSize)}
          <button type="submit" className="button crew-button">
            {t('chipper.crew.saveWork')}
          </button>
        </form>
      </section>
    </Message>
  );
}

export function ChipperPage({ view }: { view: ChipperPageView }) {
  const t = useText();
  switch (view.kind) {
    case 'chipper-form':
      return <FormPage view={view} />;
    case 'chipper-closed':
      return (
        <Message title={t('chipper.closed.title')}>
          <p>{t('chipper.closed.text')}</p>
          <Rules rules={view.rules} />
        </Message>
      );
    case 'chipper-check-email':
      return (
        <Message title={t('chipper.checkEmail.title')}>
          <p>{t('chipper.checkEmail.text', { email: view.email, hours: CHIPPER_CONFIRM_HOURS })}</p>
        </Message>
      );
    case 'chipper-too-many':
      return (
        <Message title={t('chipper.tooMany.title')}>
          <p>{t('chipper.tooMany.text')}</p>
        </Message>
      );
    case 'chipper-confirm':
      return (
        <Message title={t('chipper.confirm.title')}>
          <p>{t('chipper.confirm.text')}</p>
          <form method="post" action={`${CHIPPER_PATHS.confirm}/${view.token}`}>
            <button type="submit" className="button">
              {t('chipper.confirm.button')}
            </button>
          </form>
        </Message>
      );
    case 'chipper-link-invalid':
      return (
        <Message title={t('chipper.invalid.title')}>
          <p>{t('chipper.invalid.text')}</p>
          <p>
            <a href={CHIPPER_PATHS.form}>{t('chipper.invalid.back')}</a>
          </p>
        </Message>
      );
    case 'chipper-manage':
      return <ManagePage view={view} />;
    case 'chipper-crew':
      return <CrewPage view={view} />;
  }
}
