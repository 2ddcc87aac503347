import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  ALERT_ITEM_PREFIX,
  contentSchemaFor,
  type ContentItemDetail,
  type ContentVersionSummary,
} from '#domain/content/content-api.ts';
import {
  getContentItem,
  previewContent,
  restoreContentVersion,
  saveContentItem,
} from '../api/content-api.ts';
import { AlertFields } from './alert-fields.tsx';
import { Fields, setAtPath, type FieldPath } from './content-fields.tsx';
import { ContentForm, SaveStatus, useContentFailure } from './content-form.tsx';
import { useUnsavedChangesWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
import { VersionHistory } from './version-history.tsx';
import { NotifySubscribersChoice } from './notify-subscribers.tsx';
import { districtDayOf } from '#domain/meetings/board-meetings.ts';
import { buildPageNotices } from '#domain/subscriptions/notice-sources.ts';
import { hasSpanishContent } from '#domain/content/spanish-content.ts';
import { SpanishEditor } from './spanish-editor.tsx';

/** Field messages of a value that fails its item's schema, as `{ 'a.0.b': message }`. */
export function validateContent(itemId: string, value: unknown): Record<string, string> {
  const schema = contentSchemaFor(itemId);
  const parsed = schema?.safeParse(value);
  if (!parsed || parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  return fields;
}

/** The pages whose Publish may notify an e-mail list (issue 18, item 3), and what it says. */
const NOTIFY_LISTS: Readonly<
  Record<string, { label: string; hint: string; nothingToSend: string }>
> = {
  minutes: {
    label: 'Board meeting notices and agendas',
    hint: 'When you press Publish, e-mail the meetings list about each upcoming meeting you added, its agenda once linked, a change of its time or place, or its cancellation; each change is sent once.',
    nothingToSend:
      'Nothing to send: no upcoming meeting was added, cancelled, moved or given an agenda since the published version.',
  },
  careers: {
    label: 'Job openings',
    hint: 'When you press Publish, e-mail the jobs list about each position that is open now and was not open in the published version; each opening is sent once.',
    nothingToSend: 'Nothing to send: no position was opened since the published version.',
  },
};

/**
 * The form for one content item: its fields, Preview, Save draft, Publish and its version
 * history with Restore.
 */
export function ItemEditor({
  itemId,
  onUnauthorized,
  tools,
}: {
  itemId: string;
  onUnauthorized: () => void;
  /** Controls an item adds after its fields (the meetings' schedule generator). */
  tools?: (value: unknown, onChange: (path: FieldPath, value: unknown) => void) => ReactNode;
}) {
  const [detail, setDetail] = useState<ContentItemDetail | null>(null);
  const [value, setValue] = useState<unknown>(null);
  const [isDirty, setIsDirty] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [notifySubscribers, setNotifySubscribers] = useState(false);
  useUnsavedChangesWarning(isDirty);

  const { errors, setErrors, failure, setFailure, handleError } = useContentFailure(onUnauthorized);

  const show = useCallback(
    (loaded: ContentItemDetail) => {
      setDetail(loaded);
      setValue(loaded.data);
      setIsDirty(false);
      setErrors({});
    },
    [setErrors],
  );

  useEffect(() => {
    let isCurrent = true;
    getContentItem(itemId)
      .then((loaded) => {
        if (isCurrent) show(loaded);
      })
      .catch((error: unknown) => {
        if (isCurrent) handleError(error);
      });
    return () => {
      isCurrent = false;
    };
  }, [itemId, show, handleError]);

  const onChange = useCallback((path: FieldPath, changed: unknown) => {
    setValue((current: unknown) => setAtPath(current, path, changed));
    setIsDirty(true);
    setStatus(null);
  }, []);

  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      handleError(error);
    } finally {
      setIsBusy(false);
    }
  }

  function checkFields(): boolean {
    const found = validateContent(itemId, value);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  const save = (publish: boolean) =>
    run(async () => {
      if (!checkFields()) return;
      const saved = await saveContentItem(itemId, value, publish, publish && notifySubscribers);
      show(saved);
      if (publish) setNotifySubscribers(false);
      setPreviewHtml(null);
      setStatus(
        publish
          ? `Published version ${saved.latestNumber}. The public site shows it now.`
          : `Saved version ${saved.latestNumber} as a draft. The public site still shows version ${saved.publishedNumber ?? '–'}.`,
      );
    });

  const preview = () =>
    run(async () => {
      if (!checkFields()) return;
      const { html } = await previewContent(itemId, value);
      setPreviewHtml(html);
    });

  const restore = (version: ContentVersionSummary) =>
    run(async () => {
      const restored = await restoreContentVersion(itemId, version.id);
      show(restored);
      setStatus(
        `Restored version ${version.number} as version ${restored.latestNumber}; the public site shows it now.`,
      );
    });

  if (failure && !detail) return <p className="banner banner--error">{failure}</p>;
  if (!detail) return <p role="status">Loading…</p>;
  const isAlert = itemId.startsWith(ALERT_ITEM_PREFIX);
  const notifyList = NOTIFY_LISTS[itemId];

  return (
    <>
      <h2>{detail.name}</h2>
      <p>
        Published version: {detail.publishedNumber ?? 'none'} · Newest version:{' '}
        {detail.latestNumber}
        {detail.viewPath ? (
          <>
            {' · '}
            <a href={detail.viewPath} target="_blank" rel="noopener noreferrer">
              View the public page <span className="link-hint">(opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
      <ContentForm
        label={`Edit ${detail.name}`}
        errors={errors}
        failure={failure}
        onSubmit={() => void save(true)}
      >
        {isAlert ? (
          <AlertFields value={value} errors={errors} onChange={onChange} />
        ) : (
          <Fields value={value} path={[]} errors={errors} onChange={onChange} />
        )}
        {tools ? tools(value, onChange) : null}
        {notifyList ? (
          <NotifySubscribersChoice
            notice={buildPageNotices(
              itemId,
              detail.publishedData ?? null,
              value,
              districtDayOf(new Date()),
            )}
            listLabel={notifyList.label}
            isChecked={notifySubscribers}
            onChange={setNotifySubscribers}
            hint={notifyList.hint}
            nothingToSend={notifyList.nothingToSend}
          />
        ) : null}
        <SaveStatus status={status} isDirty={isDirty} />
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => void preview()}
          >
            Preview
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={isBusy}
            onClick={() => void save(false)}
          >
            Save draft
          </button>
          <button type="submit" className="button" disabled={isBusy}>
            Publish
          </button>
        </div>
      </ContentForm>
      {previewHtml ? (
        <section className="section" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview (not published)</h2>
          <iframe
            className="content-preview"
            title={`Preview of ${detail.name}`}
            srcDoc={previewHtml}
            sandbox=""
          />
        </section>
      ) : null}
      {hasSpanishContent(itemId) ? (
        // Read again once the English is published: a changed block's Spanish is out of date.
        <SpanishEditor
          key={`${itemId}@${detail.publishedNumber ?? 0}`}
          itemId={itemId}
          onUnauthorized={onUnauthorized}
        />
      ) : null}
      <VersionHistory
        versions={detail.versions}
        isBusy={isBusy}
        onRestore={(version) => void restore(version)}
      />
    </>
  );
}
