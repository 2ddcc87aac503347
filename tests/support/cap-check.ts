import { JSDOM } from 'jsdom';

/**
 * A checker of OASIS Common Alerting Protocol 1.2 messages, written from the standard's text
 * (CAP-v1.2, OASIS Standard, 1 July 2010: §3.2 the element dictionary, §3.3 the data types, and
 * the schema's element order). It answers every rule a message breaks, in words; an empty list
 * means the message passes. Elements of other namespaces (an enveloped ds:Signature) may follow
 * the last CAP element of <alert>, as the schema's `any ##other` allows.
 */

const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

/** One element of a sequence: its name, how often it may appear, and its check when present. */
interface Slot {
  name: string;
  min: number;
  max: number;
  check?: (element: Element, at: string) => string[];
}

/** A slot that appears exactly once, with its check. */
function exactlyOne(name: string, check: NonNullable<Slot['check']>): Slot {
  return { name, min: 1, max: 1, check };
}

/** §3.3.2: "2002-05-24T16:49:00-07:00"; a zone is required, and no letter ("Z") may stand for it. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})[-+](\d{2}):(\d{2})$/;

function checkDateTime(value: string, at: string): string[] {
  const match = DATE_TIME.exec(value);
  if (!match) return [`${at}: "${value}" is not a CAP date-time (YYYY-MM-DDThh:mm:ss±hh:mm)`];
  const [, year, month, day, hour, minute, second, zoneHours, zoneMinutes] = match.map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const isRealDay = date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
  const isRealTime = hour! < 24 && minute! < 60 && second! < 60;
  const isRealZone = zoneHours! <= 14 && zoneMinutes! < 60;
  return isRealDay && isRealTime && isRealZone ? [] : [`${at}: "${value}" is not a real instant`];
}

function textOf(element: Element): string {
  return element.textContent ?? '';
}

function oneOf(values: readonly string[]) {
  return (element: Element, at: string) =>
    values.includes(textOf(element))
      ? []
      : [`${at}: "${textOf(element)}" is not one of ${values.join(', ')}`];
}

const dateTime = (element: Element, at: string) => checkDateTime(textOf(element), at);

/** §3.2.1 identifier and sender: no spaces, commas or restricted characters (< and &). */
function token(element: Element, at: string): string[] {
  const value = textOf(element);
  return value && !/[\s,<&]/.test(value)
    ? []
    : [`${at}: "${value}" must be non-empty with no spaces, commas, < or &`];
}

function nonEmpty(element: Element, at: string): string[] {
  return textOf(element).trim() ? [] : [`${at} is empty`];
}

/** §3.2.1 references: space-separated "sender,identifier,sent" triples. */
function references(element: Element, at: string): string[] {
  const triples = textOf(element).trim().split(/\s+/);
  return triples.flatMap((triple) => {
    const parts = triple.split(',');
    if (parts.length !== 3 || !parts[0] || !parts[1]) {
      return [`${at}: "${triple}" is not sender,identifier,sent`];
    }
    return checkDateTime(parts[2]!, at);
  });
}

/** RFC 3066 language tags, as §3.2.2 <language> asks. */
function languageTag(element: Element, at: string): string[] {
  return /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/i.test(textOf(element))
    ? []
    : [`${at}: "${textOf(element)}" is not a language tag`];
}

function absoluteUri(element: Element, at: string): string[] {
  try {
    new URL(textOf(element));
    return [];
  } catch {
    return [`${at}: "${textOf(element)}" is not a full absolute URI`];
  }
}

const nameValue = (element: Element, at: string) =>
  checkSequence(element, at, [
    { name: 'valueName', min: 1, max: 1, check: nonEmpty },
    { name: 'value', min: 1, max: 1 },
  ]);

const AREA: Slot[] = [
  { name: 'areaDesc', min: 1, max: 1, check: nonEmpty },
  { name: 'polygon', min: 0, max: Infinity },
  { name: 'circle', min: 0, max: Infinity },
  { name: 'geocode', min: 0, max: Infinity, check: nameValue },
  { name: 'altitude', min: 0, max: 1 },
  { name: 'ceiling', min: 0, max: 1 },
];

const RESOURCE: Slot[] = [
  { name: 'resourceDesc', min: 1, max: 1, check: nonEmpty },
  { name: 'mimeType', min: 1, max: 1, check: nonEmpty },
  { name: 'size', min: 0, max: 1 },
  { name: 'uri', min: 0, max: 1, check: absoluteUri },
  { name: 'derefUri', min: 0, max: 1 },
  { name: 'digest', min: 0, max: 1 },
];

