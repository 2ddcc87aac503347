import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BURN_PATHS, type BurnPageView } from '#domain/burn/burn-pages.ts';
import { BURN_MATERIALS, type BurnApplicationField } from '#domain/burn/burn-permit.ts';
import { burnConditionsFor, describeBurnWindowsIn } from '#domain/burn/burn-words.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import {
  ErrorSummary,
  FeaturePageBody,
  FieldBlock,
  FieldError,
  MessageBox,
  describedBy,
} from '#web/components/ui/server-form.tsx';
import { TextField } from './burn-fields.tsx';
import { useBurnIntl } from '#web/lib/burn-intl.tsx';

/** The application form for an open burn permit, in the page's language. */

const APPLY_FIELDS: readonly BurnApplicationField[] = [
  'applicantName',
  'phone',
  'email',
  'street',
  'town',
  'material',
  'materialDescription',
  'pileSize',
  'fromDay',
  'toDay',
  'acceptConditions',
  'stateRegistrationNumber',
];

/** Where the summary's link for a field points (the first radio of the material group). */
function applyAnchorOf(name: string): string {
  return name === 'material' ? 'material-yard-waste' : name;
}

export function ApplyPage({ view }: { view: Extract<BurnPageView, { kind: 'burn-apply' }> }) {
  const { settings, values, errors } = view;
  const intl = useBurnIntl();
  const { t } = intl;
  const label = (name: BurnApplicationField) => t(`burn.apply.label.${name}`);
  const field = (
    name: BurnApplicationField,
    type: string,
    autoComplete?: string,
    hint?: ReactNode,
  ) => (
    <TextField
      name={name}
      label={label(name)}
      type={type}
      value={values[name]}
      errors={errors}
      autoComplete={autoComplete}
      hint={hint}
    />
  );
  const failed = Object.entries(errors).filter(([name]) =>
    APPLY_FIELDS.includes(name as BurnApplicationField),
  );
  const conditions = burnConditionsFor(settings, intl.locale);
  return (
    <>
      <PageHeader title={t('burn.apply.title')} />
      <FeaturePageBody>
        {view.banner ? <MessageBox message={{ kind: 'refused', text: view.banner }} /> : null}
        <ErrorSummary
          title={t('burn.form.errorSummaryTitle')}
          entries={failed.map(([name, message]) => ({
            href: `#${applyAnchorOf(name)}`,
            text: message,
          }))}
        />
        <p>
          {`${t('burn.apply.intro', { windows: describeBurnWindowsIn(settings.windows, intl) })} ${settings.feeCents === 0 ? t('burn.apply.noFee') : ''}`}
        </p>
        <form method="post" action={BURN_PATHS.apply} noValidate>
          <h2>{t('burn.apply.aboutYou')}</h2>
          {field('applicantName', 'text', 'name')}
          {field('phone', 'tel', 'tel', t('burn.apply.hint.phone'))}
          {field('email', 'email', 'email', t('burn.apply.hint.email'))}
          <h2>{t('burn.apply.where')}</h2>
          {field('street', 'text', 'address-line1')}
          <FieldBlock
            errorPrefix={t('burn.form.errorPrefix')}
            name="town"
            label={label('town')}
            hint={t('burn.apply.hint.town')}
            errors={errors}
          >
            {(control) => (
              <select {...control} className="form-input" defaultValue={values.town ?? ''}>
                <option value="">{t('burn.apply.chooseTown')}</option>
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
                <FormattedMessage
                  id="burn.apply.hint.stateRegistration"
                  values={{
                    link: (chunks: ReactNode[]) => (
                      <a href={settings.stateRegistrationUrl}>{chunks}</a>
                    ),
                  }}
                />,
              )
            : null}
          <h2>{t('burn.apply.what')}</h2>
          <fieldset
            className={`form-fieldset form-field${errors.material ? ' form-field--error' : ''}`}
            aria-describedby={errors.material ? 'material-error' : undefined}
          >
            <legend className="form-label">{label('material')}</legend>
            <FieldError name="material" errors={errors} prefix={t('burn.form.errorPrefix')} />
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
                <label htmlFor={`material-${material}`}>{t(`burn.material.${material}`)}</label>
              </div>
            ))}
          </fieldset>
          <FieldBlock
            errorPrefix={t('burn.form.errorPrefix')}
            name="materialDescription"
            label={label('materialDescription')}
            hint={t('burn.apply.hint.materialDescription')}
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
          {field('pileSize', 'text', undefined, t('burn.apply.hint.pileSize'))}
          <h2>{t('burn.apply.when')}</h2>
          {field('fromDay', 'date', undefined, t('burn.apply.hint.fromDay'))}
          {field('toDay', 'date', undefined, t('burn.apply.hint.toDay'))}
          <h2>{t('burn.apply.conditions')}</h2>
          <ul {...(conditions.isEnglish ? { lang: 'en' } : {})}>
            {conditions.value.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <div
            className={`form-field form-field--checkbox${errors.acceptConditions ? ' form-field--error' : ''}`}
          >
            <FieldError
              name="acceptConditions"
              errors={errors}
              prefix={t('burn.form.errorPrefix')}
            />
            <input
              type="checkbox"
              id="acceptConditions"
              name="acceptConditions"
              value="yes"
              className="form-checkbox"
              defaultChecked={values.acceptConditions === 'yes'}
              aria-describedby={describedBy('acceptConditions', errors)}
            />
            <label htmlFor="acceptConditions">{t('burn.apply.agree')}</label>
          </div>
          <button type="submit" className="button">
            {t('burn.apply.submit')}
          </button>
        </form>
      </FeaturePageBody>
    </>
  );
}
