import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '#domain/i18n/catalogues.ts';
import {
  MAX_SITE_PLANS,
  MAX_SITE_PLAN_SIZE_LABEL,
  OCCUPANT_KINDS,
  PROPERTY_FIELD_LABELS,
  PROPERTY_KINDS,
  PROPERTY_PATHS,
  PROPERTY_TOWNS,
  type PropertyFormField,
  type PropertyFormValues,
  type PropertyPageView,
  type PropertyViewEntry,
  type SitePlanEntry,
  LETTER_CODE_FIELD,
  DELETE_ACTION,
  DELETE_ASK_ACTION,
  DELETE_CONFIRM_FIELD,
  DELETE_CONFIRM_VALUE,
} from '#domain/property/property-profile.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { useText } from '#web/lib/i18n.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldBlock,
  FieldError,
  FieldHint,
  describedBy,
  invalid,
  fieldClass,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';

/**
 * The property profile pages (issue 30): the form, the confirmation, and the owner's private
 * page with every field, the read log and deletion. Server-rendered with no script: forms post
 * and the server answers with the page again. Every word from the catalogue, so `/es/` pages are
 * Spanish (issue 37 item 6); the server points their links and forms at the `/es/` twins.
 */

const LABELS = PROPERTY_FIELD_LABELS;
/** The site plan upload's file field (its name in the form and in the errors). */
const SITE_PLAN_FIELD = 'file';
const labelId = (name: PropertyFormField) => `property.field.${name}` as MessageId;

function anchorOf(name: string): string {
  if (name === 'kind') return `kind-${PROPERTY_KINDS[0]}`;
  if (name === 'occupant') return `occupant-${OCCUPANT_KINDS[0]}`;
  return name;
}

const SECTIONS: ReadonlyArray<{
  title: MessageId;
  intro?: MessageId;
  fields: ReadonlyArray<[PropertyFormField, 'text' | 'area']>;
}> = [
  {
    title: 'property.section.contacts',
    fields: [
      ['contactName', 'text'],
      ['contactPhone', 'text'],
      ['otherContacts', 'area'],
    ],
  },
  {
    title: 'property.section.access',
    fields: [
      ['gateCode', 'text'],
      ['keyLocation', 'area'],
      ['roadLimits', 'area'],
    ],
  },
  {
    title: 'property.section.hazards',
    fields: [
      ['fuelTanks', 'area'],
      ['solar', 'area'],
      ['chemicals', 'area'],
      ['firearms', 'area'],
      ['electricFence', 'area'],
    ],
  },
  {
    title: 'property.section.water',
    fields: [
      ['water', 'area'],
      ['animals', 'area'],
    ],
  },
  {
    title: 'property.section.people',
    intro: 'property.section.peopleIntro',
    fields: [
      ['peopleNeeds', 'area'],
      ['sleepingArea', 'area'],
    ],
  },
  {
    title: 'property.section.business',
    fields: [
      ['occupancy', 'area'],
      ['hours', 'text'],
      ['keyHolders', 'area'],
    ],
  },
];

