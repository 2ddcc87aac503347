import { createContext, lazy, Suspense, useContext } from 'react';
import {
  DOCUMENT_FIELDS,
  FIELD_CHOICES,
  helpFor,
  LIST_TEMPLATES,
  labelFor,
} from './field-labels.ts';

// TipTap loads only when a form has a rich-text field.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export type FieldPath = readonly (string | number)[];

/** A library document a field may point to. */
export interface DocumentChoice {
  title: string;
  href: string;
  category: string;
}

/**
 * The library's published documents, for the fields that pick one (DOCUMENT_FIELDS); null while
 * they load or where a form has no such field.
 */
export const DocumentChoicesContext = createContext<readonly DocumentChoice[] | null>(null);

/**
 * The language a set of fields is written in (decision 327): the Spanish beside the English gets
 * "Spanish …" labels, `lang="es"` on its inputs and ids of its own.
 */
export interface FieldLanguage {
  /** Put before each field's id, so two forms of the same content never share one. */
  idPrefix: string;
  /** Put before each label ("Spanish title"); '' for the English form. */
  labelPrefix: string;
  lang?: 'es';
}

export const FieldLanguageContext = createContext<FieldLanguage>({ idPrefix: '', labelPrefix: '' });

export function fieldKey(path: FieldPath): string {
  return path.join('.');
}

export function fieldId(path: FieldPath, idPrefix = ''): string {
  return `field-${idPrefix}${path.join('-')}`;
}

/** A label with the form's language before it: "Title" → "Spanish title". */
function withLanguage(label: string, { labelPrefix }: FieldLanguage): string {
  return labelPrefix ? `${labelPrefix} ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}

interface FieldsProps {
  value: unknown;
  path: FieldPath;
  errors: Readonly<Record<string, string>>;
  onChange: (path: FieldPath, value: unknown) => void;
}

/** A long text gets a text area; short ones a one-line input. */
const LONG_TEXT_KEYS = new Set([
  'lead',
  'intro',
  'body',
  'description',
  'summary',
  'mission',
  'closing',
  'text',
  'opportunitiesIntro',
  'restrictionsIntro',
  'dispatchNote',
  'archiveIntro',
  'fireMarshalBody',
]);

function nameOf(path: FieldPath): { key: string; label: string } {
  const last = path[path.length - 1];
  if (typeof last === 'number') {
    const parent =
      path
        .slice(0, -1)
        .filter((part) => typeof part === 'string')
        .pop() ?? '';
    return { key: String(parent), label: `${labelFor(String(parent))} ${last + 1}` };
  }
  return { key: last ?? '', label: labelFor(last ?? '') };
}

function FieldMessages({ path, errors }: { path: FieldPath; errors: FieldsProps['errors'] }) {
  const { idPrefix } = useContext(FieldLanguageContext);
  const help = helpFor(path);
  const error = errors[fieldKey(path)];
  return (
    <>
      {help ? (
        <p id={`${fieldId(path, idPrefix)}-help`} className="field-hint">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(path, idPrefix)}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(
  path: FieldPath,
  errors: FieldsProps['errors'],
  idPrefix = '',
): string | undefined {
  const ids = [
    helpFor(path) ? `${fieldId(path, idPrefix)}-help` : '',
    errors[fieldKey(path)] ? `${fieldId(path, idPrefix)}-error` : '',
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function TextField({ value, path, errors, onChange }: FieldsProps & { value: string }) {
  const language = useContext(FieldLanguageContext);
  const { key } = nameOf(path);
  const label = withLanguage(nameOf(path).label, language);
  const documents = useContext(DocumentChoicesContext);
  const id = fieldId(path, language.idPrefix);
  const hasError = Boolean(errors[fieldKey(path)]);
  const common = {
    id,
    className: 'form-input',
    value,
    lang: language.lang,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy(path, errors, language.idPrefix),
  };
  let control;
  if (key.endsWith('Html')) {
    return (
      <div className={`form-field form-field--wide${hasError ? ' form-field--error' : ''}`}>
        <p id={`${id}-label`} className="form-label">
          {label}
        </p>
        <FieldMessages path={path} errors={errors} />
        <Suspense fallback={<p role="status">Loading the editor…</p>}>
          <RichTextEditor
            html={value}
            labelId={`${id}-label`}
            lang={language.lang}
            describedBy={describedBy(path, errors, language.idPrefix)}
            onChange={(html) => onChange(path, html)}
          />
        </Suspense>
      </div>
    );
  }
  const choices = FIELD_CHOICES[key];
  const documentField = DOCUMENT_FIELDS[key];
  if (documentField && documents) {
    const offered = documents.filter((document) => document.category === documentField.category);
    const isKnown = value === '' || offered.some((document) => document.href === value);
    control = (
      <select
        {...common}
        onChange={(event) => {
          const chosen = offered.find((document) => document.href === event.target.value);
          onChange(path, event.target.value);
          if (chosen) onChange([...path.slice(0, -1), documentField.titleKey], chosen.title);
        }}
      >
        <option value="">No document</option>
        {isKnown ? null : <option value={value}>Other address: {value}</option>}
        {offered.map((document) => (
          <option key={document.href} value={document.href}>
            {document.title}
          </option>
        ))}
      </select>
    );
  } else if (choices) {
    control = (
      <select {...common} onChange={(event) => onChange(path, event.target.value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  } else if (LONG_TEXT_KEYS.has(key) || value.length > 90) {
    control = (
      <textarea {...common} rows={4} onChange={(event) => onChange(path, event.target.value)} />
    );
  } else {
    control = (
      <input
        {...common}
        type={key.toLowerCase().endsWith('email') ? 'email' : 'text'}
        onChange={(event) => onChange(path, event.target.value)}
      />
    );
  }
  return (
    <div className={`form-field form-field--wide${hasError ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <FieldMessages path={path} errors={errors} />
      {control}
    </div>
  );
}

