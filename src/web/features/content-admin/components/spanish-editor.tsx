import { useCallback, useEffect, useState } from 'react';
import { spanishFormAnchor, type SpanishItem } from '#domain/content/spanish-content.ts';
import type { SpanishVersionState } from '#domain/i18n/spanish-version.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getSpanishItem, saveSpanishBlock } from '../api/content-api.ts';
import { FieldLanguageContext, Fields, setAtPath, type FieldLanguage } from './content-fields.tsx';
import { ErrorSummary } from './error-summary.tsx';
import { labelFor } from './field-labels.ts';

/** How the list and the forms name each state of a block's Spanish. */
export const SPANISH_STATE_LABELS: Readonly<
  Record<SpanishVersionState, { text: string; className: string }>
> = {
  missing: { text: 'Spanish missing', className: 'badge badge--closed' },
  'out-of-date': { text: 'Spanish out of date', className: 'badge badge--soon' },
  current: { text: 'Spanish current', className: 'badge badge--open' },
};

const SPANISH_FIELDS: FieldLanguage = { idPrefix: 'es-', labelPrefix: 'Spanish', lang: 'es' };

/** The Spanish fields of one item among many on a page (a meeting): ids of their own. */
function spanishFieldsOf(anchor: string): FieldLanguage {
  return { ...SPANISH_FIELDS, idPrefix: `es-${anchor.slice('spanish-'.length)}-` };
}

/** The words of a block's English, one per line, for reading beside the Spanish. */
function englishLines(value: unknown): string[] {
  if (typeof value === 'string') {
    // Rich text shows as its words; the browser's parser reads the markup.
    const words = value.includes('<')
      ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '')
      : value;
    const text = words.replace(/\s+/g, ' ').trim();
    return text === '' || /^(?:\/|https?:|mailto:)\S*$/.test(text) ? [] : [text];
  }
  if (Array.isArray(value)) return value.flatMap(englishLines);
  if (value && typeof value === 'object') return Object.values(value).flatMap(englishLines);
  return [];
}

type Block = SpanishItem['blocks'][number];

/** One block's Spanish beside its published English, saved on its own. */
export function SpanishBlockForm({
  itemId,
  block,
  onSaved,
  onUnauthorized,
}: {
  itemId: string;
  block: Block;
  onSaved: (item: SpanishItem) => void;
  onUnauthorized: () => void;
}) {
  // An out-of-date Spanish is the place to start its update; a missing one starts as the English.
  const [draft, setDraft] = useState<unknown>(block.spanish?.text ?? block.english);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const label = labelFor(block.block);
  const state = SPANISH_STATE_LABELS[block.state as SpanishVersionState];
  const anchor = spanishFormAnchor(itemId, block.block);
  const titleId = `${anchor}-title`;
  // A page's form keeps its ids; a meeting's or a document's carry the item's (decision 329).
  const fields = anchor === `spanish-${block.block}` ? SPANISH_FIELDS : spanishFieldsOf(anchor);

  async function save() {
    setIsBusy(true);
    setStatus(null);
    try {
      const saved = await saveSpanishBlock(itemId, block.block, draft, block.english);
      setErrors({});
      setStatus('Saved. The Spanish page shows it now.');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else setStatus(error instanceof ApiError ? error.message : 'We could not reach the server.');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <form
      id={anchor}
      className="content-form spanish-block"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={titleId}>
        {label} <span className={state.className}>{state.text}</span>
      </h3>
      <div className="spanish-block__columns">
        <div className="spanish-block__english">
          <h4>English (published)</h4>
          <ul className="spanish-block__lines" lang="en">
            {englishLines(block.english).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <ErrorSummary errors={errors} idPrefix={fields.idPrefix} />
          <FieldLanguageContext value={fields}>
            <Fields
              value={draft}
              path={[block.block]}
              errors={errors}
              onChange={(path, changed) => {
                setDraft((current: unknown) => setAtPath(current, path.slice(1), changed));
                setStatus(null);
              }}
            />
          </FieldLanguageContext>
        </div>
      </div>
      <p role="status" className="content-form__status">
        {status ?? ''}
      </p>
      <button type="submit" className="button" disabled={isBusy}>
        Save Spanish {label.toLowerCase()}
      </button>
    </form>
  );
}

/**
 * The Spanish of an item, block by block, beside its published English (issue 29 item 4,
 * decision 327). Nothing is machine translated: staff write each block; saving shows it on the
 * Spanish page at once, and a change to the English marks it out of date.
 */
export function SpanishEditor({
  itemId,
  onUnauthorized,
}: {
  itemId: string;
  onUnauthorized: () => void;
}) {
  const [item, setItem] = useState<SpanishItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    getSpanishItem(itemId)
      .then(setItem)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onUnauthorized();
        else setFailure('We could not load the Spanish version. Reload to try again.');
      });
  }, [itemId, onUnauthorized]);
  useEffect(load, [load]);
  // A link from the list of Spanish to write leads to its block once the forms are drawn.
  const hasItem = item !== null;
  useEffect(() => {
    if (!hasItem || !window.location.hash.startsWith('#spanish-')) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [hasItem]);

  if (failure) return <p className="banner banner--error">{failure}</p>;
  if (!item) return <p role="status">Loading the Spanish version…</p>;
  const toWrite = item.blocks.filter((block) => block.state !== 'current').length;
  return (
    <section className="section" aria-labelledby="spanish-version-title">
      <h2 id="spanish-version-title">Spanish version</h2>
      <p>
        Write the Spanish of each part beside its published English; saving shows it on the Spanish
        page at once. When the English changes, its Spanish is out of date and the Spanish page
        shows the English until you save the Spanish again.{' '}
        {toWrite === 0
          ? 'Every part has current Spanish.'
          : `${toWrite} ${toWrite === 1 ? 'part needs' : 'parts need'} Spanish.`}
      </p>
      {item.blocks.map((block) => (
        <SpanishBlockForm
          key={block.block}
          itemId={itemId}
          block={block}
          onSaved={setItem}
          onUnauthorized={onUnauthorized}
        />
      ))}
    </section>
  );
}
