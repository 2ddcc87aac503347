/**
 * The nine lodash functions react-big-calendar imports, for the calls it makes (vite.config.ts
 * `calendarLodash` hands them to it instead of lodash's modules). lodash's `isEqual` and
 * `sortBy` bring its whole comparison and iteratee machinery, about 9 KB on the wire that every
 * calendar visitor loaded (issue 26, decision 295). Each follows lodash's documented behaviour for
 * the arguments react-big-calendar 1.20 passes; rbc-lodash.test.ts checks them against lodash.
 */

type Dictionary = Record<PropertyKey, unknown>;

export function chunk<T>(array: readonly T[], size = 1): T[][] {
  const chunks: T[][] = [];
  const step = Math.max(Math.trunc(size), 0);
  if (step === 0) return chunks;
  for (let index = 0; index < array.length; index += step) {
    chunks.push(array.slice(index, index + step));
  }
  return chunks;
}

/** Fills the keys `object` lacks (undefined) from each source in turn; changes and returns `object`. */
export function defaults(object: Dictionary, ...sources: (Dictionary | null | undefined)[]) {
  for (const source of sources) {
    if (source == null) continue;
    for (const key in source) {
      if (object[key] === undefined) object[key] = source[key];
    }
  }
  return object;
}

export function findIndex<T>(
  array: readonly T[] | null | undefined,
  predicate: (value: T) => unknown,
) {
  return array ? array.findIndex((value) => predicate(value)) : -1;
}

/** Deep equality of primitives (NaN equals NaN), dates, arrays and plain objects; else identity. */
export function isEqual(left: unknown, right: unknown): boolean {
  if (left === right || (Number.isNaN(left) && Number.isNaN(right))) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (left instanceof Date || right instanceof Date) {
    return (
      left instanceof Date && right instanceof Date && isEqual(left.getTime(), right.getTime())
    );
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((value, index) => isEqual(value, right[index]))
    );
  }
  if (Object.getPrototypeOf(left) !== Object.getPrototypeOf(right)) return false;
  const leftKeys = Object.keys(left);
  const rightRecord = right as Dictionary;
  return (
    leftKeys.length === Object.keys(right).length &&
    leftKeys.every(
      (key) => Object.hasOwn(right, key) && isEqual((left as Dictionary)[key], rightRecord[key]),
    )
  );
}

export function mapValues<T, R>(object: Record<string, T>, iteratee: (value: T, key: string) => R) {
  const mapped: Record<string, R> = {};
  for (const key of Object.keys(object)) mapped[key] = iteratee(object[key] as T, key);
  return mapped;
}

/** A shallow copy of `object` (own and inherited enumerable keys) without `keys`. */
export function omit(object: Dictionary | null | undefined, keys: readonly PropertyKey[]) {
  const copy: Dictionary = {};
  if (object == null) return copy;
  for (const key in object) copy[key] = object[key];
  for (const key of keys) delete copy[key];
  return copy;
}

/** The integers from `start` up to, not including, `end` (counting down when `end` is lower). */
export function range(start: number, end?: number): number[] {
  const [from, to] = end === undefined ? [0, start] : [start, end];
  const step = from < to ? 1 : -1;
  const length = Math.max(Math.ceil((to - from) / step), 0);
  return Array.from({ length }, (_, index) => from + index * step);
}

type Iteratee<T> = string | ((value: T) => unknown);

function compareAscending(left: unknown, right: unknown): number {
  if (left === right) return 0;
  if (left === undefined) return 1;
  if (right === undefined) return -1;
  return (left as number) < (right as number) ? -1 : (left as number) > (right as number) ? 1 : 0;
}

/** A stable ascending sort by each iteratee in turn (a property name or a function). */
export function sortBy<T>(
  collection: readonly T[],
  iteratees: Iteratee<T> | readonly Iteratee<T>[],
) {
  const list = Array.isArray(iteratees) ? iteratees : [iteratees as Iteratee<T>];
  const read = list.map((iteratee) =>
    typeof iteratee === 'function' ? iteratee : (value: T) => (value as Dictionary)[iteratee],
  );
  return collection
    .map((value) => ({ value, keys: read.map((readKey) => readKey(value)) }))
    .sort((left, right) => {
      for (const [index, key] of left.keys.entries()) {
        const order = compareAscending(key, right.keys[index]);
        if (order !== 0) return order;
      }
      return 0;
    })
    .map(({ value }) => value);
}

/** Folds an array into `accumulator`; an iteratee returning `false` stops early. */
export function transform<T, A>(
  array: readonly T[],
  iteratee: (accumulator: A, value: T, index: number) => unknown,
  accumulator: A,
): A {
  for (const [index, value] of array.entries()) {
    if (iteratee(accumulator, value, index) === false) break;
  }
  return accumulator;
}
