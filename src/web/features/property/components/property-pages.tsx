import type { ReactNode } from 'react';
import {
  MAX_SITE_PLANS,
  MAX_SITE_PLAN_SIZE_LABEL,
  OCCUPANT_KINDS,
  OCCUPANT_KIND_LABELS,
  PROPERTY_FIELD_LABELS,
  PROPERTY_KINDS,
  PROPERTY_KIND_LABELS,
  PROPERTY_PATHS,
  PROPERTY_TOWNS,
  type PropertyFormField,
  type PropertyFormValues,
  type PropertyPageView,
  type PropertyViewEntry,
  type SitePlanEntry,
  LETTER_CODE_FIELD,
  LETTER_CODE_LABEL,
} from '#domain/property/property-profile.ts';
import { VERIFICATION_LABELS } from '#domain/property/property-trust.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
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
 * and the server answers with the page again.
 */

const LABELS = PROPERTY_FIELD_LABELS;
/** The site plan upload's file field (its name in the form and in the errors). */
const SITE_PLAN_FIELD = 'file';
const SITE_PLAN_LABEL = `Site plan (PDF, at most ${MAX_SITE_PLAN_SIZE_LABEL})`;

function anchorOf(name: string): string {
  if (name === 'kind') return `kind-${PROPERTY_KINDS[0]}`;
  if (name === 'occupant') return `occupant-${OCCUPANT_KINDS[0]}`;
  return name;
}

