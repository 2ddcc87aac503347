import type { ReactNode } from 'react';
import { describeBurnWindows } from '#domain/burn/burn-day.ts';
import { BURN_PATHS, type BurnPageView } from '#domain/burn/burn-pages.ts';
import {
  BURN_MATERIALS,
  BURN_MATERIAL_LABELS,
  type BurnApplicationField,
} from '#domain/burn/burn-permit.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldBlock,
  FieldError,
  MessageBox,
  describedBy,
} from '#web/components/ui/server-form.tsx';
import { TextField } from './burn-fields.tsx';

/** The application form for an open burn permit. */

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

export function ApplyPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-apply' }> }) {
  const { settings, values, errors } = view;
  const field = (
    name: BurnApplicationField,
    type: string,
    autoComplete?: string,
    hint?: ReactNode,
  ) => (
    <TextField
      name={name}
      label={APPLY_LABELS[name]}
      type={type}
      value={values[name]}
      errors={errors}
      autoComplete={autoComplete}
      hint={hint}
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
          <FieldBlock
            name="town"
            label={APPLY_LABELS.town}
            hint="The burn must be in the district."
            errors={errors}
          >
            {(control) => (
              <select {...control} className="form-input" defaultValue={values.town ?? ''}>
                <option value="">Choose a town</option>
                {settings.towns.map((town) => (
                  <option key={town}>{town}</option>
                ))}
              </select>
            )}
          </FieldBlock>
          {settings.asksStateRegistration
            ? field(
                'stateRegistrationNumber',
                'text',
                undefined,
                <>
                  Register the burn with the state first, at{' '}
                  <a href={settings.stateRegistrationUrl}>the state’s open burn registration</a>,
                  then enter the number it gives you.
                </>,
              )
            : null}
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
          <FieldBlock
            name="materialDescription"
            label={APPLY_LABELS.materialDescription}
            hint="For example: tree prunings and dry leaves, about 2 cubic yards."
            errors={errors}
          >
            {(control) => (
              <textarea
                {...control}
                className="form-input"
                defaultValue={values.materialDescription ?? ''}
              />
            )}
          </FieldBlock>
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
