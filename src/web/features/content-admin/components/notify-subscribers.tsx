import { useId } from 'react';
import { buildNoticeMail } from '#domain/subscriptions/subscription-mail.ts';
import type { NotifyInput } from '#domain/subscriptions/subscriptions-api.ts';
import { useDistrictDetails } from '#web/lib/site-page-data.tsx';

/**
 * "Notify subscribers" on a publish form (issue 18, item 3): one checkbox, and the e-mail it
 * sends, built in the browser from the same domain function the server sends with, so every
 * editor can read it before publishing. The personal links are placeholders here.
 */
export function NotifySubscribersChoice({
  notice,
  listLabel,
  isChecked,
  onChange,
  hint,
}: {
  /** The notice the item would send, from the form as it is now; undefined when it sends none. */
  notice: NotifyInput | undefined;
  listLabel: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  hint: string;
}) {
  const id = useId();
  const districtName = useDistrictDetails().name;
  const origin = typeof window === 'undefined' ? 'https://example.org' : window.location.origin;
  const personal = `${origin}/subscribe/manage?token=PERSONAL-LINK`;
  const mail = notice
    ? buildNoticeMail({
        districtName,
        listName: listLabel,
        subject: notice.subject,
        body: notice.body,
        url: new URL(notice.url, origin).toString(),
        manageUrl: personal,
        unsubscribeUrl: personal,
      })
    : undefined;
  return (
    <div className="form-field">
      <div className="form-field--checkbox">
        <input
          type="checkbox"
          id={id}
          className="form-checkbox"
          checked={isChecked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>Notify subscribers</label>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {isChecked && mail ? (
        <details>
          <summary>Preview the e-mail</summary>
          <p>
            <strong>Subject:</strong> {mail.subject}
          </p>
          <pre className="mail-preview">{mail.text}</pre>
        </details>
      ) : null}
    </div>
  );
}