const SECTIONS: ReadonlyArray<{
  title: string;
  intro?: string;
  fields: ReadonlyArray<[PropertyFormField, 'text' | 'area']>;
}> = [
  {
    title: 'Contacts',
    fields: [
      ['contactName', 'text'],
      ['contactPhone', 'text'],
      ['otherContacts', 'area'],
    ],
  },
  {
    title: 'Access',
    fields: [
      ['gateCode', 'text'],
      ['keyLocation', 'area'],
      ['roadLimits', 'area'],
    ],
  },
  {
    title: 'Hazards',
    fields: [
      ['fuelTanks', 'area'],
      ['solar', 'area'],
      ['chemicals', 'area'],
      ['firearms', 'area'],
      ['electricFence', 'area'],
    ],
  },
  {
    title: 'Water and animals',
    fields: [
      ['water', 'area'],
      ['animals', 'area'],
    ],
  },
  {
    title: 'People who may need help',
    intro:
      'Only responders answering a call to this address read this. It is never on the dispatch card, and nobody can list or export it.',
    fields: [
      ['peopleNeeds', 'area'],
      ['sleepingArea', 'area'],
    ],
  },
  {
    title: 'Businesses only',
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
  const text = (name: PropertyFormField, type = 'text', hint?: string, autoComplete?: string) => (
    <FieldBlock key={name} name={name} label={LABELS[name]} hint={hint} errors={errors}>
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
    <FieldBlock key={name} name={name} label={LABELS[name]} errors={errors}>
      {(control) => (
        <textarea {...control} className="form-input" rows={2} defaultValue={values[name] ?? ''} />
      )}
    </FieldBlock>
  );
  const radios = <Value extends string>(
    name: 'kind' | 'occupant',
    options: readonly Value[],
    labels: Record<Value, string>,
  ) => (
    <fieldset
      className={`form-fieldset ${fieldClass(name, errors)}`}
      aria-describedby={errors[name] ? `${name}-error` : undefined}
    >
      <legend className="form-label">{LABELS[name]}</legend>
      <FieldError name={name} errors={errors} />
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
          <label htmlFor={`${name}-${option}`}>{labels[option]}</label>
        </div>
      ))}
    </fieldset>
  );
  return (
    <>
      <h2>The property</h2>
      {radios('kind', PROPERTY_KINDS, PROPERTY_KIND_LABELS)}
      {radios('occupant', OCCUPANT_KINDS, OCCUPANT_KIND_LABELS)}
      {text('street', 'text', undefined, 'address-line1')}
      {text('town', 'text', `One of: ${PROPERTY_TOWNS.join(', ')}.`, 'address-level2')}
      <fieldset className="form-fieldset">
        <legend className="form-label">Where a crew should turn in (optional)</legend>
        <p className="field-hint">
          Responders open this spot in their phone’s map app. Copy it from a map, like 40.6431 and
          -111.2807.
        </p>
        {text('latitude')}
        {text('longitude')}
      </fieldset>
      {isEmailFixed ? (
        <p>
          Your e-mail address: <strong>{values.email}</strong>
        </p>
      ) : (
        text(
          'email',
          'email',
          'We send a link to confirm, then your private link to see, change or delete the profile.',
          'email',
        )
      )}
      {SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={`section-${section.fields[0]![0]}`}>
          <h2 id={`section-${section.fields[0]![0]}`}>{section.title}</h2>
          {section.intro ? <p>{section.intro}</p> : null}
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
  return (
    <>
      <PageHeader title="Property profile for responders" />
      <FeaturePageBody>
        <ErrorSummary entries={summaryOf(view.errors)} />
        <p>
          Tell our crews what they need at your gate: the code, where the key is, tanks, water,
          animals, and anyone inside who may need help. Every field but the address is optional.
          Only responders answering a call to this address can read it, one profile at a time, and
          you see each time they do. You can change or delete it whenever you like.
        </p>
        <form method="post" action={PROPERTY_PATHS.form} noValidate>
          <ProfileFields values={view.values} errors={view.errors} isEmailFixed={false} />
          <button type="submit" className="button">
            Send and confirm by e-mail
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}

const CHANNEL_LABELS: Record<PropertyViewEntry['channel'], string> = {
  responder: 'Responder',
  'dispatch-card': 'Dispatch card',
  cad: 'Dispatch system',
  'site-plan': 'Responder, site plan',
};

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
  const hint = `Responders open them from your profile, and you see each time they do. Up to ${MAX_SITE_PLANS} plans.`;
  return (
    <section aria-labelledby="site-plans-title">
      <h2 id="site-plans-title">Site plans</h2>
      {plans.length === 0 ? <p>No site plans yet.</p> : null}
      {plans.length > 0 ? (
        <ul>
          {plans.map((plan, index) => (
            <li key={plan.id}>
              <a href={`${action}/site-plans/${plan.id}`}>
                {`Site plan ${index + 1} (PDF, ${formatSize(plan.bytes)}, added ${formatTime(plan.addedAt)})`}
              </a>
              <form method="post" action={`${action}/site-plans/${plan.id}/delete`}>
                <button type="submit" className="button button--secondary">
                  {`Delete site plan ${index + 1}`}
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
              {SITE_PLAN_LABEL}
            </label>
            <FieldHint name={SITE_PLAN_FIELD}>{hint}</FieldHint>
            <FieldError name={SITE_PLAN_FIELD} errors={errors} />
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
            Add the site plan
          </button>
        </form>
      ) : (
        <p>{`This profile holds ${MAX_SITE_PLANS} site plans, the most it can. Delete one to add another.`}</p>
      )}
    </section>
  );
}

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Denver',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

function ViewLog({ views }: { views: PropertyViewEntry[] }) {
  if (views.length === 0) return <p>Nobody has read your profile yet.</p>;
  return (
    <TableRegion caption="Who read your profile" columns={['When', 'Who', 'Incident', 'Why']}>
      <tbody>
        {views.map((entry) => (
          <tr key={`${entry.at}-${entry.viewer}`}>
            <td>{formatTime(entry.at)}</td>
            <td>{`${entry.viewer} (${CHANNEL_LABELS[entry.channel]})`}</td>
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
  const { profile, errors } = view;
  if (profile.isVerified && profile.verification) {
    return (
      <section aria-labelledby="verify-title">
        <h2 id="verify-title">Your address is verified</h2>
        <p>{`${VERIFICATION_LABELS[profile.verification]}. Responders see your profile as verified.`}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="verify-title">
      <h2 id="verify-title">Verify your address</h2>
      <p>
        <strong>Responders see this profile marked unverified</strong> until you enter the code from
        the letter the district mails to {profile.street}, {profile.town}.{' '}
        {view.hasLetter
          ? 'The letter is on its way or has arrived.'
          : 'The district prints and mails the letter; you can also call the office to verify.'}
      </p>
      <form method="post" action={action} noValidate>
        <input type="hidden" name="action" value="verify-code" />
        <div className={fieldClass(LETTER_CODE_FIELD, errors)}>
          <label htmlFor={LETTER_CODE_FIELD} className="form-label">
            {LETTER_CODE_LABEL}
          </label>
          <FieldHint name={LETTER_CODE_FIELD}>Ten letters and digits, like ABCDE-FGH23.</FieldHint>
          <FieldError name={LETTER_CODE_FIELD} errors={errors} />
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
          Verify the address
        </button>
      </form>
    </section>
  );
}

function ManagePage({ view }: { view: Extract<PropertyPageView, { kind: 'property-manage' }> }) {
  const action = `${PROPERTY_PATHS.manage}/${view.token}`;
  return (
    <>
      <PageHeader title="Your property profile" />
      <FeaturePageBody>
        <ErrorSummary entries={summaryOf(view.errors)} />
        {view.notice ? (
          <div className="feature-notice" role="status">
            <p>{view.notice}</p>
          </div>
        ) : null}
        {view.profile.isStale ? (
          <div className="feature-refused" role="alert">
            <p>
              Responders see this profile marked out of date. Check it and press “It is still
              right”, or change it, to keep it.
            </p>
          </div>
        ) : null}
        <p>
          This page is private: keep its link to yourself. {view.profile.street},{' '}
          {view.profile.town}, last changed {formatTime(view.profile.changedAt)}.
        </p>
        <AddressVerification action={action} view={view} />
        <h2>Who read your profile</h2>
        <ViewLog views={view.views} />
        <form method="post" action={action}>
          <input type="hidden" name="action" value="still-right" />
          <button type="submit" className="button button--secondary">
            It is still right
          </button>
        </form>
        <form method="post" action={action} noValidate>
          <input type="hidden" name="action" value="save" />
          <ProfileFields values={view.values} errors={view.errors} isEmailFixed />
          <button type="submit" className="button">
            Save changes
          </button>
        </form>
        {view.profile.kind === 'business' || view.sitePlans.length > 0 ? (
          <SitePlans action={action} plans={view.sitePlans} errors={view.errors} />
        ) : null}
        <h2>Delete the profile</h2>
        <p>
          Deleting removes everything at once, including who read it. Only a note that a profile was
          deleted, and when, remains.
        </p>
        <form method="post" action={action}>
          <input type="hidden" name="action" value="delete" />
          <button type="submit" className="button button--secondary">
            Delete my property profile
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

export function PropertyPage({ view }: { view: PropertyPageView }) {
  switch (view.kind) {
    case 'property-form':
      return <FormPage view={view} />;
    case 'property-manage':
      return <ManagePage view={view} />;
    case 'property-check-email':
      return (
        <Message title="Check your e-mail">
          <p>
            We sent a link to {view.email}. Open it and press Confirm: responders see nothing until
            you do.
          </p>
        </Message>
      );
    case 'property-confirm':
      return (
        <Message title="Confirm your property profile">
          <form method="post" action={`${PROPERTY_PATHS.confirm}/${view.token}`}>
            <p>Press Confirm to let responders answering a call to this address read it.</p>
            <button type="submit" className="button">
              Confirm
            </button>
          </form>
        </Message>
      );
    case 'property-too-many':
      return (
        <Message title="Too many e-mails to this address today">
          <p>
            We already sent a link to this address today. Use that link, or try tomorrow. Nothing
            you wrote was saved.
          </p>
        </Message>
      );
    case 'property-deleted':
      return (
        <Message title="Your property profile is deleted">
          <p>Everything in it, and the list of who read it, is gone.</p>
          <p>
            <a href={PROPERTY_PATHS.form}>Write a new profile</a>
          </p>
        </Message>
      );
    case 'property-link-invalid':
      return (
        <Message title="Link not found">
          <p>
            This link does not work: it may be mistyped, expired, or the profile may be deleted.{' '}
            <a href={PROPERTY_PATHS.form}>Write a property profile</a>.
          </p>
        </Message>
      );
  }
}
