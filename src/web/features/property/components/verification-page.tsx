import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { VerificationEntry } from '#domain/property/property-api.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  listAwaitingVerification,
  printAddressLetter,
  verifyAddressByPhone,
} from '../api/property-api.ts';
import { ProfileTrust, formatDistrictDate } from './profile-trust.tsx';

function PhoneForm({
  entry,
  onVerified,
  onFailure,
}: {
  entry: VerificationEntry;
  onVerified: () => void;
  onFailure: (failure: unknown) => Record<string, string> | void;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '');
    setError(undefined);
    verifyAddressByPhone(entry.id, note).then(onVerified, (failure: unknown) => {
      setError(onFailure(failure)?.note);
    });
  };
  return (
    <form onSubmit={submit} aria-label={`Verify ${entry.street}, ${entry.town} after a call`}>
      <div className={error ? 'form-field form-field--error' : 'form-field'}>
        <label htmlFor={`${id}-note`} className="form-label">
          Who called, and how you checked the address
        </label>
        {error ? <p id={`${id}-error`} className="field-error">{`Error: ${error}`}</p> : null}
        <input
          id={`${id}-note`}
          name="note"
          className="form-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" className="button button--secondary">
        Verified by phone
      </button>
    </form>
  );
}

/**
 * Address verification (issue 36, decision 334): each confirmed profile whose address nobody
 * verified, oldest first. Staff print a letter with a code to mail to the address, or record
 * that they verified it after a call; either goes in the activity log with who and when.
 */
export function VerificationPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [profiles, setProfiles] = useState<VerificationEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = useCallback(
    (failure: unknown): Record<string, string> | void => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else if (failure instanceof ApiError && failure.fields) return failure.fields;
      else if (failure instanceof ApiError) setError(failure.message);
      else setError('We could not reach the server. Try again.');
    },
    [onUnauthorized],
  );
  const load = useCallback(
    () => listAwaitingVerification().then((found) => setProfiles(found.profiles), fail),
    [fail],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const print = (entry: VerificationEntry) => {
    setError(null);
    printAddressLetter(entry.id).then((pdf) => {
      const url = URL.createObjectURL(pdf);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setNotice(`A letter for ${entry.street}, ${entry.town} is ready to print and mail.`);
      void load();
    }, fail);
  };

  if (profiles === null) return <p role="status">Loading…</p>;
  return (
    <div className="verification-page">
      {error ? (
        <p className="feature-refused" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {profiles.length === 0 ? <p>Every property profile’s address is verified.</p> : null}
      <ul className="row-list">
        {profiles.map((entry) => (
          <li key={entry.id}>
            <h2>{`${entry.street}, ${entry.town}`}</h2>
            <ProfileTrust trust={entry} />
            <p>
              {entry.letterPrintedAt
                ? `Letter printed ${formatDistrictDate(entry.letterPrintedAt)}. A new letter has a new code; the old one stops working.`
                : 'No letter printed yet.'}
            </p>
            <button type="button" className="button" onClick={() => print(entry)}>
              {entry.letterPrintedAt ? 'Print a new letter' : 'Print the letter'}
            </button>
            <PhoneForm
              entry={entry}
              onFailure={fail}
              onVerified={() => {
                setNotice(`${entry.street}, ${entry.town} is verified.`);
                void load();
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
