import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { DISTRICT_TIME_ZONE } from '#domain/clock.ts';
import type { AlertLevel } from '#domain/content/site-alert.schema.ts';

/**
 * Alerts and No burning days as OASIS Common Alerting Protocol 1.2 messages (issue 37 item 4,
 * decision 340). What a message says is fixed when it is written (the cap_messages table), so a
 * message read again is the same message; this module only writes it out as CAP's XML.
 */

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';

export const CAP_MSG_TYPES = ['Alert', 'Update', 'Cancel'] as const;
export type CapMsgType = (typeof CAP_MSG_TYPES)[number];

export type CapUrgency = 'Immediate' | 'Expected' | 'Future' | 'Past' | 'Unknown';
export type CapSeverity = 'Extreme' | 'Severe' | 'Moderate' | 'Minor' | 'Unknown';
export type CapCertainty = 'Observed' | 'Likely' | 'Possible' | 'Unlikely' | 'Unknown';

export interface CapRating {
  urgency: CapUrgency;
  severity: CapSeverity;
  certainty: CapCertainty;
}

/** Decision 340: each alert level's urgency, severity and certainty, with its sources. */
export const ALERT_LEVEL_RATINGS: Readonly<Record<AlertLevel, CapRating>> = {
  emergency: { urgency: 'Immediate', severity: 'Extreme', certainty: 'Observed' },
  warning: { urgency: 'Expected', severity: 'Severe', certainty: 'Likely' },
  information: { urgency: 'Future', severity: 'Minor', certainty: 'Possible' },
};

/** Decision 340: a No burning day is in force now and certain; the harm is a fire's spread. */
export const NO_BURNING_RATING: CapRating = {
  urgency: 'Immediate',
  severity: 'Moderate',
  certainty: 'Observed',
};

/** Where the messages apply, from the settings staff correct (decision 340). */
export const CapSettingsSchema = z.object({
  /** After the towns in areaDesc: "Summit County, Utah". */
  countyName: z.object({
    en: z.string().trim().min(1, 'Enter the county.').max(100, 'Keep it under 100 characters.'),
    es: z.string().trim().min(1, 'Enter the county.').max(100, 'Keep it under 100 characters.'),
  }),
  geocodes: z
    .array(
      z.object({
        valueName: z
          .string()
          .regex(/^[a-z0-9-]{1,20}$/i, 'Enter a code name such as SAME or FIPS.'),
        value: z.string().regex(/^[a-z0-9-]{1,20}$/i, 'Enter the code, such as 049043.'),
      }),
    )
    .min(1, 'Keep at least one geocode.')
    .max(10, 'List at most 10 geocodes.'),
});
export type CapSettings = z.infer<typeof CapSettingsSchema>;

/** Summit County, Utah: FIPS 49043 (state 49, county 043) and its SAME code 049043. */
export const DEFAULT_CAP_SETTINGS: CapSettings = {
  countyName: { en: 'Summit County, Utah', es: 'condado de Summit, Utah' },
  geocodes: [
    { valueName: 'FIPS', value: '49043' },
    { valueName: 'SAME', value: '049043' },
  ],
};

export const CAP_LANGUAGES = ['en-US', 'es-US'] as const;
export type CapLanguage = (typeof CAP_LANGUAGES)[number];

/** One language's words of a message. */
export interface CapInfoWords {
  language: CapLanguage;
  event: string;
  senderName: string;
  headline: string;
  description: string;
  web: string;
  areaDesc: string;
}

/** What an Alert or Update says; a Cancel says nothing more than what it cancels. */
export interface CapContent extends CapRating {
  effective: string;
  expires: string | null;
  geocodes: CapSettings['geocodes'];
  infos: CapInfoWords[];
}

export interface CapMessage {
  identifier: string;
  sender: string;
  /** UTC instant. */
  sent: string;
  msgType: CapMsgType;
  /** Earlier messages this one updates or cancels. */
  references: { identifier: string; sent: string }[];
  content: CapContent | null;
}

/**
 * A CAP date-time: the district's wall clock with its offset, to the second, never "Z" (CAP 1.2
 * §3.3.2 writes UTC as -00:00 and allows no letter for a zone).
 */
export function formatCapDateTime(instant: string | Date): string {
  const time = new Date(instant).getTime();
  const zoned = new TZDate(time - (time % 1000), DISTRICT_TIME_ZONE);
  const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
  const offset = -zoned.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}` +
    `T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}:${pad(zoned.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** A host name as CAP's sender: no spaces, commas, "<" or "&" (CAP 1.2 §3.2.1). */
export function capSenderOf(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function element(name: string, value: string, indent: string): string {
  return `${indent}<${name}>${escapeXml(value)}</${name}>`;
}

function renderInfo(content: CapContent, words: CapInfoWords): string[] {
  const at = '    ';
  return [
    '  <info>',
    element('language', words.language, at),
    element('category', 'Fire', at),
    element('event', words.event, at),
    element('urgency', content.urgency, at),
    element('severity', content.severity, at),
    element('certainty', content.certainty, at),
    element('effective', formatCapDateTime(content.effective), at),
    ...(content.expires ? [element('expires', formatCapDateTime(content.expires), at)] : []),
    element('senderName', words.senderName, at),
    element('headline', words.headline, at),
    element('description', words.description, at),
    element('web', words.web, at),
    `${at}<area>`,
    element('areaDesc', words.areaDesc, `${at}  `),
    ...content.geocodes.flatMap((geocode) => [
      `${at}  <geocode>`,
      element('valueName', geocode.valueName, `${at}    `),
      element('value', geocode.value, `${at}    `),
      `${at}  </geocode>`,
    ]),
    `${at}</area>`,
    '  </info>',
  ];
}

/** The message as CAP 1.2 XML, its elements in the order the standard's schema gives them. */
export function renderCapMessage(message: CapMessage): string {
  const references = message.references
    .map((earlier) => `${message.sender},${earlier.identifier},${formatCapDateTime(earlier.sent)}`)
    .join(' ');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<alert xmlns="${CAP_NAMESPACE}">`,
    element('identifier', message.identifier, '  '),
    element('sender', message.sender, '  '),
    element('sent', formatCapDateTime(message.sent), '  '),
    element('status', 'Actual', '  '),
    element('msgType', message.msgType, '  '),
    element('scope', 'Public', '  '),
    ...(references ? [element('references', references, '  ')] : []),
    ...(message.content
      ? message.content.infos.flatMap((words) => renderInfo(message.content!, words))
      : []),
    '</alert>',
    '',
  ].join('\n');
}
