import { useId, useState, type FormEvent } from 'react';
import type { PropertyCardResponse, PropertyReadResponse } from '#domain/property/property-api.ts';
import type { PropertySearchHit } from '#domain/property/property-api.ts';
import {
  PROPERTY_FIELD_LABELS,
  type PropertyDetailField,
} from '#domain/property/property-profile.ts';
import { INCIDENT_NUMBER_EXAMPLE } from '#domain/property/property-trust.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  readDispatchCard,
  readPropertyProfile,
  readSitePlan,
  searchPropertyProfiles,
} from '../api/property-api.ts';
import { ProfileTrust } from './profile-trust.tsx';

/** The order a crew reads a profile in: the way in first, then dangers, then people. */
const READ_ORDER: ReadonlyArray<{ title: string; fields: PropertyDetailField[] }> = [
  { title: 'Access', fields: ['gateCode', 'keyLocation', 'roadLimits'] },
  {
    title: 'Hazards',
    fields: ['fuelTanks', 'solar', 'chemicals', 'firearms', 'electricFence'],
  },
  { title: 'Water and animals', fields: ['water', 'animals'] },
  { title: 'People who may need help', fields: ['peopleNeeds', 'sleepingArea'] },
  { title: 'Business', fields: ['occupancy', 'hours', 'keyHolders'] },
  { title: 'Contacts', fields: ['contactName', 'contactPhone', 'otherContacts'] },
];

/** A field's label without "(optional, private)": the responder needs the word, not the hint. */
function shortLabel(field: PropertyDetailField): string {
  const label = PROPERTY_FIELD_LABELS[field];
  const hint = label.indexOf(' (');
  return hint === -1 ? label : label.slice(0, hint);
}

