import type { SubscribePage } from '#domain/content/page-content.schema.ts';
import {
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_PATH,
  type SubscribePageView,
  type SubscriptionList,
} from '#domain/subscriptions/subscriptions-api.ts';
import { PageHeader } from '#web/features/pages/components/page-header.tsx';

function ListChoices({
  legend,
  lists,
  selected,
  error,
}: {
  legend: string;
  lists: SubscriptionList[];
  selected: string[];
  error: string | undefined;
}) {
  return (
    <fieldset
      className={`form-fieldset form-field${error ? ' form-field--error' : ''}`}
      aria-describedby={error ? 'lists-error' : undefined}
    >
      <legend className="form-label">{legend}</legend>
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
          <label htmlFor={`list-${list.id}`}>{list.name}</label>
          {list.description ? (
            <p className="field-hint subscribe-option__hint" id={`list-${list.id}-hint`}>
              {list.description}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

function PrivacyNote({ content }: { content: SubscribePage }) {
  return (
    <p className="form-note">
      {`${content.privacyNote} `}
      <a href={content.privacyLink.path}>{content.privacyLink.label}</a>
    </p>
  );
}

function SignUpForm({
  content,
  state,
}: {
  content: SubscribePage;
  state: Extract<SubscribePageView, { kind: 'form' }>;
}) {
  const errors = Object.entries(state.errors).filter(([, message]) => Boolean(message));
  return (
    <>
      <p>{content.intro}</p>
      {errors.length > 0 ? (
        // Without JavaScript the summary cannot take focus; role="alert" announces it.
        <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
          <h2 className="error-summary__title" id="error-summary-title">
            {content.errorSummaryTitle}
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
          legend={content.listsLegend}
          lists={state.lists}
          selected={state.selected}
          error={state.errors.lists}
        />
        <div className={`form-field${state.errors.email ? ' form-field--error' : ''}`}>
          <label className="form-label" htmlFor="email">
            {content.emailLabel}
          </label>
          <p className="field-hint" id="email-hint">
            {content.emailHint}
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
        <button type="submit" className="button">
          {content.submit}
        </button>
      </form>
      <PrivacyNote content={content} />
    </>
  );
}

/**
 * "Get updates by e-mail" and its private pages (issue 18): plain POST forms that need no
 * JavaScript and no account. The server picks the view; the page only draws it.
 */
export function SubscribeRoute({
  content,
  state,
}: {
  content: SubscribePage;
  state: SubscribePageView;
}) {
  switch (state.kind) {
    case 'form':
      return (
        <>
          <PageHeader title={content.title} />
          <div className="container page-body">
            <SignUpForm content={content} state={state} />
          </div>
        </>
      );
    case 'check-email':
      return (
        <>
          <PageHeader title={content.checkEmailTitle} />
          <div className="container page-body">
            <p role="status">{content.checkEmail}</p>
          </div>
        </>
      );
    case 'too-many':
      return (
        <>
          <PageHeader title={content.title} />
          <div className="container page-body">
            <p role="alert" className="field-error">
              {content.tooMany}
            </p>
          </div>
        </>
      );
    case 'confirm':
      return (
        <>
          <PageHeader title={content.confirmTitle} />
          <div className="container page-body">
            <p>{content.confirmIntro}</p>
            <form method="post" action={SUBSCRIBE_CONFIRM_PATH}>
              <input type="hidden" name="token" value={state.token} />
              <button type="submit" className="button">
                {content.confirmButton}
              </button>
            </form>
          </div>
        </>
      );
    case 'confirmed':
      return (
        <>
          <PageHeader title={content.confirmedTitle} />
          <div className="container page-body">
            <p role="status">{content.confirmed}</p>
            <ul>
              {state.listNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p>
              <a href={`${SUBSCRIBE_MANAGE_PATH}?token=${encodeURIComponent(state.manageToken)}`}>
                {content.manageLinkLabel}
              </a>
            </p>
          </div>
        </>
      );
    case 'link-invalid':
      return (
        <>
          <PageHeader title={content.linkInvalidTitle} />
          <div className="container page-body">
            <p role="alert" className="field-error">
              {content.linkInvalid}
            </p>
            <p>
              <a href={SUBSCRIBE_PATH}>{content.startAgainLabel}</a>
            </p>
          </div>
        </>
      );
    case 'manage':
      return (
        <>
          <PageHeader title={content.manageTitle} />
          <div className="container page-body">
            {state.isSaved ? <p role="status">{content.saved}</p> : null}
            <p>{state.email}</p>
            <p>{content.manageIntro}</p>
            <form method="post" action={SUBSCRIBE_MANAGE_PATH}>
              <input type="hidden" name="token" value={state.token} />
              <ListChoices
                legend={content.listsLegend}
                lists={state.lists}
                selected={state.selected}
                error={undefined}
              />
              <div className="button-row">
                <button type="submit" className="button" name="action" value="save">
                  {content.saveButton}
                </button>
                <button
                  type="submit"
                  className="button button--secondary"
                  name="action"
                  value="leave"
                >
                  {content.leaveAllButton}
                </button>
              </div>
            </form>
            <PrivacyNote content={content} />
          </div>
        </>
      );
    case 'left':
      return (
        <>
          <PageHeader title={content.leftTitle} />
          <div className="container page-body">
            <p role="status">{content.left}</p>
            <p>
              <a href={SUBSCRIBE_PATH}>{content.startAgainLabel}</a>
            </p>
          </div>
        </>
      );
  }
}
