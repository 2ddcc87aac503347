import { DateTimeLocalField } from '#web/components/ui/date-time-local-field.tsx';
import type { ReactNode } from 'react';
import { ALERT_LEVEL_LABELS, ALERT_LEVELS } from '#domain/content/site-alert.schema.ts';
import type { SiteAlertInput } from '#domain/content/site-alert.schema.ts';
import { FieldShell, type FieldControlProps } from '#web/components/staff/staff-fields.tsx';
import { fieldId, fieldKey, type FieldPath } from './content-fields.tsx';

interface AlertFieldsProps {
  value: unknown;
  errors: Readonly<Record<string, string>>;
  onChange: (path: FieldPath, value: unknown) => void;
}

/** A field of the alert form: its id and error come from its path. */
function Field({
  path,
  label,
  help,
  errors,
  children,
}: {
  path: FieldPath;
  label: string;
  help?: string;
  errors: AlertFieldsProps['errors'];
  children: (props: FieldControlProps) => ReactNode;
}) {
  return (
    <FieldShell id={fieldId(path)} label={label} hint={help} error={errors[fieldKey(path)]} isWide>
      {children}
    </FieldShell>
  );
}

export const EMPTY_ALERT: SiteAlertInput = {
  level: 'warning',
  heading: '',
  text: '',
  link: null,
  startsAtLocal: null,
  endsAtLocal: null,
  isUrgent: false,
  prohibitsOpenBurning: false,
};

/** The fields of a site alert; start and end are Mountain Time, as the office reads a clock. */
export function AlertFields({ value, errors, onChange }: AlertFieldsProps) {
  const alert = (value ?? EMPTY_ALERT) as SiteAlertInput;
  return (
    <>
      <Field
        path={['level']}
        label="Level"
        help="Emergency alerts cannot be dismissed by visitors. At most one alert of each level shows at a time: the one that started last."
        errors={errors}
      >
        {(props) => (
          <select
            {...props}
            className="form-input"
            value={alert.level}
            onChange={(event) => onChange(['level'], event.target.value)}
          >
            {ALERT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {ALERT_LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        path={['heading']}
        label="Heading"
        help="A few words, for example Fire restrictions are in effect."
        errors={errors}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            className="form-input"
            value={alert.heading}
            onChange={(event) => onChange(['heading'], event.target.value)}
          />
        )}
      </Field>
      <Field
        path={['text']}
        label="Text"
        help="One or two sentences. Put the details behind the link."
        errors={errors}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            className="form-input"
            value={alert.text}
            onChange={(event) => onChange(['text'], event.target.value)}
          />
        )}
      </Field>
      <div className="form-field form-field--checkbox">
        <input
          id={fieldId(['isUrgent'])}
          type="checkbox"
          className="form-checkbox"
          aria-describedby={`${fieldId(['isUrgent'])}-hint`}
          checked={alert.isUrgent === true}
          onChange={(event) => onChange(['isUrgent'], event.target.checked)}
        />
        <label htmlFor={fieldId(['isUrgent'])}>Urgent</label>
        <p id={`${fieldId(['isUrgent'])}-hint`} className="field-hint">
          For an evacuation or a fire ban: the e-mail to subscribers goes out before news and job
          notices, as fast as the mail service allows.
        </p>
      </div>
      <div className="form-field form-field--checkbox">
        <input
          id="field-has-link"
          type="checkbox"
          className="form-checkbox"
          checked={alert.link !== null}
          onChange={(event) =>
            onChange(['link'], event.target.checked ? { label: '', href: 'https://' } : null)
          }
        />
        <label htmlFor="field-has-link">Add a link</label>
      </div>
      {alert.link ? (
        <>
          <Field
            path={['link', 'label']}
            label="Link text"
            help="For example Read the state fire-restrictions order."
            errors={errors}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                className="form-input"
                value={alert.link?.label ?? ''}
                onChange={(event) => onChange(['link', 'label'], event.target.value)}
              />
            )}
          </Field>
          <Field
            path={['link', 'href']}
            label="Link address"
            help="A web address starting with https://, or a page of this site such as /contact."
            errors={errors}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                className="form-input"
                value={alert.link?.href ?? ''}
                onChange={(event) => onChange(['link', 'href'], event.target.value)}
              />
            )}
          </Field>
        </>
      ) : null}
      <div className="form-field form-field--checkbox">
        <input
          id={fieldId(['prohibitsOpenBurning'])}
          type="checkbox"
          className="form-checkbox"
          checked={alert.prohibitsOpenBurning === true}
          aria-describedby={`${fieldId(['prohibitsOpenBurning'])}-hint`}
          onChange={(event) => onChange(['prohibitsOpenBurning'], event.target.checked)}
        />
        <label htmlFor={fieldId(['prohibitsOpenBurning'])}>Prohibits open burning</label>
        <p id={`${fieldId(['prohibitsOpenBurning'])}-hint`} className="form-hint">
          While this alert shows, the burn-day status everywhere (home page, burn permits, dispatch)
          is No burning, naming this alert, and burn check-ins are refused.
        </p>
      </div>
      <Field
        path={['startsAtLocal']}
        label="Start (Mountain Time, optional)"
        help="Leave empty to show the alert as soon as it is published."
        errors={errors}
      >
        {(props) => (
          <DateTimeLocalField
            {...props}
            label="Start"
            value={alert.startsAtLocal ?? ''}
            onChange={(value) => onChange(['startsAtLocal'], value || null)}
          />
        )}
      </Field>
      <Field
        path={['endsAtLocal']}
        label="End (Mountain Time, optional)"
        help="The alert disappears by itself at this time. Leave empty to keep it until you end it."
        errors={errors}
      >
        {(props) => (
          <DateTimeLocalField
            {...props}
            label="End"
            value={alert.endsAtLocal ?? ''}
            onChange={(value) => onChange(['endsAtLocal'], value || null)}
          />
        )}
      </Field>
    </>
  );
}