function ProfileFields({
  values,
  errors,
  isEmailFixed,
}: {
  values: PropertyFormValues;
  errors: FieldErrors;
  isEmailFixed: boolean;
}) {
  const t = useText();
  const errorPrefix = t('property.errorPrefix');
  const text = (name: PropertyFormField, type = 'text', hint?: string, autoComplete?: string) => (
    <FieldBlock
      key={name}
      name={name}
      label={t(labelId(name))}
      hint={hint}
      errors={errors}
      errorPrefix={errorPrefix}
    >
      {(control) => (
        <input
          type={type}
          {...control}
          className="form-input"
          defaultValue={values[name] ?? ''}
          autoComplete={autoComplete ?? 'off'}
          inputMode={name === 'latitude' || name === 'longitude' ? 'decimal' : undefined}
        />
      )}
    </FieldBlock>
  );
  const area = (name: PropertyFormField) => (
    <FieldBlock
      key={name}
      name={name}
      label={t(labelId(name))}
      errors={errors}
      errorPrefix={errorPrefix}
    >
      {(control) => (
        <textarea {...control} className="form-input" rows={2} defaultValue={values[name] ?? ''} />
      )}
    </FieldBlock>
  );
  const radios = <Value extends string>(name: 'kind' | 'occupant', options: readonly Value[]) => (
    <fieldset
      className={`form-fieldset ${fieldClass(name, errors)}`}
      aria-describedby={errors[name] ? `${name}-error` : undefined}
    >
      <legend className="form-label">{t(labelId(name))}</legend>
      <FieldError name={name} errors={errors} prefix={errorPrefix} />
      {options.map((option) => (
        <div key={option} className="form-field--checkbox">
          <input
            type="radio"
            id={`${name}-${option}`}
            name={name}
            value={option}
            className="form-checkbox"
            defaultChecked={values[name] === option}
          />
          <label htmlFor={`${name}-${option}`}>
            {t(`property.${name}.${option}` as MessageId)}
          </label>
        </div>
      ))}
    </fieldset>
  );
  return (
    <>
      <h2>{t('property.form.theProperty')}</h2>
      {radios('kind', PROPERTY_KINDS)}
      {radios('occupant', OCCUPANT_KINDS)}
      {text('street', 'text', undefined, 'address-line1')}
      {text(
        'town',
        'text',
        t('property.form.townHint', { towns: PROPERTY_TOWNS.join(', ') }),
        'address-level2',
      )}
      <fieldset className="form-fieldset">
        <legend className="form-label">{t('property.form.turnIn')}</legend>
        <p className="field-hint">{t('property.form.turnInHint')}</p>
        {text('latitude')}
        {text('longitude')}
      </fieldset>
      {isEmailFixed ? (
        <p>
          {t('property.form.fixedEmail')} <strong>{values.email}</strong>
        </p>
      ) : (
        text('email', 'email', t('property.form.emailHint'), 'email')
      )}
      {SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={`section-${section.fields[0]![0]}`}>
          <h2 id={`section-${section.fields[0]![0]}`}>{t(section.title)}</h2>
          {section.intro ? <p>{t(section.intro)}</p> : null}
          {section.fields.map(([name, kind]) => (kind === 'text' ? text(name) : area(name)))}
        </section>
      ))}
    </>
  );
}

function summaryOf(errors: FieldErrors) {
  return Object.entries(errors)
    .filter(([name]) => name in LABELS || name === SITE_PLAN_FIELD || name === LETTER_CODE_FIELD)
    .map(([name, message]) => ({ href: `#${anchorOf(name)}`, text: message }));
}