function ProfileView({
  profile,
  onOpenPlan,
}: {
  profile: PropertyReadResponse | PropertyCardResponse;
  onOpenPlan: (planId: string) => void;
}) {
  const details = profile.details as Partial<Record<PropertyDetailField, string>>;
  // The dispatch card prints alone: global.css hides the page around it (issue 37 item 6).
  const isCard = 'hasPrivateNotes' in profile;
  return (
    <article
      className={isCard ? 'responder-profile responder-profile--card' : 'responder-profile'}
      aria-labelledby="responder-profile-title"
    >
      <h2 id="responder-profile-title">{`${profile.street}, ${profile.town}`}</h2>
      <ProfileTrust trust={profile} />
      {profile.isStale ? (
        <p className="feature-refused" role="alert">
          Out of date: the owner has not checked this profile in over a year.
        </p>
      ) : null}
      {profile.mapLinks ? (
        <p>
          <a href={profile.mapLinks.geo}>Open the turn-in spot in the map app</a> ·{' '}
          <a href={profile.mapLinks.web}>Open it on the web map</a>
        </p>
      ) : null}
      {'hasPrivateNotes' in profile && profile.hasPrivateNotes ? (
        <p>
          The card leaves out private notes (people who may need help, firearms): read the full
          profile, with a reason, on a responder’s device.
        </p>
      ) : null}
      {READ_ORDER.map((section) => {
        const filled = section.fields.filter((field) => details[field]);
        if (filled.length === 0) return null;
        return (
          <section key={section.title}>
            <h3>{section.title}</h3>
            <dl>
              {filled.map((field) => (
                <div key={field}>
                  <dt>{shortLabel(field)}</dt>
                  <dd>{details[field]}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      {profile.sitePlans.length > 0 ? (
        <section>
          <h3>Site plans</h3>
          <p>Each one you open is logged with your reason, like this read.</p>
          <ul>
            {profile.sitePlans.map((plan, index) => (
              <li key={plan.id}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onOpenPlan(plan.id)}
                >
                  {`Open site plan ${index + 1} (PDF)`}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** One of the two "why" inputs, its hint and its error under it, linked by aria-describedby. */
function ReasonField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error: string | undefined;
}) {
  const { id, name, label, hint, error } = props;
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {`Error: ${error}`}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="form-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
    </div>
  );
}

/**
 * The responder's page (issue 30, item 3): find an address (typos forgiven), give the incident
 * number or a reason, read one profile. Large text for a phone in a truck; the dispatch card
 * prints without people's medical details. Every read is logged and shown to the owner.
 */
export function ResponderPage({ onUnauthorized }: { onUnauthorized: () => void }) {
  const ids = useId();
  const [hits, setHits] = useState<PropertySearchHit[] | null>(null);
  const [chosen, setChosen] = useState<PropertySearchHit | null>(null);
  const [profile, setProfile] = useState<PropertyReadResponse | PropertyCardResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [why, setWhy] = useState<{ incident: string; reason: string } | null>(null);

  const fail = (failure: unknown) => {
    if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
    else if (failure instanceof ApiError && failure.fields) setFieldErrors(failure.fields);
    else if (failure instanceof ApiError) setError(failure.message);
    else setError('We could not reach the server. Try again.');
  };

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('address') ?? '');
    setError(null);
    setProfile(null);
    setChosen(null);
    searchPropertyProfiles(address).then((found) => setHits(found.hits), fail);
  };

  const read = (event: FormEvent<HTMLFormElement>, asCard: boolean) => {
    event.preventDefault();
    if (!chosen) return;
    const data = new FormData(event.currentTarget);
    const body = {
      incident: String(data.get('incident') ?? ''),
      reason: String(data.get('reason') ?? ''),
    };
    setError(null);
    setFieldErrors({});
    setWhy(body);
    (asCard ? readDispatchCard(chosen.id, body) : readPropertyProfile(chosen.id, body)).then(
      setProfile,
      fail,
    );
  };

  return (
    <div className="responder-page">
      {error ? (
        <p className="feature-refused" role="alert">
          {error}
        </p>
      ) : null}
      <form onSubmit={search} role="search" aria-label="Find a property">
        <label htmlFor={`${ids}-address`} className="form-label">
          Address of the call
        </label>
        <input id={`${ids}-address`} name="address" className="form-input" autoComplete="off" />
        <button type="submit" className="button">
          Find
        </button>
      </form>
      {hits && hits.length === 0 ? <p role="status">No profile near that address.</p> : null}
      {hits && hits.length > 0 ? (
        <fieldset className="form-fieldset">
          <legend className="form-label">Choose the address</legend>
          {hits.map((hit) => (
            <div key={hit.id} className="form-field--checkbox">
              <input
                type="radio"
                id={`${ids}-${hit.id}`}
                name="profile"
                className="form-checkbox"
                checked={chosen?.id === hit.id}
                aria-describedby={`${ids}-${hit.id}-trust`}
                onChange={() => {
                  setChosen(hit);
                  setProfile(null);
                }}
              />
              <label htmlFor={`${ids}-${hit.id}`}>
                {`${hit.street}, ${hit.town}${hit.isStale ? ' (out of date)' : ''}`}
              </label>
              <ProfileTrust trust={hit} id={`${ids}-${hit.id}-trust`} />
            </div>
          ))}
        </fieldset>
      ) : null}
      {chosen ? (
        <form onSubmit={(event) => read(event, false)}>
          <p>Every read is logged and shown to the owner with your reason.</p>
          <ReasonField
            id={`${ids}-incident`}
            name="incident"
            label="Incident number"
            hint={`As the CAD writes it, like ${INCIDENT_NUMBER_EXAMPLE}.`}
            error={fieldErrors.incident}
          />
          <ReasonField
            id={`${ids}-reason`}
            name="reason"
            label="Or the reason"
            hint="A few words, like “smoke reported at the barn”."
            error={fieldErrors.reason}
          />
          <button type="submit" className="button">
            Read the profile
          </button>{' '}
          <button
            type="button"
            className="button button--secondary"
            onClick={(event) => {
              const formElement = event.currentTarget.form;
              if (formElement) {
                read(
                  {
                    preventDefault: () => undefined,
                    currentTarget: formElement,
                  } as FormEvent<HTMLFormElement>,
                  true,
                );
              }
            }}
          >
            Dispatch card (no medical details)
          </button>
        </form>
      ) : null}
      {profile ? (
        <>
          <ProfileView
            profile={profile}
            onOpenPlan={(planId) => {
              if (!why) return;
              setError(null);
              readSitePlan(profile.id, planId, why).then((pdf) => {
                const url = URL.createObjectURL(pdf);
                window.open(url, '_blank', 'noopener');
                setTimeout(() => URL.revokeObjectURL(url), 60_000);
              }, fail);
            }}
          />
          {'hasPrivateNotes' in profile ? (
            <button type="button" className="button" onClick={() => window.print()}>
              Print the card
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
