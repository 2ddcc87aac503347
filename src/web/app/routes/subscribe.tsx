import type { SubscribePage } from '#domain/content/page-content.schema.ts';
import { LOCALES, type Locale } from '#domain/i18n/locale.ts';
import {
  subscribePageWord,
  subscriptionListWord,
  type SubscribePageWord,
} from '#domain/subscriptions/subscribe-page-words.ts';
import {
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_PATH,
  type ConfirmedList,
  type SubscribePageView,
  type SubscriptionList,
} from '#domain/subscriptions/subscriptions-api.ts';
import { PageHeader } from '#web/components/page/page-header.tsx';
import { useLocale, useText } from '#web/lib/i18n.tsx';

/** A published word of these pages, and `lang="en"` when a Spanish page shows it in English. */
type Word = (word: SubscribePageWord) => { text: string; lang: 'en' | undefined };

function usePageWords(content: SubscribePage): Word {
  const locale = useLocale();
  const t = useText();
  return (word) => {
    const shown = subscribePageWord(content, word, locale, t);
    return { text: shown.value, lang: shown.isEnglish ? 'en' : undefined };
  };
}

/**
 * A list's name or description: the lists the district starts with read in the page's language,
 * staff's own lists in English, marked (issue 37).
 */
function useListWords(): (
  list: ConfirmedList,
  word: 'name' | 'description',
) => { text: string; lang: 'en' | undefined } {
  const locale = useLocale();
  const t = useText();
  return (list, word) => {
    const shown = subscriptionListWord(list, word, locale, t);
    return { text: shown.value, lang: shown.isEnglish ? 'en' : undefined };
  };
}