function FormPage({ view }: { view: Extract<PropertyPageView, { kind: 'property-form' }> }) {
  const t = useText();
  return (
    <>
      <PageHeader title={t('property.form.title')} />
      <FeaturePageBody>
        <ErrorSummary entries={summaryOf(view.errors)} title={t('property.errorSummary')} />
        <p>{t('property.form.intro')}</p>
        <form method="post" action={PROPERTY_PATHS.form} noValidate>
          <ProfileFields values={view.values} errors={view.errors} isEmailFixed={false} />
          <button type="submit" className="button">
            {t('property.form.send')}
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A business's site plans: listed by number, size and date; added and deleted by form posts. */
function SitePlans({
  action,
  plans,
  errors,
}: {
  action: string;
  plans: SitePlanEntry[];
  errors: FieldErrors;
}) {
  const t = useText();
  const formatTime = useFormatTime();
  const hint = t('property.plans.hint', { max: MAX_SITE_PLANS });
  return (
    <section aria-labelledby="site-plans-title">
      <h2 id="site-plans-title">{t('property.plans.title')}</h2>
      {plans.length === 0 ? <p>{t('property.plans.none')}</p> : null}
      {plans.length > 0 ? (
        <ul>
          {plans.map((plan, index) => (
            <li key={plan.id}>
              <a href={`${action}/site-plans/${plan.id}`}>
                {t('property.plans.entry', {
                  number: index + 1,
                  size: formatSize(plan.bytes),
                  addedAt: formatTime(plan.addedAt),
                })}
              </a>
              <form method="post" action={`${action}/site-plans/${plan.id}/delete`}>
                <button type="submit" className="button button--secondary">
                  {t('property.plans.delete', { number: index + 1 })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      {plans.length < MAX_SITE_PLANS ? (
        <form
          method="post"
          action={`${action}/site-plans`}
          encType="multipart/form-data"
          noValidate
        >
          <div className={fieldClass(SITE_PLAN_FIELD, errors)}>
            <label htmlFor={SITE_PLAN_FIELD} className="form-label">
              {t('property.plans.label', { size: MAX_SITE_PLAN_SIZE_LABEL })}
            </label>
            <FieldHint name={SITE_PLAN_FIELD}>{hint}</FieldHint>
            <FieldError name={SITE_PLAN_FIELD} errors={errors} prefix={t('property.errorPrefix')} />
            <input
              type="file"
              id={SITE_PLAN_FIELD}
              name={SITE_PLAN_FIELD}
              className="form-input"
              accept="application/pdf,.pdf"
              aria-describedby={describedBy(SITE_PLAN_FIELD, errors, true)}
              aria-invalid={invalid(SITE_PLAN_FIELD, errors)}
            />
          </div>
          <button type="submit" className="button">
            {t('property.plans.add')}
          </button>
        </form>
      ) : (
        <p>{t('property.plans.full', { max: MAX_SITE_PLANS })}</p>
      )}
    </section>
  );
}

/** An instant in the district's zone, in the page's language. */
function useFormatTime(): (iso: string) => string {
  const intl = useIntl();
  return (iso) =>
    intl.formatDate(new Date(iso), {
      timeZone: 'America/Denver',
      dateStyle: 'medium',
      timeStyle: 'short',
    });
}

function ViewLog({ views }: { views: PropertyViewEntry[] }) {
  const t = useText();
  const formatTime = useFormatTime();
  if (views.length === 0) return <p>{t('property.manage.nobodyRead')}</p>;
  return (
    <TableRegion
      caption={t('property.manage.whoRead')}
      columns={[
        t('property.manage.when'),
        t('property.manage.who'),
        t('property.manage.incident'),
        t('property.manage.why'),
      ]}
    >
      <tbody>
        {views.map((entry) => (
          <tr key={`${entry.at}-${entry.viewer}`}>
            <td>{formatTime(entry.at)}</td>
            <td>
              {t('property.manage.viewer', {
                viewer: entry.viewer,
                channel: t(`property.channel.${entry.channel}`),
              })}
            </td>
            <td>{entry.incident || '—'}</td>
            <td>{entry.reason || '—'}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/**
 * Decision 334: until the address is verified, responders see the profile marked unverified. The
 * resident enters the code from the letter the district mails to the address.
 */
function AddressVerification({
  action,
  view,
}: {
  action: string;
  view: Extract<PropertyPageView, { kind: 'property-manage' }>;
}) {
  const t = useText();
  const { profile, errors } = view;
  if (profile.isVerified && profile.verification) {
    return (
      <section aria-labelledby="verify-title">
        <h2 id="verify-title">{t('property.verify.verifiedTitle')}</h2>
        <p>
          {t('property.verify.verifiedText', {
            how: t(`property.verify.${profile.verification}`),
          })}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="verify-title">
      <h2 id="verify-title">{t('property.verify.title')}</h2>
      <p>
        <strong>{t('property.verify.unverified')}</strong>{' '}
        {t('property.verify.untilCode', { street: profile.street, town: profile.town })}{' '}
        {view.hasLetter ? t('property.verify.letterSent') : t('property.verify.letterNotSent')}
      </p>
      <form method="post" action={action} noValidate>
        <input type="hidden" name="action" value="verify-code" />
        <div className={fieldClass(LETTER_CODE_FIELD, errors)}>
          <label htmlFor={LETTER_CODE_FIELD} className="form-label">
            {t('property.verify.codeLabel')}
          </label>
          <FieldHint name={LETTER_CODE_FIELD}>{t('property.verify.codeHint')}</FieldHint>
          <FieldError name={LETTER_CODE_FIELD} errors={errors} prefix={t('property.errorPrefix')} />
          <input
            type="text"
            id={LETTER_CODE_FIELD}
            name={LETTER_CODE_FIELD}
            className="form-input"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            aria-describedby={describedBy(LETTER_CODE_FIELD, errors, true)}
            aria-invalid={invalid(LETTER_CODE_FIELD, errors)}
          />
        </div>
        <button type="submit" className="button">
          {t('property.verify.button')}
        </button>
      </form>
    </section>
  );
}

function ManagePage({ view }: { view: Extract<PropertyPageView, { kind: 'property-manage' }> }) {
  const t = useText();
  const formatTime = useFormatTime();
  const action = `${PROPERTY_PATHS.manage}/${view.token}`;
  return (
    <>
      <PageHeader title={t('property.manage.title')} />
      <FeaturePageBody>
        <ErrorSummary entries={summaryOf(view.errors)} title={t('property.errorSummary')} />
        {view.notice ? (
          <div className="feature-notice" role="status">
            <p>{view.notice}</p>
          </div>
        ) : null}
        {view.profile.isStale ? (
          <div className="feature-refused" role="alert">
            <p>{t('property.manage.stale')}</p>
          </div>
        ) : null}
        <p>
          {t('property.manage.private', {
            street: view.profile.street,
            town: view.profile.town,
            changedAt: formatTime(view.profile.changedAt),
          })}
        </p>
        <AddressVerification action={action} view={view} />
        <h2>{t('property.manage.whoRead')}</h2>
        <ViewLog views={view.views} />
        <form method="post" action={action}>
          <input type="hidden" name="action" value="still-right" />
          <button type="submit" className="button button--secondary">
            {t('property.manage.stillRight')}
          </button>
        </form>
        <form method="post" action={action} noValidate>
          <input type="hidden" name="action" value="save" />
          <ProfileFields values={view.values} errors={view.errors} isEmailFixed />
          <button type="submit" className="button">
            {t('property.manage.save')}
          </button>
        </form>
        {view.profile.kind === 'business' || view.sitePlans.length > 0 ? (
          <SitePlans action={action} plans={view.sitePlans} errors={view.errors} />
        ) : null}
        <h2>{t('property.manage.deleteTitle')}</h2>
        <p>{t('property.manage.deleteText')}</p>
        {/* The first press asks (issue 37 item 6): the next page confirms, or goes back. */}
        <form method="post" action={action}>
          <input type="hidden" name="action" value={DELETE_ASK_ACTION} />
          <button type="submit" className="button button--secondary">
            {t('property.manage.deleteButton')}
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

/** "Delete this profile? This cannot be undone.": the one button that deletes, or the way back. */
function DeleteConfirmPage({
  view,
}: {
  view: Extract<PropertyPageView, { kind: 'property-delete-confirm' }>;
}) {
  const t = useText();
  const action = `${PROPERTY_PATHS.manage}/${view.token}`;
  return (
    <Message title={t('property.deleteConfirm.title')}>
      {view.isRefused ? (
        <div className="feature-refused" role="alert">
          <p>{t('property.deleteConfirm.required')}</p>
        </div>
      ) : null}
      <p>{t('property.deleteConfirm.text', { street: view.street, town: view.town })}</p>
      <form method="post" action={action}>
        <input type="hidden" name="action" value={DELETE_ACTION} />
        <input type="hidden" name={DELETE_CONFIRM_FIELD} value={DELETE_CONFIRM_VALUE} />
        <p className="button-row">
          <button type="submit" className="button">
            {t('property.deleteConfirm.button')}
          </button>{' '}
          <a href={action} className="button button--secondary">
            {t('property.deleteConfirm.keep')}
          </a>
        </p>
      </form>
    </Message>
  );
}

export function PropertyPage({ view }: { view: PropertyPageView }) {
  const t = useText();
  switch (view.kind) {
    case 'property-form':
      return <FormPage view={view} />;
    case 'property-manage':
      return <ManagePage view={view} />;
    case 'property-check-email':
      return (
        <Message title={t('property.checkEmail.title')}>
          <p>{t('property.checkEmail.text', { email: view.email })}</p>
        </Message>
      );
    case 'property-confirm':
      return (
        <Message title={t('property.confirm.title')}>
          <form method="post" action={`${PROPERTY_PATHS.confirm}/${view.token}`}>
            <p>{t('property.confirm.text')}</p>
            <button type="submit" className="button">
              {t('property.confirm.button')}
            </button>
          </form>
        </Message>
      );
    case 'property-too-many':
      return (
        <Message title={t('property.tooMany.title')}>
          <p>{t('property.tooMany.text')}</p>
        </Message>
      );
    case 'property-delete-confirm':
      return <DeleteConfirmPage view={view} />;
    case 'property-deleted':
      return (
        <Message title={t('property.deleted.title')}>
          <p>{t('property.deleted.text')}</p>
          <p>
            <a href={PROPERTY_PATHS.form}>{t('property.deleted.newLink')}</a>
          </p>
        </Message>
      );
    case 'property-link-invalid':
      return (
        <Message title={t('property.invalid.title')}>
          <p>
            {t('property.invalid.text')}{' '}
            <a href={PROPERTY_PATHS.form}>{t('property.invalid.formLink')}</a>.
          </p>
        </Message>
      );
  }
}
