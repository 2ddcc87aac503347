import { useId } from 'react';
import { SUBSCRIPTION_MAIL_EN } from '#domain/i18n/messages/subscription-mail.en.ts';
import { buildNoticeMail, fillMailText } from '#domain/subscriptions/subscription-mail.ts';
import type { NotifyInput } from '#domain/subscriptions/subscriptions-api.ts';
import { useDistrictDetails } from '#web/lib/site-page-data.tsx';

/** The English mail words, filled in without FormatJS (the back office's bundle). */
const ENGLISH_MAIL = { t: fillMailText(SUBSCRIPTION_MAIL_EN), lang: 'en' };

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
  nothingToSend,
}: {
  /**
   * The notice the item would send, from the form as it is now; undefined when it sends none.
   * A page that lists several items (meetings, jobs) may send several, one per change.
   */
  notice: NotifyInput | readonly NotifyInput[] | undefined;
  listLabel: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  hint: string;
  /** Said when the box is ticked but the form as it is now sends nothing. */
  nothingToSend?: string;
}) {
  const id = useId();
  const districtName = useDistrictDetails().name;
  const origin = typeof window === 'undefined' ? 'https://example.org' : window.location.origin;
  const personal = `${origin}/subscribe/manage?token=PERSONAL-LINK`;
  const notices = notice === undefined ? [] : Array.isArray(notice) ? notice : [notice];
  const mails = notices.map((one: NotifyInput) =>
    buildNoticeMail(
      {
        districtName,
        listName: listLabel,
        subject: one.subject,
        body: one.body,
        url: new URL(one.url, origin).toString(),
        manageUrl: personal,
        unsubscribeUrl: personal,
      },
      ENGLISH_MAIL,
    ),
  );
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
      {isChecked
        ? mails.map((mail, index) => (
            <details key={`${index}-${mail.subject}`}>
              <summary>
                {mails.length === 1
                  ? 'Preview the e-mail'
                  : `Preview e-mail ${index + 1} of ${mails.length}: ${mail.subject}`}
              </summary>
              <p>
                <strong>Subject:</strong> {mail.subject}
              </p>
              <pre className="mail-preview">{mail.text}</pre>
            </details>
          ))
        : null}
      {isChecked && mails.length === 0 && nothingToSend ? (
        <p role="status">{nothingToSend}</p>
      ) : null}
    </div>
  );
}
