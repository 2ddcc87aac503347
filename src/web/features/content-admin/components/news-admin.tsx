import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  NewsPostInputSchema,
  type NewsAttachment,
  type NewsPost,
  type NewsPostInput,
} from '#domain/news/news.schema.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { createNewsPost, listNewsPosts, saveNewsPost, unpublishNewsPost } from '../api/news-api.ts';
import { ErrorSummary } from './error-summary.tsx';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';

// TipTap loads only with the form, as on the page forms.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The form's values: attachments as lines of "Title | address". */
interface NewsForm {
  title: string;
  date: string;
  summary: string;
  bodyHtml: string;
  publishAtLocal: string;
  attachments: string;
}

const EMPTY_FORM: NewsForm = {
  title: '',
  date: '',
  summary: '',
  bodyHtml: '',
  publishAtLocal: '',
  attachments: '',
};

function toForm(post: NewsPost): NewsForm {
  return {
    title: post.title,
    date: post.date,
    summary: post.summary,
    bodyHtml: post.bodyHtml,
    publishAtLocal: post.publishAtLocal ?? '',
    attachments: post.attachments.map((item) => `${item.title} | ${item.href}`).join('\n'),
  };
}

function parseAttachments(text: string): NewsAttachment[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const bar = line.lastIndexOf('|');
      return bar < 0
        ? { title: '', href: line }
        : { title: line.slice(0, bar).trim(), href: line.slice(bar + 1).trim() };
    });
}

function toInput(form: NewsForm): NewsPostInput {
  return {
    title: form.title.trim(),
    date: form.date,
    summary: form.summary.trim(),
    bodyHtml: form.bodyHtml,
    publishAtLocal: form.publishAtLocal || null,
    attachments: parseAttachments(form.attachments),
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
  name: keyof NewsForm;
  help?: string;
  errors: Record<string, string>;
  children: (props: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}) {
  const id = `news-${name}`;
  const error = errors[name];
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`form-field form-field--wide${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} id={`${id}-label`} className="form-label">
        {FIELD_LABELS[name]}
      </label>
      {help ? (
        <p id={`${id}-help`} className="field-hint">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error ? true : undefined,
      })}
    </div>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  useUnsavedChangesWarning(isDirty);

  const handleError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) onUnauthorized();
      else if (error instanceof ApiError && error.fields) setErrors(fieldErrors(error.fields));
      else setFailure(error instanceof ApiError ? error.message : 'We could not reach the server.');
    },
    [onUnauthorized],
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

  const change = (name: keyof NewsForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setIsDirty(true);
    setStatus(null);
  };

  const startEditing = (post: NewsPost | null) => {
    setEditing(post);
    setForm(post ? toForm(post) : EMPTY_FORM);
    setErrors({});
    setFailure(null);
    setStatus(null);
    setIsDirty(false);
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
      if (editing || publish) post = await saveNewsPost(post.id, input, publish);
      setEditing(post);
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
          <div className="admin-table-wrapper">
            <table className="admin-table">
              <caption className="visually-hidden">News posts</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
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
            </table>
          </div>
        )}
      </section>
      <section className="section" aria-labelledby="news-form-title">
        <h2 id="news-form-title">{editing ? `Edit: ${editing.title}` : 'New post'}</h2>
        <form
          className="content-form"
          noValidate
          aria-labelledby="news-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            void save(true);
          }}
        >
          <ErrorSummary errors={errors} />
          {failure ? (
            <p className="banner banner--error" role="alert">
              {failure}
            </p>
          ) : null}
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
              <input
                {...props}
                className="form-input"
                type="datetime-local"
                value={form.publishAtLocal}
                onChange={(event) => change('publishAtLocal', event.target.value)}
              />
            )}
          </Field>
          <Field
            name="attachments"
            help="One per line: the document’s title, a vertical bar, then its address, for example: Board notice | /documents/notice.pdf"
            errors={errors}
          >
            {(props) => (
              <textarea
                {...props}
                className="form-input"
                rows={3}
                value={form.attachments}
                onChange={(event) => change('attachments', event.target.value)}
              />
            )}
          </Field>
          <p role="status" className="content-form__status">
            {status ?? (isDirty ? 'You have unsaved changes.' : '')}
          </p>
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
        </form>
      </section>
    </>
  );
}