const INFO: Slot[] = [
  { name: 'language', min: 0, max: 1, check: languageTag },
  {
    name: 'category',
    min: 1,
    max: Infinity,
    check: oneOf([
      'Geo',
      'Met',
      'Safety',
      'Security',
      'Rescue',
      'Fire',
      'Health',
      'Env',
      'Transport',
      'Infra',
      'CBRNE',
      'Other',
    ]),
  },
  { name: 'event', min: 1, max: 1, check: nonEmpty },
  {
    name: 'responseType',
    min: 0,
    max: Infinity,
    check: oneOf([
      'Shelter',
      'Evacuate',
      'Prepare',
      'Execute',
      'Avoid',
      'Monitor',
      'Assess',
      'AllClear',
      'None',
    ]),
  },
  exactlyOne('urgency', oneOf(['Immediate', 'Expected', 'Future', 'Past', 'Unknown'])),
  exactlyOne('severity', oneOf(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'])),
  exactlyOne('certainty', oneOf(['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'])),
  { name: 'audience', min: 0, max: 1 },
  { name: 'eventCode', min: 0, max: Infinity, check: nameValue },
  { name: 'effective', min: 0, max: 1, check: dateTime },
  { name: 'onset', min: 0, max: 1, check: dateTime },
  { name: 'expires', min: 0, max: 1, check: dateTime },
  { name: 'senderName', min: 0, max: 1 },
  { name: 'headline', min: 0, max: 1 },
  { name: 'description', min: 0, max: 1 },
  { name: 'instruction', min: 0, max: 1 },
  { name: 'web', min: 0, max: 1, check: absoluteUri },
  { name: 'contact', min: 0, max: 1 },
  { name: 'parameter', min: 0, max: Infinity, check: nameValue },
  {
    name: 'resource',
    min: 0,
    max: Infinity,
    check: (element, at) => checkSequence(element, at, RESOURCE),
  },
  { name: 'area', min: 0, max: Infinity, check: (element, at) => checkSequence(element, at, AREA) },
];

const ALERT: Slot[] = [
  { name: 'identifier', min: 1, max: 1, check: token },
  { name: 'sender', min: 1, max: 1, check: token },
  { name: 'sent', min: 1, max: 1, check: dateTime },
  exactlyOne('status', oneOf(['Actual', 'Exercise', 'System', 'Test', 'Draft'])),
  exactlyOne('msgType', oneOf(['Alert', 'Update', 'Cancel', 'Ack', 'Error'])),
  { name: 'source', min: 0, max: 1 },
  { name: 'scope', min: 1, max: 1, check: oneOf(['Public', 'Restricted', 'Private']) },
  { name: 'restriction', min: 0, max: 1 },
  { name: 'addresses', min: 0, max: 1 },
  { name: 'code', min: 0, max: Infinity },
  { name: 'note', min: 0, max: 1 },
  { name: 'references', min: 0, max: 1, check: references },
  { name: 'incidents', min: 0, max: 1 },
  {
    name: 'info',
    min: 0,
    max: Infinity,
    check: (element, at) => checkSequence(element, at, INFO),
  },
];

/**
 * The CAP children of `parent` against `slots`: each in its place, as often as allowed. Elements
 * of another namespace may only come after the CAP ones, and only under <alert>.
 */
function checkSequence(parent: Element, at: string, slots: readonly Slot[]): string[] {
  const problems: string[] = [];
  const children = [...parent.children];
  const isAlert = parent.localName === 'alert';
  let position = 0;
  let slotIndex = 0;
  const counts = new Map<string, number>();
  for (const child of children) {
    position += 1;
    const where = `${at}/${child.localName}[${position}]`;
    if (child.namespaceURI !== CAP_NAMESPACE) {
      if (!isAlert) problems.push(`${where}: not a CAP element`);
      slotIndex = slots.length;
      continue;
    }
    const found = slots.findIndex(
      (slot, index) => index >= slotIndex && slot.name === child.localName,
    );
    if (found === -1) {
      const known = slots.some((slot) => slot.name === child.localName);
      problems.push(
        known
          ? `${where}: out of order (CAP 1.2 puts it before <${slots[slotIndex]?.name}>)`
          : `${where}: not an element of ${parent.localName}`,
      );
      continue;
    }
    slotIndex = found;
    const slot = slots[found]!;
    counts.set(slot.name, (counts.get(slot.name) ?? 0) + 1);
    if (slot.check) problems.push(...slot.check(child, where));
  }
  for (const slot of slots) {
    const count = counts.get(slot.name) ?? 0;
    if (count < slot.min) problems.push(`${at}: <${slot.name}> is required`);
    if (count > slot.max)
      problems.push(`${at}: <${slot.name}> may appear at most ${slot.max} time(s)`);
  }
  return problems;
}

/** Rules across elements, from the element dictionary's notes. */
function checkAlertRules(alert: Element): string[] {
  const first = (name: string) =>
    [...alert.children].find(
      (child) => child.localName === name && child.namespaceURI === CAP_NAMESPACE,
    );
  const problems: string[] = [];
  const scope = first('scope')?.textContent;
  if (scope === 'Restricted' && !first('restriction')) {
    problems.push('alert: <restriction> is required when <scope> is Restricted');
  }
  if (scope === 'Private' && !first('addresses')) {
    problems.push('alert: <addresses> is required when <scope> is Private');
  }
  const msgType = first('msgType')?.textContent;
  if ((msgType === 'Update' || msgType === 'Cancel') && !first('references')) {
    problems.push(`alert: an ${msgType} names the messages it replaces in <references>`);
  }
  for (const info of [...alert.children].filter((child) => child.localName === 'info')) {
    for (const area of [...info.children].filter((child) => child.localName === 'area')) {
      const has = (name: string) => [...area.children].some((child) => child.localName === name);
      if (has('ceiling') && !has('altitude')) problems.push('area: <ceiling> needs <altitude>');
    }
  }
  return problems;
}

/** Every rule of CAP 1.2 the message breaks; [] when it passes. */
export function checkCapMessage(xml: string): string[] {
  const { window } = new JSDOM('');
  const document = new window.DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  if (root.localName === 'parsererror' || document.getElementsByTagName('parsererror').length) {
    return ['the message is not well-formed XML'];
  }
  if (root.localName !== 'alert' || root.namespaceURI !== CAP_NAMESPACE) {
    return [`the root is not <alert xmlns="${CAP_NAMESPACE}">`];
  }
  return [...checkSequence(root, 'alert', ALERT), ...checkAlertRules(root)];
}
