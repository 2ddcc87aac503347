/**
 * The news editor of the staff workspace, one job: the list of posts and the form that writes,
 * schedules, attaches documents to and publishes a post (with its optional notice to subscribers).
 */
import { DateTimeLocalField } from '#web/components/ui/date-time-local-field.tsx';
import { listLibraryDocuments } from '#web/lib/library-documents-api.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DOCUMENT_CATEGORIES,
  type LibraryDocument,
} from '#domain/documents/document-library.schema.ts';
import {
  isLibraryAttachment,
  NewsPostInputSchema,
  newsPostPath,
  slugify,
  type NewsAttachment,
  type NewsPost,
  type NewsPostInput,
} from '#domain/news/news.schema.ts';
import { createNewsPost, listNewsPosts, saveNewsPost, unpublishNewsPost } from '../api/news-api.ts';
import { ContentForm, SaveStatus, useContentFailure } from './content-form.tsx';
import { useUnsavedChangesWarning } from '#web/components/staff/use-unsaved-changes-warning.ts';
import { NotifySubscribersChoice } from './notify-subscribers.tsx';
import { buildNewsNotice } from '#domain/subscriptions/notice-sources.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { FieldShell, type FieldControlProps } from '#web/components/staff/staff-fields.tsx';
import { newsSpanishItemId } from '#domain/content/spanish-content.ts';
import { SpanishEditor } from './spanish-editor.tsx';

// TipTap loads only with the form, as on the page forms.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The form's values; attachments are library documents (or older links a post kept). */
interface NewsForm {
  title: string;
  date: string;
  summary: string;
  bodyHtml: string;
  publishAtLocal: string;
  attachments: NewsAttachment[];
}

type TextField = Exclude<keyof NewsForm, 'attachments'>;

const EMPTY_FORM: NewsForm = {
  title: '',
  date: '',
  summary: '',
  bodyHtml: '',
  publishAtLocal: '',
  attachments: [],
};

function toForm(post: NewsPost): NewsForm {
  return {
    title: post.title,
    date: post.date,
    summary: post.summary,
    bodyHtml: post.bodyHtml,
    publishAtLocal: post.publishAtLocal ?? '',
    attachments: post.attachments,
  };
}

/** What the form calls an attachment: its label, else the library document's title. */
function attachmentTitle(attachment: NewsAttachment, library: readonly LibraryDocument[]): string {
  if (!isLibraryAttachment(attachment)) return `${attachment.title} (${attachment.href})`;
  const document = library.find((candidate) => candidate.key === attachment.documentKey);
  return attachment.label ?? document?.title ?? attachment.documentKey;
}

/**
 * The documents a post may attach: published ones, the "News attachments" category first, each
 * group by newest date.
 */
function attachableGroups(library: readonly LibraryDocument[]) {
  const published = library
    .filter((document) => document.state === 'published')
    .toSorted((a, b) => b.date.localeCompare(a.date));
  return [
    {
      label: DOCUMENT_CATEGORIES['news-attachments'],
      documents: published.filter((document) => document.category === 'news-attachments'),
    },
    {
      label: 'Other published documents',
      documents: published.filter((document) => document.category !== 'news-attachments'),
    },
  ].filter((group) => group.documents.length > 0);
}

function toInput(form: NewsForm): NewsPostInput {
  return {
    title: form.title.trim(),
    date: form.date,
    summary: form.summary.trim(),
    bodyHtml: form.bodyHtml,
    publishAtLocal: form.publishAtLocal || null,
    attachments: form.attachments,
  };
}

/** Field messages keyed by form field (an attachment's message goes to Attached documents). */
function fieldErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path.split('.')[0] ?? path;
    errors[key] ??= message;
  }
  return errors;
}

function validate(form: NewsForm): Record<string, string> {
  const parsed = NewsPostInputSchema.safeParse(toInput(form));
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[issue.path.map(String).join('.')] ??= issue.message;
  return fieldErrors(fields);
}

const FIELD_LABELS: Record<keyof NewsForm, string> = {
  title: 'Title',
  date: 'Date',
  summary: 'Summary',
  bodyHtml: 'Text',
  publishAtLocal: 'Publish at (optional)',
  attachments: 'Attached documents (optional)',
};

function statusOf(post: NewsPost, now: Date): string {
  if (post.status === 'draft') return 'Draft';
  if (post.publishAt && new Date(post.publishAt) > now) {
    return `Scheduled for ${post.publishAtLocal?.replace('T', ' ')}`;
  }
  return 'Published';
}

