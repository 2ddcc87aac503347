import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { CHIPPER_FORM_PILES } from '#domain/chipper/chipper-api.ts';
import { formatLongDay } from '#domain/calendar-date.ts';
import type { ChipperRules } from '#domain/chipper/chipper-rules.ts';
import { NOT_CHIPPED_REASONS } from '#domain/chipper/chipper-season.ts';
import { PROPERTY_TOWNS } from '#domain/property/property-profile.ts';
import { TableRegion } from '#web/components/ui/table-region.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  addDay,
  addZone,
  cancelDay,
  downloadFiguresCsv,
  downloadRouteSheet,
  issueCrewLink,
  readFigures,
  readSeason,
  saveRules,
  type ChipperFigures,
  type ChipperSeason,
} from '../api/chipper-admin-api.ts';

type Failure = (failure: unknown) => Record<string, string> | void;

const REASON_LABELS: Record<(typeof NOT_CHIPPED_REASONS)[number], string> = {
  'not-found': 'not found',
  'too-large': 'too large',
  'wrong-material': 'wrong material',
  'not-at-road': 'not at the road',
};

/** One labelled input with its message under it (STYLE.md §4). */
function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? <p id={`${id}-error`} className="field-error">{`Error: ${error}`}</p> : null}
      {children({
        id: `${id}-${name}`,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
    </div>
  );
}

const NUMBER_RULES: Array<[keyof ChipperRules, string]> = [
  ['maxPileLengthFt', 'Largest pile length (ft)'],
  ['maxPileWidthFt', 'Largest pile width (ft)'],
  ['maxPileHeightFt', 'Largest pile height (ft)'],
  ['maxLimbDiameterIn', 'Largest limb across (in)'],
  ['maxPilesPerSignUp', `Piles per sign-up (at most ${CHIPPER_FORM_PILES})`],
  ['closeDaysBefore', 'Sign-up closes this many days before a day'],
  ['maxFeetFromRoad', 'Farthest from the road (ft)'],
];

function RulesForm({
  rules,
  onSaved,
  onFailure,
}: {
  rules: ChipperRules;
  onSaved: (message: string) => void;
  onFailure: Failure;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const next = {
      ...Object.fromEntries(NUMBER_RULES.map(([name]) => [name, Number(text(name))])),
      atRoadBy: text('atRoadBy'),
      accepted: { en: text('acceptedEn'), es: text('acceptedEs') },
      notAccepted: { en: text('notAcceptedEn'), es: text('notAcceptedEs') },
      source: text('source'),
    } as ChipperRules;
    setErrors({});
    saveRules(next).then(
      () => onSaved('The rules are saved. The sign-up page shows them now.'),
      (failure: unknown) => setErrors(onFailure(failure) ?? {}),
    );
  };
  const texts: Array<[string, string, string]> = [
    ['acceptedEn', 'What the crew takes (English)', rules.accepted.en],
    ['acceptedEs', 'What the crew takes (Spanish)', rules.accepted.es],
    ['notAcceptedEn', 'What the crew leaves (English)', rules.notAccepted.en],
    ['notAcceptedEs', 'What the crew leaves (Spanish)', rules.notAccepted.es],
  ];
  const fieldOf = (name: string) => name.replace(/(En|Es)$/, '');
  return (
    <form onSubmit={submit} aria-labelledby="chipper-rules-heading" noValidate>
      <h2 id="chipper-rules-heading">Rules</h2>
      <div className="chipper-pile">
        {NUMBER_RULES.map(([name, label]) => (
          <Field key={name} name={name} label={label} error={errors[name]}>
            {(props) => (
              <input
                {...props}
                name={name}
                className="form-input"
                inputMode="decimal"
                defaultValue={String(rules[name])}
              />
            )}
          </Field>
        ))}
        <Field name="atRoadBy" label="Piles at the road by (HH:MM)" error={errors.atRoadBy}>
          {(props) => (
            <input
              {...props}
              name="atRoadBy"
              className="form-input"
              defaultValue={rules.atRoadBy}
            />
          )}
        </Field>
      </div>
      {texts.map(([name, label, value]) => (
        <Field
          key={name}
          name={name}
          label={label}
          error={errors[`${fieldOf(name)}.${name.slice(-2).toLowerCase()}`]}
        >
          {(props) => (
            <textarea {...props} name={name} className="form-input" rows={2} defaultValue={value} />
          )}
        </Field>
      ))}
      <Field
        name="source"
        label="Where the numbers come from"
        hint="Name the ordinance, the district's decision or the program each number follows."
        error={errors.source}
      >
        {(props) => (
          <textarea
            {...props}
            name="source"
            className="form-input"
            rows={3}
            defaultValue={rules.source}
          />
        )}
      </Field>
      <button type="submit" className="button">
        Save the rules
      </button>
    </form>
  );
}

function ZoneForm({
  onSaved,
  onFailure,
}: {
  onSaved: (message: string) => void;
  onFailure: Failure;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = { en: String(data.get('nameEn') ?? ''), es: String(data.get('nameEs') ?? '') };
    const streets = String(data.get('streets') ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    setErrors({});
    addZone({ name, towns: data.getAll('towns').map(String), streets }).then(
      () => {
        form.reset();
        onSaved(`Zone ${name.en} added.`);
      },
      (failure: unknown) => setErrors(onFailure(failure) ?? {}),
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="chipper-zone-heading" noValidate>
      <h3 id="chipper-zone-heading">Add a zone</h3>
      <Field name="nameEn" label="Name (English)" error={errors['name.en']}>
        {(props) => <input {...props} name="nameEn" className="form-input" />}
      </Field>
      <Field name="nameEs" label="Name (Spanish)" error={errors['name.es']}>
        {(props) => <input {...props} name="nameEs" className="form-input" />}
      </Field>
      <fieldset
        className={errors.towns ? 'form-fieldset form-field--error' : 'form-fieldset'}
        aria-describedby={errors.towns ? 'chipper-towns-error' : undefined}
      >
        <legend className="form-label">Towns</legend>
        {errors.towns ? (
          <p id="chipper-towns-error" className="field-error">{`Error: ${errors.towns}`}</p>
        ) : null}
        {PROPERTY_TOWNS.map((town) => (
          <div key={town} className="form-field--checkbox">
            <input
              type="checkbox"
              id={`chipper-town-${town}`}
              name="towns"
              value={town}
              className="form-checkbox"
            />
            <label htmlFor={`chipper-town-${town}`}>{town}</label>
          </div>
        ))}
      </fieldset>
      <Field
        name="streets"
        label="Streets (optional)"
        hint="Only when a town is split between zones: one street per line, without house numbers."
        error={errors.streets}
      >
        {(props) => <textarea {...props} name="streets" className="form-input" rows={3} />}
      </Field>
      <button type="submit" className="button">
        Add the zone
      </button>
    </form>
  );
}

function DayForm({
  season,
  onSaved,
  onFailure,
}: {
  season: ChipperSeason;
  onSaved: (message: string) => void;
  onFailure: Failure;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const day = String(data.get('day') ?? '');
    setErrors({});
    addDay({
      zoneId: String(data.get('zoneId') ?? ''),
      day,
      capacityPiles: Number(data.get('capacityPiles') ?? 0),
    }).then(
      () => onSaved(`Chipping day ${day} added.`),
      (failure: unknown) => setErrors(onFailure(failure) ?? {}),
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="chipper-day-heading" noValidate>
      <h3 id="chipper-day-heading">Add a chipping day</h3>
      <Field name="zoneId" label="Zone" error={errors.zoneId}>
        {(props) => (
          <select {...props} name="zoneId" className="form-input">
            {season.zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name.en}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="day" label="Day" error={errors.day}>
        {(props) => <input {...props} type="date" name="day" className="form-input" />}
      </Field>
      <Field name="capacityPiles" label="Capacity (piles)" error={errors.capacityPiles}>
        {(props) => (
          <input
            {...props}
            name="capacityPiles"
            inputMode="numeric"
            className="form-input"
            defaultValue="60"
          />
        )}
      </Field>
      <button type="submit" className="button">
        Add the day
      </button>
    </form>
  );
}

function DayActions({
  dayId,
  label,
  canCancel,
  onDone,
  onFailure,
}: {
  dayId: string;
  label: string;
  canCancel: boolean;
  onDone: (message: string) => void;
  onFailure: Failure;
}) {
  const id = useId();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const openCrewPage = () => {
    issueCrewLink(dayId).then(({ url }) => {
      window.location.assign(url);
    }, onFailure);
  };
  const cancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setReasonError(undefined);
    cancelDay(dayId, reason).then(
      ({ told }) => onDone(`${label} is cancelled; ${told} residents were told.`),
      (failure: unknown) => setReasonError(onFailure(failure)?.reason),
    );
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={openCrewPage}>
        Open the crew page<span className="visually-hidden"> for {label}</span>
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void downloadRouteSheet(dayId).catch(onFailure)}
      >
        Print the route sheet<span className="visually-hidden"> for {label}</span>
      </button>
      {canCancel ? (
        <details>
          <summary>
            Cancel<span className="visually-hidden"> {label}</span>
          </summary>
          <form onSubmit={cancel} noValidate>
            <div className={reasonError ? 'form-field form-field--error' : 'form-field'}>
              <label htmlFor={`${id}-reason`} className="form-label">
                Why (residents read it)
              </label>
              {reasonError ? (
                <p id={`${id}-error`} className="field-error">{`Error: ${reasonError}`}</p>
              ) : null}
              <input
                id={`${id}-reason`}
                name="reason"
                className="form-input"
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-error` : undefined}
              />
            </div>
            <button type="submit" className="button button--secondary button--small">
              Cancel {label} and tell residents
            </button>
          </form>
        </details>
      ) : null}
    </>
  );
}

function FiguresTable({ figures, season }: { figures: ChipperFigures; season: ChipperSeason }) {
  const zoneName = (id: string) => season.zones.find((zone) => zone.id === id)?.name.en ?? '';
  const rows = [
    ...figures.zones.map((zone) => ({ key: zone.zoneId, label: zone.name, figures: zone.figures })),
    { key: 'season', label: 'Season', figures: figures.season },
  ];
  const refused = (f: ChipperFigures['season']) =>
    NOT_CHIPPED_REASONS.filter((reason) => f.notChippedByReason[reason] > 0)
      .map((reason) => `${f.notChippedByReason[reason]} ${REASON_LABELS[reason]}`)
      .join(', ') || 'none';
  return (
    <TableRegion
      caption="The season's figures by zone"
      className="admin-table--stacked"
      columns={[
        'Zone',
        'Piles registered',
        'Chipped',
        'Not chipped',
        'Waitlisted',
        'Households',
        'Loads',
        'Crew hours',
      ]}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" data-label="Zone">
              {row.label || zoneName(row.key)}
            </th>
            <td data-label="Piles registered">{row.figures.pilesRegistered}</td>
            <td data-label="Chipped">{row.figures.pilesChipped}</td>
            <td data-label="Not chipped">{`${row.figures.pilesNotChipped} (${refused(row.figures)})`}</td>
            <td data-label="Waitlisted">{row.figures.pilesWaitlisted}</td>
            <td data-label="Households">{row.figures.households}</td>
            <td data-label="Loads">{row.figures.loads}</td>
            <td data-label="Crew hours">{row.figures.crewHours}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/**
 * The chipper program's back office (issue 38): the rules, the zones, the days with their
 * bookings and the crew page's link, and the season's figures with their CSV.
 */
export function ChipperAdminPage({
  onUnauthorized,
  canManage,
}: {
  onUnauthorized: () => void;
  /** The crew (chipper:crew only) sees the days and opens a day's page; nothing else. */
  canManage: boolean;
}) {
  const [season, setSeason] = useState<ChipperSeason | null>(null);
  const [figures, setFigures] = useState<ChipperFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fail = useCallback<Failure>(
    (failure) => {
      if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
      else if (failure instanceof ApiError && failure.fields) return failure.fields;
      else if (failure instanceof ApiError) setError(failure.message);
      else setError('We could not reach the server. Try again.');
    },
    [onUnauthorized],
  );
  const load = useCallback(
    () =>
      Promise.all([readSeason(), canManage ? readFigures() : null]).then(
        ([nextSeason, nextFigures]) => {
          setSeason(nextSeason);
          setFigures(nextFigures);
        },
        fail,
      ),
    [fail, canManage],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const saved = (message: string) => {
    setError(null);
    setNotice(message);
    void load();
  };

  if (season === null || (canManage && figures === null)) {
    return <p role="status">Loading…</p>;
  }
  const zoneName = (id: string) => season.zones.find((zone) => zone.id === id)?.name.en ?? '';
  return (
    <div className="chipper-admin">
      {error ? (
        <p className="feature-refused" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status">{notice}</p>
      <section aria-labelledby="chipper-days-heading">
        <h2 id="chipper-days-heading">Chipping days</h2>
        {season.days.length === 0 ? (
          <p>No chipping day yet: add the zones, then the days.</p>
        ) : (
          <TableRegion
            caption="Chipping days and their bookings"
            className="admin-table--stacked"
            columns={['Day', 'Zone', 'Booked', 'Waitlist', 'Actions']}
          >
            <tbody>
              {season.days.map((day) => {
                const label = `${formatLongDay(day.day)}, ${zoneName(day.zoneId)}`;
                return (
                  <tr key={day.id}>
                    <th scope="row" data-label="Day">
                      {formatLongDay(day.day)}
                      {day.isCancelled ? ' (cancelled)' : ''}
                    </th>
                    <td data-label="Zone">{zoneName(day.zoneId)}</td>
                    <td data-label="Booked">{`${day.bookedPiles} of ${day.capacityPiles} piles`}</td>
                    <td data-label="Waitlist">{`${day.waitlistedPiles} piles`}</td>
                    <td data-label="Actions">
                      {day.isCancelled ? null : (
                        <DayActions
                          dayId={day.id}
                          label={label}
                          canCancel={canManage}
                          onDone={saved}
                          onFailure={fail}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </TableRegion>
        )}
        {canManage && season.zones.length > 0 ? (
          <DayForm season={season} onSaved={saved} onFailure={fail} />
        ) : null}
      </section>
      {canManage && figures ? (
        <>
          <section aria-labelledby="chipper-zones-heading">
            <h2 id="chipper-zones-heading">Zones</h2>
            <ul>
              {season.zones.map((zone) => (
                <li key={zone.id}>
                  {`${zone.name.en} / ${zone.name.es}: ${zone.towns.join(', ')}`}
                  {zone.streets.length > 0 ? ` (${zone.streets.join(', ')})` : ''}
                </li>
              ))}
            </ul>
            <ZoneForm onSaved={saved} onFailure={fail} />
          </section>
          <section aria-labelledby="chipper-figures-heading">
            <h2 id="chipper-figures-heading">Figures</h2>
            <FiguresTable figures={figures} season={season} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void downloadFiguresCsv().catch(fail)}
            >
              Download the figures (CSV)
            </button>
          </section>
          <RulesForm rules={season.rules} onSaved={saved} onFailure={fail} />
        </>
      ) : null}
    </div>
  );
}
