/**
 * A status machine: the statuses a thing can be in, the moves allowed between them and the words
 * people read for each. Permit applications, burn permits, inspections and records requests each
 * define one with `defineStatusMachine`; the server's one `transition()` (src/server/status)
 * checks every move against it. No "from" lists live anywhere else (STYLE.md §8).
 */
export interface StatusMachine<S extends string> {
  /** Names the thing in shared timelines and references ('permit-application', 'burn-permit'). */
  readonly subjectKind: string;
  readonly statuses: readonly S[];
  /** For each status, where it may go next; an empty list marks a final status. */
  readonly moves: Readonly<Record<S, readonly S[]>>;
  /** The status as the public and staff read it. */
  readonly labels: Readonly<Record<S, string>>;
}

/**
 * Checks a machine once, when the module loads: every move must lead to a known status and every
 * status needs a label. Throws on a mistake so a typo never reaches a database.
 */
export function defineStatusMachine<const S extends string>(
  definition: StatusMachine<S>,
): StatusMachine<S> {
  const known = new Set<string>(definition.statuses);
  if (known.size !== definition.statuses.length) {
    throw new Error(`Status machine ${definition.subjectKind} lists a status twice`);
  }
  for (const from of definition.statuses) {
    const moves = definition.moves[from];
    if (!moves) throw new Error(`Status machine ${definition.subjectKind}: no moves for ${from}`);
    for (const to of moves) {
      if (!known.has(to)) {
        throw new Error(`Status machine ${definition.subjectKind}: ${from} → unknown ${to}`);
      }
    }
    if (!definition.labels[from]) {
      throw new Error(`Status machine ${definition.subjectKind}: no label for ${from}`);
    }
  }
  return Object.freeze({ ...definition });
}

export function canMove<S extends string>(machine: StatusMachine<S>, from: S, to: S): boolean {
  return machine.moves[from]?.includes(to) ?? false;
}

export function isStatusOf<S extends string>(
  machine: StatusMachine<S>,
  value: unknown,
): value is S {
  return typeof value === 'string' && (machine.statuses as readonly string[]).includes(value);
}

/** True when nothing can follow the status. */
export function isFinalStatus<S extends string>(machine: StatusMachine<S>, status: S): boolean {
  return machine.moves[status].length === 0;
}