function Field({
  name,
  help,
  errors,
  children,
}: {
  name: TextField;
  help?: string;
  errors: Record<string, string>;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = `news-${name}`;
  return (
    <FieldShell
      id={id}
      labelId={`${id}-label`}
      label={FIELD_LABELS[name]}
      hint={help}
      error={errors[name]}
      isWide
    >
      {children}
    </FieldShell>
  );
}

/**
 * /admin/news (issue 10, item 2): the posts with their state, and the form to write one. Save
 * draft keeps a post out of sight; Publish shows it on /news, in the feed and in search — at
 * once, or from its "Publish at" time.
 */
export function NewsAdmin({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [posts, setPosts] = useState<NewsPost[] | null>(null);
  const [editing, setEditing] = useState<NewsPost | null>(null);
  const [form, setForm] = useState<NewsForm>(EMPTY_FORM);
  const [isDirty, setIsDirty] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [library, setLibrary] = useState<LibraryDocument[] | null>(null);
  const [chosenKey, setChosenKey] = useState('');
  const [notifySubscribers, setNotifySubscribers] = useState(false);
  useUnsavedChangesWarning(isDirty);

  const { errors, setErrors, failure, setFailure, handleError } = useContentFailure(
    onUnauthorized,
    fieldErrors,
  );

  const reload = useCallback(
    () =>
      listNewsPosts()
        .then((loaded) => setPosts(loaded.posts))
        .catch(handleError),
    [handleError],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  // The list of Spanish to write links here with ?post=<id>: that post's form opens once.
  const linkedPostId = useRef(new URLSearchParams(window.location.search).get('post'));
  useEffect(() => {
    const linked = posts?.find((post) => post.id === linkedPostId.current);
    if (!linked) return;
    linkedPostId.current = null;
    setEditing(linked);
    setForm(toForm(linked));
    setEditorKey((key) => key + 1);
  }, [posts]);
  useEffect(() => {
    listLibraryDocuments()
      .then((loaded) => setLibrary(loaded.documents))
      .catch(handleError);
  }, [handleError]);

  const change = (name: TextField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setIsDirty(true);
    setStatus(null);
  };
  const changeAttachments = (next: (current: NewsAttachment[]) => NewsAttachment[]) => {
    setForm((current) => ({ ...current, attachments: next(current.attachments) }));
    setIsDirty(true);
    setStatus(null);
  };
  const attachChosen = () => {
    const key = chosenKey;
    if (!key) return;
    changeAttachments((current) =>
      current.some((item) => isLibraryAttachment(item) && item.documentKey === key)
        ? current
        : [...current, { documentKey: key }],
    );
    setChosenKey('');
  };

  const startEditing = (post: NewsPost | null) => {
    setEditing(post);
    setForm(post ? toForm(post) : EMPTY_FORM);
    setErrors({});
    setFailure(null);
    setStatus(null);
    setIsDirty(false);
    setNotifySubscribers(false);
    setEditorKey((key) => key + 1);
  };

  async function run(action: () => Promise<string>) {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const message = await action();
      setIsDirty(false);
      setStatus(message);
      await reload();
    } catch (error) {
      handleError(error);
    } finally {
      setIsBusy(false);
    }
  }

  const save = (publish: boolean) =>
    run(async () => {
      const input = toInput(form);
      let post = editing ?? (await createNewsPost(input));
      if (editing || publish) {
        post = await saveNewsPost(post.id, input, publish, publish && notifySubscribers);
      }
      setEditing(post);
      if (publish) setNotifySubscribers(false);
      if (!publish) return 'Draft saved. The public does not see it until you publish it.';
      return post.publishAt && new Date(post.publishAt) > new Date()
        ? `Published. It shows on the News page from ${post.publishAtLocal?.replace('T', ' ')}.`
        : `Published. It shows on the News page at ${post.path}.`;
    });

  async function unpublish() {
    if (!editing) return;
    setIsBusy(true);
    setFailure(null);
    try {
      const post = await unpublishNewsPost(editing.id);
      setEditing(post);
      setStatus('Unpublished. The post is a draft again and no longer public.');
      await reload();
    } catch (error) {
      handleError(error);
    } finally {
      setIsBusy(false);
    }
  }

  const now = new Date();
  const isPublished = editing?.status === 'published';
  return (
    <>
      <section className="section" aria-labelledby="news-posts-title">
        <h2 id="news-posts-title">Posts</h2>
        {posts === null ? (
          <p role="status">Loading…</p>
        ) : (
          <TableRegion caption="News posts" columns={['Title', 'Date', 'Status', 'Action']}>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td>{post.title}</td>
                  <td>{post.date}</td>
                  <td>{statusOf(post, now)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => startEditing(post)}
                    >
                      Edit<span className="visually-hidden"> {post.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </section>
      <section className="section" aria-labelledby="news-form-title">
        <h2 id="news-form-title">{editing ? `Edit: ${editing.title}` : 'New post'}</h2>
        <ContentForm
          labelledBy="news-form-title"
          errors={errors}
          failure={failure}
          onSubmit={() => void save(true)}
        >
          <Field name="title" errors={errors}>
            {(props) => (
              <input
                {...props}
                className="form-input"
                type="text"
                value={form.title}
                onChange={(event) => change('title', event.target.value)}
              />
            )}
          </Field>
          <Field name="date" help="The date the post shows." errors={errors}>
            {(props) => (
              <DateTimeField
                {...props}
                mode="date"
                label="Date"
                value={form.date}
                onChange={(value) => change('date', value)}
              />
            )}
          </Field>
          <Field
            name="summary"
            help="One or two sentences for the News page and the feed."
            errors={errors}
          >
            {(props) => (
              <textarea
                {...props}
                className="form-input"
                rows={3}
                value={form.summary}
                onChange={(event) => change('summary', event.target.value)}
              />
            )}
          </Field>
          <Field name="bodyHtml" help="The full text, on the post’s own page." errors={errors}>
            {(props) => (
              <Suspense fallback={<p role="status">Loading the editor…</p>}>
                <RichTextEditor
                  key={editorKey}
                  html={form.bodyHtml}
                  labelId={`${props.id}-label`}
                  describedBy={props['aria-describedby']}
                  onChange={(html) => change('bodyHtml', html)}
                />
              </Suspense>
            )}
          </Field>
          <Field
            name="publishAtLocal"
            help="Mountain Time. Leave empty to show the post as soon as you publish it."
            errors={errors}
          >
            {(props) => (
              <DateTimeLocalField
                {...props}
                label="Publish at"
                value={form.publishAtLocal}
                onChange={(value) => change('publishAtLocal', value)}
              />
            )}
          </Field>
          <fieldset
            className={`form-field form-field--wide${errors.attachments ? ' form-field--error' : ''}`}
            aria-describedby="news-attachments-help"
          >
            <legend className="form-label">{FIELD_LABELS.attachments}</legend>
            <p id="news-attachments-help" className="field-hint">
              Documents from the library (upload new ones under Documents, category News
              attachments). The post lists each with its file type and size; a replaced file keeps
              its address.
            </p>
            {errors.attachments ? (
              <p id="news-attachments-error" className="field-error">
                {errors.attachments}
              </p>
            ) : null}
            {form.attachments.length > 0 ? (
              <ul className="news-form__attachments">
                {form.attachments.map((attachment, index) => {
                  const title = attachmentTitle(attachment, library ?? []);
                  return (
                    <li key={`${index}-${title}`}>
                      {title}{' '}
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() =>
                          changeAttachments((current) => current.filter((_, at) => at !== index))
                        }
                      >
                        Remove<span className="visually-hidden"> {title}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p>No documents attached.</p>
            )}
            <label htmlFor="news-attachments" className="form-label">
              Document from the library
            </label>
            <div className="button-row">
              <select
                id="news-attachments"
                className="form-input"
                value={chosenKey}
                aria-invalid={errors.attachments ? true : undefined}
                aria-describedby={errors.attachments ? 'news-attachments-error' : undefined}
                onChange={(event) => setChosenKey(event.target.value)}
              >
                <option value="">{library === null ? 'Loading the library…' : 'Choose…'}</option>
                {attachableGroups(library ?? []).map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.documents.map((document) => (
                      <option key={document.key} value={document.key}>
                        {`${document.title} (${document.date})`}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <button
                type="button"
                className="button button--secondary"
                disabled={!chosenKey}
                onClick={attachChosen}
              >
                Attach document
              </button>
            </div>
          </fieldset>
          <NotifySubscribersChoice
            notice={buildNewsNotice(
              {
                id: 'preview',
                title: form.title.trim() || 'Title',
                summary: form.summary.trim(),
                path: newsPostPath(editing?.slug ?? slugify(form.title)),
                publishAt: null,
              },
              true,
            )}
            listLabel="News"
            isChecked={notifySubscribers}
            onChange={setNotifySubscribers}
            hint="When you press Publish, e-mail the summary and a link to everyone on the News list, once per post; a post with a Publish at time is sent then."
          />
          <SaveStatus status={status} isDirty={isDirty} />
          <div className="button-row">
            {isPublished ? null : (
              <button
                type="button"
                className="button button--secondary"
                disabled={isBusy}
                onClick={() => void save(false)}
              >
                Save draft
              </button>
            )}
            <button type="submit" className="button" disabled={isBusy}>
              Publish
            </button>
            {isPublished ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={isBusy}
                onClick={() => void unpublish()}
              >
                Unpublish
              </button>
            ) : null}
            {editing ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={isBusy}
                onClick={() => startEditing(null)}
              >
                New post
              </button>
            ) : null}
          </div>
        </ContentForm>
      </section>
      {/* The post's Spanish beside its saved English (decision 331); drawn again after a save. */}
      {editing ? (
        <SpanishEditor
          key={`${editing.id}@${editing.updatedAt}`}
          itemId={newsSpanishItemId(editing.id)}
          onUnauthorized={onUnauthorized}
        />
      ) : null}
    </>
  );
}
