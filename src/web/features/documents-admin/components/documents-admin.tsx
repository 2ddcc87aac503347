import { listLibraryDocuments } from '#web/lib/library-documents-api.ts';
import { useUnsavedInputWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import {
  DOCUMENT_CATEGORIES,
  FINANCIAL_KINDS,
  MAX_DOCUMENT_SIZE_LABEL,
  type DocumentCategory,
  type FinancialKind,
  type DocumentState,
  type LibraryDocument,
} from '#domain/documents/document-library.schema.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  replaceDocumentFile,
  saveDocumentMetadata,
  setDocumentState,
  uploadDocument,
} from '../api/documents-api.ts';
import { FieldShell } from '#web/components/staff/staff-fields.tsx';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';

type Fields = Record<string, string>;

const STATE_LABELS: Record<DocumentState, string> = {
  published: 'Published',
  unpublished: 'Unpublished (not public)',
  archived: 'Archived (on the Document archive page)',
};

/** The buttons that move a document to another state, publishing first. */
const STATE_ACTIONS: { to: DocumentState; label: string; done: string }[] = [
  { to: 'published', label: 'Publish', done: 'Published' },
  { to: 'unpublished', label: 'Unpublish', done: 'Unpublished' },
  { to: 'archived', label: 'Archive', done: 'Archived' },
];

const FILE_HELP = `A PDF, or a PNG or JPEG page image, of at most ${MAX_DOCUMENT_SIZE_LABEL}. PDFs should be tagged and name their language.`;

function errorFields(error: unknown): { fields: Fields; message: string } {
  if (error instanceof ApiError) return { fields: error.fields ?? {}, message: error.message };
  return { fields: {}, message: 'The server could not be reached. Try again.' };
}

