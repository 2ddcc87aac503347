import { useId, useRef, useState } from 'react';
import { FieldShell } from '#web/components/staff/staff-fields.tsx';
import { OutcomeBanner } from '#web/components/staff/staff-form.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { issueInspectorFeed, revokeInspectorFeed } from '../api/inspections-admin-api.ts';

const NEW_ADDRESS_WARNING =
  'Showing the address makes a new one: a calendar that subscribed to an earlier address stops updating until it subscribes to this one.';
const STOP_CONFIRMATION =
  'Stop the calendar feed? Every phone or calendar subscribed to it stops getting your inspections. You can get a new address afterwards.';

/**
 * "Your calendar feed" on My inspections (issue 17): the marshal's private iCalendar address, to
 * subscribe to from a phone calendar, and a way to stop it. The server keeps only the token's
 * hash, so showing the address issues a new one and revokes the old (decision 170).
 */
export function InspectorFeedSection({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; isError: boolean } | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const addressId = useId();

  function handleError(error: unknown) {
    if (error instanceof ApiError && error.status === 401) onUnauthorized();
    else if (error instanceof ApiError) setOutcome({ text: error.message, isError: true });
    else setOutcome({ text: 'We could not reach the server. Try again.', isError: true });
  }

  async function showAddress() {
    setIsBusy(true);
    setOutcome(null);
    try {
      const feed = await issueInspectorFeed();
      setUrl(feed.url);
    } catch (error) {
      handleError(error);
    } finally {
      setIsBusy(false);
    }
  }

  async function copyAddress() {
    if (!url) return;
    addressRef.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ text: 'The address is copied.', isError: false });
    } catch {
      setOutcome({
        text: 'Copying is not allowed here: the address is selected, copy it from the box.',
        isError: false,
      });
    }
  }

  async function stopFeed() {
    if (!window.confirm(STOP_CONFIRMATION)) return;
    setIsBusy(true);
    setOutcome(null);
    try {
      await revokeInspectorFeed();
      setUrl(null);
      setOutcome({
        text: 'The calendar feed is stopped. No earlier address works any more.',
        isError: false,
      });
    } catch (error) {
      handleError(error);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section aria-labelledby="inspector-feed" className="inspector-feed">
      <h2 id="inspector-feed">Your calendar feed</h2>
      <p>
        Subscribe to this private address in your phone’s calendar to see your booked inspections
        there. Anyone with the address sees them, so keep it to yourself.
      </p>
      <OutcomeBanner outcome={outcome} />
      {url ? (
        <FieldShell
          id={addressId}
          label="Calendar feed address"
          hint="This address replaces any earlier one: a calendar subscribed to an earlier address must subscribe to this one."
          error={undefined}
          isWide
        >
          {(props) => (
            <input
              {...props}
              ref={addressRef}
              className="form-input form-input--readonly"
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
        </FieldShell>
      ) : (
        <p>{NEW_ADDRESS_WARNING}</p>
      )}
      <div className="button-row">
        {url ? (
          <button type="button" className="button" onClick={() => void copyAddress()}>
            Copy the address
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={isBusy}
            onClick={() => void showAddress()}
          >
            Show the feed address
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          disabled={isBusy}
          onClick={() => void stopFeed()}
        >
          Stop this link
        </button>
      </div>
    </section>
  );
}
