import { describeBurnWindows, type BurnDayStatus } from '#domain/burn/burn-day.ts';
import {
  BURN_PATHS,
  type BurnDispatchRow,
  type BurnPageView,
  type BurnVerifyView,
} from '#domain/burn/burn-pages.ts';
import {
  BURN_MATERIALS,
  BURN_MATERIAL_LABELS,
  BURN_PERMIT_MACHINE,
  formatCheckInCode,
  type BurnApplicationField,
} from '#domain/burn/burn-permit.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldError,
  FieldHint,
  MessageBox,
  describedBy,
  invalid,
  type FieldErrors,
} from '#web/components/ui/server-form.tsx';

/**
 * The open-burning pages (issue 19): status, apply, the holder's permit and check-in, the QR
 * check-in, verification and dispatch's list. Server-rendered with no script: forms post and the
 * server answers with the page again.
 */

function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/Denver',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function formatFee(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function StatusBox({ status, isPageHeading }: { status: BurnDayStatus; isPageHeading: boolean }) {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section
      className={`burn-status burn-status--${status.isBurningAllowed ? 'allowed' : 'forbidden'}`}
      aria-labelledby="burn-status-title"
    >
      <Heading id="burn-status-title">Burn day status</Heading>
      <p>
        <strong>{status.headline}</strong>
      </p>
      {status.reason ? <p>{status.reason}</p> : null}
      <p>
        {`For ${formatDay(status.day)}, until ${formatInstant(status.validUntil)} Mountain time.${
          status.clearingIndex !== null ? ` Clearing index: ${status.clearingIndex}.` : ''
        }`}
      </p>
    </section>
  );
}

function StatusPage({ status }: { status: BurnDayStatus }) {
  return (
    <FeaturePageBody>
      <StatusBox status={status} isPageHeading />
      <p>
        <a href={BURN_PATHS.page}>About open burn permits</a>
      </p>
    </FeaturePageBody>
  );
}

function OverviewPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-overview' }> }) {
  const { status, settings } = view;
  return (
    <>
      <PageHeader title="Open burning" />
      <FeaturePageBody>
        <StatusBox status={status} isPageHeading={false} />
        <h2>Open burn permits</h2>
        <p>
          {`You need a permit for each burn of yard waste, a ditch bank or agricultural material. Burning is allowed only from ${describeBurnWindows(settings.windows)}, and only on burn days.`}
        </p>
        <p>
          <a href={BURN_PATHS.apply}>Apply for an open burn permit</a>
          {settings.feeCents === 0 ? ' (no fee)' : null}
        </p>
        <h2>On the day you burn</h2>
        <p>
          Check the status above, then check in with the private link in your permit e-mail before
          you light. If the status changes to No burning, put your fire out: we e-mail everyone who
          checked in.
        </p>
        <p>
          <a href={BURN_PATHS.status}>Today’s status on its own page</a>
        </p>
        <p>
          <a href={BURN_PATHS.statusFeed}>Add burn days to your calendar (iCalendar feed)</a>
        </p>
      </FeaturePageBody>
    </>
  );
}

const APPLY_LABELS: Record<BurnApplicationField, string> = {
  applicantName: 'Your name',
  phone: 'Phone',
  email: 'E-mail',
  street: 'Street address of the burn',
  town: 'Town',
  material: 'Material',
  materialDescription: 'What you will burn and how much',
  pileSize: 'Pile size',
  fromDay: 'First day',
  toDay: 'Last day',
  acceptConditions: 'Conditions',
  stateRegistrationNumber: 'State burn registration number',
};

/** Where the summary's link for a field points (the first radio of the material group). */
function applyAnchorOf(name: string): string {
  return name === 'material' ? 'material-yard-waste' : name;
}

