import { DateTimeLocalField } from '#web/components/ui/date-time-local-field.tsx';
import type { ReactNode } from 'react';
import { ALERT_LEVEL_LABELS, ALERT_LEVELS } from '#domain/content/site-alert.schema.ts';
import type { SiteAlertInput } from '#domain/content/site-alert.schema.ts';
import {
  CheckboxShell,
  FieldShell,
  InputField,
  type FieldControlProps,
} from '#web/components/staff/staff-fields.tsx';
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

/** A one-line text box of the alert form. */
function TextInputField({
  path,
  label,
  help,
  value,
  errors,
  onChange,
}: {
  path: FieldPath;
  label: string;
  help: string;
  value: string;
  errors: AlertFieldsProps['errors'];
  onChange: AlertFieldsProps['onChange'];
}) {
  return (
    <InputField
      id={fieldId(path)}
      label={label}
      hint={help}
      error={errors[fieldKey(path)]}
      isWide
      value={value}
      onChange={(text) => onChange(path, text)}
    />
  );
}

/** A yes-or-no box of the alert form, its label after it and, if it has one, its hint under both. */
function AlertCheckbox({
  id,
  label,
  hint,
  isChecked,
  onToggle,
}: {
  id: string;
  label: string;
  hint?: string;
  isChecked: boolean;
  onToggle: (isChecked: boolean) => void;
}) {
  return (
    <CheckboxShell id={id} label={label} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="checkbox"
          className="form-checkbox"
          checked={isChecked}
          onChange={(event) => onToggle(event.target.checked)}
        />
      )}
    </CheckboxShell>
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
      <TextInputField
        path={['heading']}
        label="Heading"
        help="A few words, for example Fire restrictions are in effect."
        value={alert.heading}
        errors={errors}
        onChange={onChange}
      />
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
      <AlertCheckbox
        id={fieldId(['isUrgent'])}
        label="Urgent"
        hint="For an evacuation or a fire ban: the e-mail to subscribers goes out before news and job notices, as fast as the mail service allows."
        isChecked={alert.isUrgent === true}
        onToggle={(isChecked) => onChange(['isUrgent'], isChecked)}
      />
      <AlertCheckbox
        id="field-has-link"
        label="Add a link"
        isChecked={alert.link !== null}
        onToggle={(isChecked) =>
          onChange(['link'], isChecked ? { label: '', href: 'https://' } : null)
        }
      />
      {alert.link ? (
        <>
          <TextInputField
            path={['link', 'label']}
            label="Link text"
            help="For example Read the state fire-restrictions order."
            value={alert.link.label}
            errors={errors}
            onChange={onChange}
          />
          <TextInputField
            path={['link', 'href']}
            label="Link address"
            help="A web address starting with https://, or a page of this site such as /contact."
            value={alert.link.href}
            errors={errors}
            onChange={onChange}
          />
        </>
      ) : null}
      <AlertCheckbox
        id={fieldId(['prohibitsOpenBurning'])}
        label="Prohibits open burning"
        hint="While this alert shows, the burn-day status everywhere (home page, burn permits, dispatch) is No burning, naming this alert, and burn check-ins are refused."
        isChecked={alert.prohibitsOpenBurning === true}
        onToggle={(isChecked) => onChange(['prohibitsOpenBurning'], isChecked)}
      />
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