function CheckboxField({ value, path, errors, onChange }: FieldsProps & { value: boolean }) {
  const language = useContext(FieldLanguageContext);
  const label = withLanguage(nameOf(path).label, language);
  const id = fieldId(path, language.idPrefix);
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        type="checkbox"
        className="form-checkbox"
        checked={value}
        aria-describedby={describedBy(path, errors, language.idPrefix)}
        onChange={(event) => onChange(path, event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessages path={path} errors={errors} />
    </div>
  );
}

/** An empty entry shaped like an existing one, for a list's Add button. */
function blankLike(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blankLike(item)]));
  }
  return value;
}

function ListField({ value, path, errors, onChange }: FieldsProps & { value: unknown[] }) {
  const language = useContext(FieldLanguageContext);
  const label = withLanguage(nameOf(path).label, language);
  const legendId = `${fieldId(path, language.idPrefix)}-legend`;
  return (
    <fieldset
      className="content-fieldset"
      aria-describedby={describedBy(path, errors, language.idPrefix)}
    >
      <legend id={legendId}>{label}</legend>
      <FieldMessages path={path} errors={errors} />
      <ol className="content-list">
        {value.map((item, index) => (
          <li key={index} className="content-list__item">
            <Fields value={item} path={[...path, index]} errors={errors} onChange={onChange} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                onChange(
                  path,
                  value.filter((_item, position) => position !== index),
                )
              }
            >
              Remove {label.toLowerCase()} {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() =>
          onChange(path, [
            ...value,
            LIST_TEMPLATES[nameOf(path).key] ?? (value.length > 0 ? blankLike(value[0]) : ''),
          ])
        }
      >
        Add to {label.toLowerCase()}
      </button>
    </fieldset>
  );
}

function GroupLegend({ path }: { path: FieldPath }) {
  return <legend>{withLanguage(nameOf(path).label, useContext(FieldLanguageContext))}</legend>;
}

/** Form fields for any content value: text, choices, checkboxes, lists and groups. */
export function Fields({ value, path, errors, onChange }: FieldsProps) {
  if (typeof value === 'string') {
    return <TextField value={value} path={path} errors={errors} onChange={onChange} />;
  }
  if (typeof value === 'boolean') {
    return <CheckboxField value={value} path={path} errors={errors} onChange={onChange} />;
  }
  if (Array.isArray(value)) {
    return <ListField value={value} path={path} errors={errors} onChange={onChange} />;
  }
  if (value && typeof value === 'object') {
    const children = Object.entries(value).map(([key, item]) => (
      <Fields key={key} value={item} path={[...path, key]} errors={errors} onChange={onChange} />
    ));
    if (path.length === 0) return <>{children}</>;
    return (
      <fieldset className="content-fieldset">
        <GroupLegend path={path} />
        <FieldMessages path={path} errors={errors} />
        {children}
      </fieldset>
    );
  }
  return null;
}

/** A copy of `root` with the value at `path` replaced. */
export function setAtPath(root: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    return root.map((item, index) => (index === head ? setAtPath(item, rest, value) : item));
  }
  const record = (root ?? {}) as Record<string, unknown>;
  return { ...record, [head as string]: setAtPath(record[head as string], rest, value) };
}