function TextField({
  name,
  label,
  type,
  value,
  errors,
  autoComplete,
  autoCapitalize,
  hint,
}: {
  name: string;
  label: string;
  type: string;
  value: string | undefined;
  errors: FieldErrors;
  autoComplete?: string;
  autoCapitalize?: string;
  hint?: string;
}) {
  return (
    <div className={`form-field${errors[name] ? ' form-field--error' : ''}`}>
      <label htmlFor={name} className="form-label">
        {label}
      </label>
      {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
      <FieldError name={name} errors={errors} />
      <input
        type={type}
        id={name}
        name={name}
        className="form-input"
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        autoCapitalize={autoCapitalize}
        aria-describedby={describedBy(name, errors, Boolean(hint))}
        aria-invalid={invalid(name, errors)}
      />
    </div>
  );
}

function ApplyPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-apply' }> }) {
  const { settings, values, errors } = view;
  const field = (
    name: BurnApplicationField,
    type: string,
    autoComplete?: string,
    hint?: string,
  ) => (
    <TextField
      name={name}
      label={APPLY_LABELS[name]}
      type={type}
      value={values[name]}
      errors={errors}
      {...(autoComplete ? { autoComplete } : {})}
      {...(hint ? { hint } : {})}
    />
  );
  const failed = Object.entries(errors).filter(([name]) => name in APPLY_LABELS);
  return (
    <>
      <PageHeader title="Apply for an open burn permit" />
      <FeaturePageBody>
        {view.banner ? <MessageBox message={{ kind: 'refused', text: view.banner }} /> : null}
        <ErrorSummary
          entries={failed.map(([name, message]) => ({
            href: `#${applyAnchorOf(name)}`,
            text: message,
          }))}
        />
        <p>
          {`One permit covers one burn at one address, for the material you describe, on burn days between the dates you choose. Burning is allowed only from ${describeBurnWindows(settings.windows)}. ${settings.feeCents === 0 ? 'There is no fee.' : ''}`}
        </p>
        <form method="post" action={BURN_PATHS.apply} noValidate>
          <h2>About you</h2>
          {field('applicantName', 'text', 'name')}
          {field('phone', 'tel', 'tel', 'A number we can reach on the day you burn.')}
          {field('email', 'email', 'email', 'We send the permit and your check-in link here.')}
          <h2>Where</h2>
          {field('street', 'text', 'address-line1')}
          <div className={`form-field${errors.town ? ' form-field--error' : ''}`}>
            <label htmlFor="town" className="form-label">
              Town
            </label>
            <FieldHint name="town">The burn must be in the district.</FieldHint>
            <FieldError name="town" errors={errors} />
            <select
              id="town"
              name="town"
              className="form-input"
              defaultValue={values.town ?? ''}
              aria-describedby={describedBy('town', errors, true)}
              aria-invalid={invalid('town', errors)}
            >
              <option value="">Choose a town</option>
              {settings.towns.map((town) => (
                <option key={town}>{town}</option>
              ))}
            </select>
          </div>
          {settings.asksStateRegistration ? (
            <div
              className={`form-field${errors.stateRegistrationNumber ? ' form-field--error' : ''}`}
            >
              <label htmlFor="stateRegistrationNumber" className="form-label">
                {APPLY_LABELS.stateRegistrationNumber}
              </label>
              <FieldHint name="stateRegistrationNumber">
                Register the burn with the state first, at{' '}
                <a href={settings.stateRegistrationUrl}>the state’s open burn registration</a>, then
                enter the number it gives you.
              </FieldHint>
              <FieldError name="stateRegistrationNumber" errors={errors} />
              <input
                type="text"
                id="stateRegistrationNumber"
                name="stateRegistrationNumber"
                className="form-input"
                defaultValue={values.stateRegistrationNumber ?? ''}
                aria-describedby={describedBy('stateRegistrationNumber', errors, true)}
                aria-invalid={invalid('stateRegistrationNumber', errors)}
              />
            </div>
          ) : null}
          <h2>What</h2>
          <fieldset
            className={`form-fieldset form-field${errors.material ? ' form-field--error' : ''}`}
            aria-describedby={errors.material ? 'material-error' : undefined}
          >
            <legend className="form-label">Material</legend>
            <FieldError name="material" errors={errors} />
            {BURN_MATERIALS.map((material) => (
              <div key={material} className="form-field--checkbox">
                <input
                  type="radio"
                  id={`material-${material}`}
                  name="material"
                  value={material}
                  className="form-checkbox"
                  defaultChecked={values.material === material}
                />
                <label htmlFor={`material-${material}`}>{BURN_MATERIAL_LABELS[material]}</label>
              </div>
            ))}
          </fieldset>
          <div className={`form-field${errors.materialDescription ? ' form-field--error' : ''}`}>
            <label htmlFor="materialDescription" className="form-label">
              {APPLY_LABELS.materialDescription}
            </label>
            <FieldHint name="materialDescription">
              For example: tree prunings and dry leaves, about 2 cubic yards.
            </FieldHint>
            <FieldError name="materialDescription" errors={errors} />
            <textarea
              id="materialDescription"
              name="materialDescription"
              className="form-input"
              defaultValue={values.materialDescription ?? ''}
              aria-describedby={describedBy('materialDescription', errors, true)}
              aria-invalid={invalid('materialDescription', errors)}
            />
          </div>
          {field(
            'pileSize',
            'text',
            undefined,
            'For example: 2 piles, each 6 ft across and 4 ft high.',
          )}
          <h2>When</h2>
          {field('fromDay', 'date', undefined, 'Format YYYY-MM-DD.')}
          {field(
            'toDay',
            'date',
            undefined,
            'Format YYYY-MM-DD. At most 31 days, inside one window.',
          )}
          <h2>Conditions</h2>
          <ul>
            {settings.conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <div
            className={`form-field form-field--checkbox${errors.acceptConditions ? ' form-field--error' : ''}`}
          >
            <FieldError name="acceptConditions" errors={errors} />
            <input
              type="checkbox"
              id="acceptConditions"
              name="acceptConditions"
              value="yes"
              className="form-checkbox"
              defaultChecked={values.acceptConditions === 'yes'}
              aria-describedby={describedBy('acceptConditions', errors)}
            />
            <label htmlFor="acceptConditions">I agree to these conditions</label>
          </div>
          <button type="submit" className="button">
            Apply for the permit
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}

function TimeFields({
  errors,
  values,
}: {
  errors: FieldErrors;
  values: { startTime?: string | undefined; endTime?: string | undefined };
}) {
  return (
    <>
      <TextField
        name="startTime"
        label="From"
        type="time"
        value={values.startTime}
        errors={errors}
        hint="24-hour time, like 09:00."
      />
      <TextField
        name="endTime"
        label="To"
        type="time"
        value={values.endTime}
        errors={errors}
        hint="24-hour time, like 15:00."
      />
    </>
  );
}

function PermitPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-permit' }> }) {
  const { permit, status } = view;
  const base = `${BURN_PATHS.permit}/${encodeURIComponent(permit.accessToken)}`;
  return (
    <>
      <PageHeader title="Your open burn permit" />
      <FeaturePageBody>
        <MessageBox message={view.message} />
        <dl className="feature-details">
          <dt>Permit</dt>
          <dd>{permit.permitNumber ?? 'Not issued yet'}</dd>
          <dt>Status</dt>
          <dd>
            {`${BURN_PERMIT_MACHINE.labels[permit.status]}${permit.revokeReason ? `: ${permit.revokeReason}` : ''}`}
          </dd>
          <dt>Address</dt>
          <dd>{`${permit.street}, ${permit.town}`}</dd>
          <dt>Material</dt>
          <dd>
            {`${BURN_MATERIAL_LABELS[permit.material]}: ${permit.materialDescription} (${permit.pileSize})`}
          </dd>
          <dt>Dates</dt>
          <dd>{`${permit.fromDay} to ${permit.toDay}, burn days only`}</dd>
          {permit.checkInCode ? (
            <>
              <dt>Check-in code</dt>
              <dd>{`${formatCheckInCode(permit.checkInCode)} (also on the permit, for checking in by its QR code)`}</dd>
            </>
          ) : null}
        </dl>
        {permit.status === 'awaiting_payment' && view.payUrl ? (
          <>
            <h2>Pay the fee</h2>
            <p>
              {`The district charges ${formatFee(permit.feeCents)} for an open burn permit. Nothing is issued until it is paid; then your permit goes on as the district set it (issued at once, or after review).`}
            </p>
            <p>
              <a href={view.payUrl}>{`Pay ${formatFee(permit.feeCents)} by card`}</a>
            </p>
          </>
        ) : null}
        {permit.status === 'issued' || permit.status === 'revoked' ? (
          <p>
            <a href={`${base}/pdf`}>Download the permit (PDF)</a>
          </p>
        ) : null}
        <StatusBox status={status} isPageHeading={false} />
        {permit.status === 'issued' ? (
          <>
            <h2>Check in</h2>
            {view.todaysCheckIn ? (
              <p>
                {`You are checked in for today, ${view.todaysCheckIn.startTime} to ${view.todaysCheckIn.endTime}.`}
              </p>
            ) : (
              <form method="post" action={`${base}/check-in`} noValidate>
                <p>{`I am burning today, ${formatDay(status.day)}:`}</p>
                <TimeFields errors={view.fieldErrors ?? {}} values={view.values ?? {}} />
                <button type="submit" className="button">
                  Check in
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
function VerifyPage({
  permit,
  checkInCode,
}: {
  permit: BurnVerifyView | undefined;
  checkInCode?: string | undefined;
}) {
  if (!permit) {
    return (
      <>
        <PageHeader title="Permit not found" />
        <FeaturePageBody>
          <p>The district has not issued an open burn permit with this number.</p>
        </FeaturePageBody>
      </>
    );
  }
  return (
    <>
      <PageHeader title={`Open burn permit ${permit.permitNumber ?? ''}`} />
      <FeaturePageBody>
        <p>
          This is a genuine permit of the district. Status: <strong>{permit.statusLabel}</strong>.
        </p>
        <dl className="feature-details">
          <dt>Town</dt>
          <dd>{permit.town}</dd>
          <dt>Dates</dt>
          <dd>{`${permit.fromDay} to ${permit.toDay}`}</dd>
        </dl>
        <p>
          The permit holder checks in with the private link in their permit e-mail, or here:{' '}
          <a
            href={`${BURN_PATHS.checkIn}?permit=${encodeURIComponent(permit.permitNumber ?? '')}${
              checkInCode ? `&code=${encodeURIComponent(checkInCode)}` : ''
            }`}
          >{`Check in to burn today with permit ${permit.permitNumber ?? ''}`}</a>
          .
        </p>
        <p>
          <a href={BURN_PATHS.status}>Today’s burn day status</a>
        </p>
      </FeaturePageBody>
    </>
  );
}

const CHECK_IN_LABELS = {
  permitNumber: 'Permit number',
  code: 'Check-in code',
  startTime: 'From',
  endTime: 'To',
} as const;

/**
 * The QR code's short check-in form: the permit number, the check-in code printed on the permit,
 * and "I am burning today, from … to …". The server decides, as on the private link.
 */
function CheckInPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-check-in' }> }) {
  const { values, errors, status } = view;
  const failed = (Object.keys(CHECK_IN_LABELS) as Array<keyof typeof CHECK_IN_LABELS>).filter(
    (name) => errors[name],
  );
  return (
    <>
      <PageHeader title="Check in to burn today" />
      <FeaturePageBody>
        <p>
          Tell the district, before you light, that you burn today under your open burn permit.
          Dispatch then knows your smoke is a permitted burn.
        </p>
        <ErrorSummary
          entries={failed.map((name) => ({
            href: `#${name}`,
            text: `${CHECK_IN_LABELS[name]}: ${errors[name] ?? ''}`,
          }))}
        />
        <MessageBox message={view.message} />
        <StatusBox status={status} isPageHeading={false} />
        <form method="post" action={BURN_PATHS.checkIn} noValidate>
          <TextField
            name="permitNumber"
            label={CHECK_IN_LABELS.permitNumber}
            type="text"
            value={values.permitNumber}
            errors={errors}
            autoComplete="off"
            hint="As printed on your permit, like OB-2026-000001."
          />
          <TextField
            name="code"
            label={CHECK_IN_LABELS.code}
            type="text"
            value={values.code}
            errors={errors}
            autoComplete="off"
            autoCapitalize="characters"
            hint="Printed on your permit under the permit number, like 7K3M-Q9TD."
          />
          <fieldset className="form-fieldset">
            <legend className="form-label">{`I am burning today, ${formatDay(status.day)}`}</legend>
            <TimeFields errors={errors} values={values} />
          </fieldset>
          <button type="submit" className="button">
            Check in
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}

function BurnsTable({ burns }: { burns: readonly BurnDispatchRow[] }) {
  if (burns.length === 0) return <p>No registered burns today.</p>;
  return (
    <TableRegion caption="Registered burns" isCaptionVisible className="feature-table">
      <thead>
        <tr>
          <th scope="col">Permit</th>
          <th scope="col">Address</th>
          <th scope="col">Time</th>
          <th scope="col">Material</th>
          <th scope="col">Holder and phone</th>
          <th scope="col">Map</th>
        </tr>
      </thead>
      <tbody>
        {burns.map((burn, index) => (
          <tr key={`${burn.permitNumber ?? ''}-${index}`}>
            <td data-label="Permit">{burn.permitNumber}</td>
            <td data-label="Address">{`${burn.street}, ${burn.town}`}</td>
            <td data-label="Time">{`${burn.startTime}–${burn.endTime}`}</td>
            <td data-label="Material">
              {`${BURN_MATERIAL_LABELS[burn.material]}: ${burn.materialDescription} (${burn.pileSize})`}
            </td>
            <td data-label="Holder and phone">
              {`${burn.applicantName}, `}
              <a className="tel" href={`tel:${burn.phone.replace(/[^0-9+]/g, '')}`}>
                {burn.phone}
              </a>
              {burn.stateRegistrationNumber
                ? `, state registration ${burn.stateRegistrationNumber}`
                : null}
            </td>
            <td data-label="Map">
              <a href={burn.mapUrl}>{`Map of ${burn.street}`}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function DispatchPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-dispatch' }> }) {
  return (
    <>
      <PageHeader title="Today’s registered burns" />
      <FeaturePageBody>
        <StatusBox status={view.status} isPageHeading={false} />
        <BurnsTable burns={view.burns} />
      </FeaturePageBody>
    </>
  );
}

/** One open-burning page, chosen by its view's kind. */
export function BurnPage({ view }: { view: BurnPageView }) {
  switch (view.kind) {
    case 'burn-status':
      return <StatusPage status={view.status} />;
    case 'burn-overview':
      return <OverviewPage view={view} />;
    case 'burn-apply':
      return <ApplyPage view={view} />;
    case 'burn-permit':
      return <PermitPage view={view} />;
    case 'burn-verify':
      return <VerifyPage permit={view.permit} checkInCode={view.checkInCode} />;
    case 'burn-check-in':
      return <CheckInPage view={view} />;
    case 'burn-dispatch':
      return <DispatchPage view={view} />;
    case 'burn-not-found':
      return (
        <>
          <PageHeader title="Page not found" />
          <FeaturePageBody>
            <p>This link is not valid. Use the link in your permit e-mail.</p>
          </FeaturePageBody>
        </>
      );
  }
}