/** "Language of the e-mails": English or Spanish, each name in its own language. */
function LanguageChoice({ selected }: { selected: Locale }) {
  const t = useText();
  const pageLocale = useLocale();
  return (
    <fieldset className="form-fieldset form-field">
      <legend className="form-label">{t('subscribe.language.legend')}</legend>
      {LOCALES.map((locale) => (
        <div key={locale} className="form-field--checkbox subscribe-option">
          <input
            id={`language-${locale}`}
            type="radio"
            className="form-checkbox"
            name="language"
            value={locale}
            defaultChecked={selected === locale}
          />
          {/* English names each language in itself; Spanish names both in Spanish. */}
          <label
            htmlFor={`language-${locale}`}
            lang={pageLocale === 'en' && locale !== 'en' ? locale : undefined}
          >
            {t(`subscribe.language.${locale}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function ListChoices({
  legend,
  lists,
  selected,
  error,
}: {
  legend: { text: string; lang: 'en' | undefined };
  lists: SubscriptionList[];
  selected: string[];
  error: string | undefined;
}) {
  const wordOf = useListWords();
  return (
    <fieldset
      className={`form-fieldset form-field${error ? ' form-field--error' : ''}`}
      aria-describedby={error ? 'lists-error' : undefined}
    >
      <legend className="form-label" lang={legend.lang}>
        {legend.text}
      </legend>
      {error ? (
        <p id="lists-error" className="field-error">
          {error}
        </p>
      ) : null}
      {lists.map((list) => (
        <div key={list.id} className="form-field--checkbox subscribe-option">
          <input
            id={`list-${list.id}`}
            type="checkbox"
            className="form-checkbox"
            name="lists"
            value={list.id}
            defaultChecked={selected.includes(list.id)}
            aria-describedby={list.description ? `list-${list.id}-hint` : undefined}
          />
          <label htmlFor={`list-${list.id}`} lang={wordOf(list, 'name').lang}>
            {wordOf(list, 'name').text}
          </label>
          {list.description ? (
            <p
              className="field-hint subscribe-option__hint"
              id={`list-${list.id}-hint`}
              lang={wordOf(list, 'description').lang}
            >
              {wordOf(list, 'description').text}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

function PrivacyNote({ content, w }: { content: SubscribePage; w: Word }) {
  return (
    <p className="form-note">
      <span lang={w('privacyNote').lang}>{w('privacyNote').text}</span>{' '}
      <a href={content.privacyLink.path} lang={w('privacyLinkLabel').lang}>
        {w('privacyLinkLabel').text}
      </a>
    </p>
  );
}

function SignUpForm({
  content,
  w,
  state,
}: {
  content: SubscribePage;
  w: Word;
  state: Extract<SubscribePageView, { kind: 'form' }>;
}) {
  const errors = Object.entries(state.errors).filter(([, message]) => Boolean(message));
  return (
    <>
      <p lang={w('intro').lang}>{w('intro').text}</p>
      {errors.length > 0 ? (
        // Without JavaScript the summary cannot take focus; role="alert" announces it.
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
          <h2
            className="error-summary__title"
            id="error-summary-title"
            lang={w('errorSummaryTitle').lang}
          >
            {w('errorSummaryTitle').text}
          </h2>
          <ul className="error-summary__list">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={field === 'email' ? '#email' : `#list-${state.lists[0]?.id ?? ''}`}>
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action={SUBSCRIBE_PATH} noValidate>
        <ListChoices
          legend={w('listsLegend')}
          lists={state.lists}
          selected={state.selected}
          error={state.errors.lists}
        />
        <div className={`form-field${state.errors.email ? ' form-field--error' : ''}`}>
          <label className="form-label" htmlFor="email" lang={w('emailLabel').lang}>
            {w('emailLabel').text}
          </label>
          <p className="field-hint" id="email-hint" lang={w('emailHint').lang}>
            {w('emailHint').text}
          </p>
          {state.errors.email ? (
            <p className="field-error" id="email-error">
              {state.errors.email}
            </p>
          ) : null}
          <input
            className="form-input"
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
            defaultValue={state.email}
            aria-invalid={state.errors.email ? true : undefined}
            aria-describedby={state.errors.email ? 'email-hint email-error' : 'email-hint'}
          />
        </div>
        <LanguageChoice selected={state.language} />
        <button type="submit" className="button" lang={w('submit').lang}>
          {w('submit').text}
        </button>
      </form>
      <PrivacyNote content={content} w={w} />
    </>
  );
}

/**
 * "Get updates by e-mail" and its private pages (issue 18): plain POST forms that need no
 * JavaScript and no account. The server picks the view; the page only draws it, in the page's
 * language (decision 325).
 */
export function SubscribeRoute({
  content,
  state,
}: {
  content: SubscribePage;
  state: SubscribePageView;
}) {
  const w = usePageWords(content);
  const listWord = useListWords();
  const header = (word: SubscribePageWord) => (
    <PageHeader title={w(word).text} lang={w(word).lang} />
  );
  const paragraph = (word: SubscribePageWord, role?: 'status' | 'alert', className?: string) => (
    <p role={role} className={className} lang={w(word).lang}>
      {w(word).text}
    </p>
  );
  const startAgain = (
    <p>
      <a href={SUBSCRIBE_PATH} lang={w('startAgainLabel').lang}>
        {w('startAgainLabel').text}
      </a>
    </p>
  );
  switch (state.kind) {
    case 'form':
      return (
        <>
          {header('title')}
          <div className="container page-body">
            <SignUpForm content={content} w={w} state={state} />
          </div>
        </>
      );
    case 'check-email':
      return (
        <>
          {header('checkEmailTitle')}
          <div className="container page-body">{paragraph('checkEmail', 'status')}</div>
        </>
      );
    case 'too-many':
      return (
        <>
          {header('title')}
          <div className="container page-body">{paragraph('tooMany', 'alert', 'field-error')}</div>
        </>
      );
    case 'confirm':
      return (
        <>
          {header('confirmTitle')}
          <div className="container page-body">
            {paragraph('confirmIntro')}
            <form method="post" action={SUBSCRIBE_CONFIRM_PATH}>
              <input type="hidden" name="token" value={state.token} />
              <button type="submit" className="button" lang={w('confirmButton').lang}>
                {w('confirmButton').text}
              </button>
            </form>
          </div>
        </>
      );
    case 'confirmed':
      return (
        <>
          {header('confirmedTitle')}
          <div className="container page-body">
            {paragraph('confirmed', 'status')}
            <ul>
              {state.lists.map((list) => (
                <li key={list.id} lang={listWord(list, 'name').lang}>
                  {listWord(list, 'name').text}
                </li>
              ))}
            </ul>
            <p>
              <a
                href={`${SUBSCRIBE_MANAGE_PATH}?token=${encodeURIComponent(state.manageToken)}`}
                lang={w('manageLinkLabel').lang}
              >
                {w('manageLinkLabel').text}
              </a>
            </p>
          </div>
        </>
      );
    case 'link-invalid':
      return (
        <>
          {header('linkInvalidTitle')}
          <div className="container page-body">
            {paragraph('linkInvalid', 'alert', 'field-error')}
            {startAgain}
          </div>
        </>
      );
    case 'manage':
      return (
        <>
          {header('manageTitle')}
          <div className="container page-body">
            {state.isSaved ? paragraph('saved', 'status') : null}
            <p>{state.email}</p>
            {paragraph('manageIntro')}
            <form method="post" action={SUBSCRIBE_MANAGE_PATH}>
              <input type="hidden" name="token" value={state.token} />
              <ListChoices
                legend={w('listsLegend')}
                lists={state.lists}
                selected={state.selected}
                error={undefined}
              />
              <LanguageChoice selected={state.language} />
              <div className="button-row">
                <button
                  type="submit"
                  className="button"
                  name="action"
                  value="save"
                  lang={w('saveButton').lang}
                >
                  {w('saveButton').text}
                </button>
                <button
                  type="submit"
                  className="button button--secondary"
                  name="action"
                  value="leave"
                  lang={w('leaveAllButton').lang}
                >
                  {w('leaveAllButton').text}
                </button>
              </div>
            </form>
            <PrivacyNote content={content} w={w} />
          </div>
        </>
      );
    case 'left':
      return (
        <>
          {header('leftTitle')}
          <div className="container page-body">
            {paragraph('left', 'status')}
            {startAgain}
          </div>
        </>
      );
  }
}
