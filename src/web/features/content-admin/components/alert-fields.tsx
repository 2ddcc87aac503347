import { DateTimeLocalField } from '#web/components/ui/date-time-local-field.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import type { AlertReaders } from '#domain/content/content-api.ts';
import {
  ALERT_LEVEL_LABELS,
  ALERT_LEVELS,
  alertSpanishState,
  type AlertWords,
} from '#domain/content/site-alert.schema.ts';
import type { SiteAlertInput } from '#domain/content/site-alert.schema.ts';
import type { SpanishVersionState } from '#domain/i18n/spanish-version.ts';
import {
  CheckboxShell,
  FieldShell,
  InputField,
  type FieldControlProps,
} from '#web/components/staff/staff-fields.tsx';
import { getAlertReaders } from '../api/content-api.ts';
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

/** Who an alert's e-mail reaches, by language, once loaded; the form works without it. */
function useAlertReaders(): AlertReaders | undefined {
  const [readers, setReaders] = useState<AlertReaders | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    getAlertReaders()
      .then((loaded) => {
        if (isCurrent) setReaders(loaded);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return readers;
}

/** What the Spanish section says of the Spanish, by its state (decision 316). */
const SPANISH_STATE_TEXT: Record<SpanishVersionState, string> = {
  missing: 'No Spanish yet: Spanish pages show this alert in English.',
  'out-of-date':
    'Out of date: the English changed after the Spanish was written. Spanish pages show the English until you update the Spanish.',
  current: 'Up to date: Spanish pages show this Spanish.',
};

/** Who gets the e-mail in English: every subscriber who reads Spanish, unless the Spanish is current. */
function readersText(readers: AlertReaders, state: SpanishVersionState): string {
  const { spanishReaders } = readers;
  const people = spanishReaders === 1 ? '1 subscriber reads' : `${spanishReaders} subscribers read`;
  if (state === 'current') {
    return `${people} Spanish: they get this alert's e-mail in Spanish.`;
  }
  return `${people} Spanish: without current Spanish text, they get this alert's e-mail in English, under a Spanish line saying the text follows in English.`;
}

/**
 * The alert's Spanish heading and text beside the English (decision 325). Typing in either
 * records the English it translates, so a later change of the English marks it out of date;
 * emptying both removes the Spanish.
 */
function AlertSpanishFields({
  alert,
  errors,
  onChange,
  readers,
}: {
  alert: SiteAlertInput;
  errors: AlertFieldsProps['errors'];
  onChange: AlertFieldsProps['onChange'];
  readers: AlertReaders | undefined;
}) {
  const spanish = alert.spanish ?? null;
  const state = alertSpanishState(alert);
  const change = (field: keyof AlertWords, text: string) => {
    const words: AlertWords = {
      heading: spanish?.text.heading ?? '',
      text: spanish?.text.text ?? '',
      ...(spanish?.text.linkLabel ? { linkLabel: spanish.text.linkLabel } : {}),
      [field]: text,
    };
    if (!words.linkLabel || !alert.link) delete words.linkLabel;
    onChange(
      ['spanish'],
      words.heading === '' && words.text === '' && !words.linkLabel
        ? null
        : {
            text: words,
            // The English each Spanish word translates, the link's label too (issue 37).
            source: {
              heading: alert.heading,
              text: alert.text,
              ...(words.linkLabel && alert.link ? { linkLabel: alert.link.label } : {}),
            },
          },
    );
  };
  // One line of Spanish: the heading, or the link's label.
  const spanishInput = (props: FieldControlProps, field: 'heading' | 'linkLabel') => (
    <input
      {...props}
      type="text"
      lang="es"
      className="form-input"
      value={spanish?.text[field] ?? ''}
      onChange={(event) => change(field, event.target.value)}
    />
  );
  return (
    <fieldset className="form-fieldset form-field" aria-describedby="alert-spanish-state">
      <legend className="form-label">Spanish</legend>
      <p id="alert-spanish-state" className="field-hint">
        {SPANISH_STATE_TEXT[state]}
        {readers ? ` ${readersText(readers, state)}` : ''}
      </p>
      <Field
        path={['spanish', 'text', 'heading']}
        label="Heading in Spanish"
        help="The heading as Spanish readers see it, for example Hay restricciones de incendio."
        errors={errors}
      >
        {(props) => spanishInput(props, 'heading')}
      </Field>
      <Field
        path={['spanish', 'text', 'text']}
        label="Text in Spanish"
        help="The text in Spanish, written or checked by a person who reads Spanish."
        errors={errors}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            lang="es"
            className="form-input"
            value={spanish?.text.text ?? ''}
            onChange={(event) => change('text', event.target.value)}
          />
        )}
      </Field>
      {alert.link ? (
        <Field
          path={['spanish', 'text', 'linkLabel']}
          label="Link text in Spanish"
          help={`The link's words in Spanish, for "${alert.link.label}". Left empty, Spanish readers see the English.`}
          errors={errors}
        >
          {(props) => spanishInput(props, 'linkLabel')}
        </Field>
      ) : null}
    </fieldset>
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
  const readers = useAlertReaders();
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
      <AlertSpanishFields alert={alert} errors={errors} onChange={onChange} readers={readers} />
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
