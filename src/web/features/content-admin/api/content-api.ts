import type { z } from 'zod';
import {
  CONTENT_API,
  type AlertListSchema,
  type AlertReaders,
  type ContentItemDetail,
  type ContentItemListSchema,
  type PreviewResponseSchema,
} from '#domain/content/content-api.ts';
import {
  SPANISH_API,
  type SpanishItem,
  type SpanishItemList,
  type SpanishToDoList,
} from '#domain/content/spanish-content.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listContentItems() {
  return apiRequest<z.infer<typeof ContentItemListSchema>>(CONTENT_API.items, {
    isAuthenticated: true,
  });
}

export function getContentItem(id: string) {
  return apiRequest<ContentItemDetail>(CONTENT_API.item(id), { isAuthenticated: true });
}

/** Saves a draft or publishes; publishing a meetings or jobs page may notify subscribers. */
export function saveContentItem(
  id: string,
  data: unknown,
  publish: boolean,
  notifySubscribers = false,
) {
  return apiRequest<ContentItemDetail>(publish ? CONTENT_API.published(id) : CONTENT_API.item(id), {
    method: 'PUT',
    body: publish && notifySubscribers ? { data, notifySubscribers } : { data },
    isAuthenticated: true,
  });
}

export function restoreContentVersion(id: string, versionId: string) {
  return apiRequest<ContentItemDetail>(CONTENT_API.restore(id, versionId), {
    method: 'POST',
    isAuthenticated: true,
  });
}

export function listAlerts() {
  return apiRequest<z.infer<typeof AlertListSchema>>(CONTENT_API.alerts, { isAuthenticated: true });
}

/** Who an alert's e-mail reaches, by language (decision 325). */
export function getAlertReaders() {
  return apiRequest<AlertReaders>(CONTENT_API.alertReaders, { isAuthenticated: true });
}

export function createAlert(data: unknown, notifySubscribers?: boolean) {
  return apiRequest<ContentItemDetail>(CONTENT_API.alerts, {
    method: 'POST',
    body: notifySubscribers === undefined ? { data } : { data, notifySubscribers },
    isAuthenticated: true,
  });
}

export function previewContent(itemId: string, data: unknown) {
  return apiRequest<z.infer<typeof PreviewResponseSchema>>(CONTENT_API.preview, {
    method: 'POST',
    body: { itemId, data },
    isAuthenticated: true,
  });
}

/** Each Spanish block of an item: its published English, its Spanish and whether it is current. */
export function getSpanishItem(id: string) {
  return apiRequest<SpanishItem>(SPANISH_API.item(id), { isAuthenticated: true });
}

/** Saves the Spanish of one block with the English it translates; the site shows it at once. */
export function saveSpanishBlock(id: string, block: string, text: unknown, source: unknown) {
  return apiRequest<SpanishItem>(SPANISH_API.block(id, block), {
    method: 'PUT',
    body: { text, source },
    isAuthenticated: true,
  });
}

/** What the Spanish pages still show in English: missing or out-of-date Spanish. */
export function listSpanishToDo() {
  return apiRequest<SpanishToDoList>(SPANISH_API.toDo, { isAuthenticated: true });
}

/** Every board meeting's or document title's Spanish, beside its published English. */
export function listSpanishRecords(kind: 'meetings' | 'documents') {
  return apiRequest<SpanishItemList>(SPANISH_API[kind], { isAuthenticated: true });
}