function MetadataFields({
  prefix,
  document,
  errors,
}: {
  prefix: string;
  document?: LibraryDocument;
  errors: Fields;
}) {
  const field = (name: string, label: string, hint?: string) => ({
    id: `${prefix}-${name}`,
    label,
    hint,
    error: errors[name],
  });
  return (
    <>
      <FieldShell {...field('title', 'Title')}>
        {(props) => (
          <input
            {...props}
            className="form-input"
            name="title"
            type="text"
            required
            defaultValue={document?.title}
          />
        )}
      </FieldShell>
      <FieldShell {...field('date', 'Date')}>
        {(props) => (
          <DateTimeField
            {...props}
            name="date"
            mode="date"
            label="Date"
            required
            defaultValue={document?.date}
          />
        )}
      </FieldShell>
      <FieldShell
        {...field(
          'description',
          'Description',
          'Found by site search. For a page image (the candidate forms), this is the page’s text alternative: write out what the page says.',
        )}
      >
        {(props) => (
          <textarea
            {...props}
            className="form-input"
            name="description"
            rows={2}
            defaultValue={document?.description}
          />
        )}
      </FieldShell>
      <FieldShell {...field('category', 'Category')}>
        {(props) => (
          <select
            {...props}
            className="form-input"
            name="category"
            defaultValue={document?.category ?? 'other'}
          >
            {(Object.keys(DOCUMENT_CATEGORIES) as DocumentCategory[]).map((category) => (
              <option key={category} value={category}>
                {DOCUMENT_CATEGORIES[category]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell
        {...field(
          'financialKind',
          'Kind of financial report',
          'Financial reports only: where the Budget and finances page lists it.',
        )}
      >
        {(props) => (
          <select
            {...props}
            className="form-input"
            name="financialKind"
            defaultValue={document?.financialKind ?? ''}
          >
            <option value="">Not a financial report</option>
            {(Object.keys(FINANCIAL_KINDS) as FinancialKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {FINANCIAL_KINDS[kind]}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell
        {...field('effectiveDate', 'Fees take effect on', 'Fee schedule resolutions only.')}
      >
        {(props) => (
          <input
            {...props}
            className="form-input"
            name="effectiveDate"
            type="date"
            defaultValue={document?.effectiveDate ?? ''}
          />
        )}
      </FieldShell>
      <FieldShell
        {...field(
          'fiscalYear',
          'Fiscal year it covers',
          'Financial reports only, named by the year it ends (2027 for July 2026 to June 2027). Leave empty to use the year of its date.',
        )}
      >
        {(props) => (
          <input
            {...props}
            className="form-input form-input--short"
            name="fiscalYear"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={document?.fiscalYear ?? ''}
          />
        )}
      </FieldShell>
    </>
  );
}

function FileField({ prefix, label, errors }: { prefix: string; label: string; errors: Fields }) {
  return (
    <FieldShell id={`${prefix}-file`} label={label} hint={FILE_HELP} error={errors.file}>
      {(props) => (
        <input
          {...props}
          name="file"
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        />
      )}
    </FieldShell>
  );
}

function Warnings({ document }: { document: LibraryDocument }) {
  if (document.accessibilityWarnings.length === 0) return null;
  return (
    <div
      className="note note--warning"
      role="note"
      aria-label={`Accessibility warning for ${document.title}`}
    >
      <p>
        <strong>Accessibility warning:</strong>
      </p>
      <ul>
        {document.accessibilityWarnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

function DocumentCard({
  document,
  onChanged,
  onUnauthorized,
}: {
  document: LibraryDocument;
  onChanged: (message: string) => void;
  onUnauthorized: () => void;
}) {
  const prefix = `doc-${useId().replace(/[^a-z0-9]/gi, '')}`;
  const [metaErrors, setMetaErrors] = useState<Fields>({});
  const [fileErrors, setFileErrors] = useState<Fields>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const unsaved = useUnsavedInputWarning();

  async function run(
    action: () => Promise<unknown>,
    done: string,
    setErrors?: (f: Fields) => void,
  ) {
    setIsBusy(true);
    setProblem(null);
    try {
      await action();
      setErrors?.({});
      unsaved.markSaved();
      onChanged(done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onUnauthorized();
      const { fields, message } = errorFields(error);
      setErrors?.(fields);
      setProblem(message);
    } finally {
      setIsBusy(false);
    }
  }

  function saveMetadata(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    void run(
      () =>
        saveDocumentMetadata(document.id, {
          title: value('title'),
          date: value('date'),
          description: value('description'),
          category: value('category') as DocumentCategory,
          financialKind: (value('financialKind') || null) as FinancialKind | null,
          effectiveDate: value('effectiveDate') || null,
          fiscalYear: value('fiscalYear') || null,
        }),
      `Saved the details of ${value('title')}.`,
      setMetaErrors,
    );
  }

  function replace(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () => replaceDocumentFile(document.id, form),
      `Replaced the file of ${document.title}. Its address stays ${document.href}.`,
      setFileErrors,
    );
  }

  const titleId = `${prefix}-heading`;
  return (
    <article className="card" aria-labelledby={titleId}>
      <h3 id={titleId} className="card__title">
        {document.title}
      </h3>
      <p>
        <a href={document.href} target="_blank" rel="noreferrer">
          {document.href}
        </a>{' '}
        · {DOCUMENT_CATEGORIES[document.category]}
        {document.financialKind ? ` (${FINANCIAL_KINDS[document.financialKind]})` : ''} ·{' '}
        {document.date} · version {document.version}
      </p>
      <p>State: {STATE_LABELS[document.state]}</p>
      <Warnings document={document} />
      {problem ? (
        <p role="alert" className="field__error">
          {problem}
        </p>
      ) : null}
      <div className="button-row">
        {STATE_ACTIONS.filter((action) => action.to !== document.state).map((action) => (
          <button
            key={action.to}
            type="button"
            className={action.to === 'published' ? 'button' : 'button button--secondary'}
            disabled={isBusy}
            onClick={() =>
              void run(
                () => setDocumentState(document.id, action.to),
                `${action.done} ${document.title}.`,
              )
            }
          >
            {action.label}
            <span className="visually-hidden"> {document.title}</span>
          </button>
        ))}
      </div>
      <details>
        <summary>
          Replace the file<span className="visually-hidden"> of {document.title}</span>
        </summary>
        <form onSubmit={replace} onInput={unsaved.onInput} noValidate>
          <FileField prefix={`${prefix}-replace`} label="New file" errors={fileErrors} />
          <button type="submit" className="button" disabled={isBusy}>
            Replace file
          </button>
        </form>
      </details>
      <details>
        <summary>
          Edit details<span className="visually-hidden"> of {document.title}</span>
        </summary>
        <form onSubmit={saveMetadata} onInput={unsaved.onInput} noValidate>
          <MetadataFields prefix={`${prefix}-meta`} document={document} errors={metaErrors} />
          <button type="submit" className="button" disabled={isBusy}>
            Save details
          </button>
        </form>
      </details>
    </article>
  );
}

function UploadForm({
  onUploaded,
  onUnauthorized,
}: {
  onUploaded: (message: string) => void;
  onUnauthorized: () => void;
}) {
  const [errors, setErrors] = useState<Fields>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const unsaved = useUnsavedInputWarning();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setIsBusy(true);
    setProblem(null);
    try {
      const created = await uploadDocument(new FormData(formElement));
      setErrors({});
      formElement.reset();
      unsaved.markSaved();
      onUploaded(`Uploaded ${created.title}. Its address is ${created.href}.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return onUnauthorized();
      const { fields, message } = errorFields(error);
      setErrors(fields);
      setProblem(message);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className="section card" aria-labelledby="upload-title">
      <h2 id="upload-title" className="card__title">
        Upload a document
      </h2>
      <form onSubmit={(event) => void submit(event)} onInput={unsaved.onInput} noValidate>
        {problem ? (
          <p role="alert" className="field__error">
            {problem}
          </p>
        ) : null}
        <MetadataFields prefix="new-document" errors={errors} />
        <FileField prefix="new-document" label="File" errors={errors} />
        <button type="submit" className="button" disabled={isBusy}>
          Upload document
        </button>
      </form>
    </section>
  );
}

/** /admin/documents: the documents library (issue 10, item 1). */
export function DocumentsAdmin({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [documents, setDocuments] = useState<LibraryDocument[] | null>(null);
  const [status, setStatus] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    listLibraryDocuments().then(
      (list) => {
        setDocuments(list.documents);
        setLoadError(null);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setLoadError(errorFields(error).message);
      },
    );
  }, [onUnauthorized]);

  useEffect(() => load(), [load]);

  const changed = (message: string) => {
    setStatus(message);
    load();
  };

  return (
    <>
      <p role="status" className="status-message">
        {status}
      </p>
      <UploadForm onUploaded={changed} onUnauthorized={onUnauthorized} />
      <section className="section" aria-labelledby="library-title">
        <h2 id="library-title">Library</h2>
        {loadError ? <p role="alert">{loadError}</p> : null}
        {documents === null && !loadError ? <p role="status">Loading…</p> : null}
        <div className="card-grid card-grid--single">
          {documents?.map((document) => (
            <DocumentCard
              key={`${document.id}-${document.version}-${document.updatedAt}`}
              document={document}
              onChanged={changed}
              onUnauthorized={onUnauthorized}
            />
          ))}
        </div>
      </section>
    </>
  );
}
