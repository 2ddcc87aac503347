import {
  SUBSCRIPTIONS_API,
  type MailPreview,
  type NoticeCreated,
  type NotifyInput,
  type Subscriber,
  type SubscriptionList,
  type SubscriptionListInput,
  type SubscriptionMessageList,
  type SubscriptionStats,
} from '#domain/subscriptions/subscriptions-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { readAuthToken } from '#web/lib/auth-token.ts';

const authenticated = { isAuthenticated: true } as const;

export function readSubscriptionStats(signal?: AbortSignal): Promise<SubscriptionStats> {
  return apiRequest(SUBSCRIPTIONS_API.stats, signal ? { ...authenticated, signal } : authenticated);
}

export function readSubscribers(signal?: AbortSignal): Promise<Subscriber[]> {
  return apiRequest(
    SUBSCRIPTIONS_API.subscribers,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

/** One page of the sending history, with its total. */
export function readSubscriptionMessages(
  page: number,
  signal?: AbortSignal,
): Promise<SubscriptionMessageList> {
  return apiRequest(
    page > 1 ? `${SUBSCRIPTIONS_API.messages}?page=${page}` : SUBSCRIPTIONS_API.messages,
    signal ? { ...authenticated, signal } : authenticated,
  );
}

export function addSubscriptionList(input: SubscriptionListInput): Promise<SubscriptionList> {
  return apiRequest(SUBSCRIPTIONS_API.lists, { ...authenticated, method: 'POST', body: input });
}

export function changeSubscriptionList(
  id: string,
  input: SubscriptionListInput,
): Promise<SubscriptionList> {
  return apiRequest(`${SUBSCRIPTIONS_API.lists}/${encodeURIComponent(id)}`, {
    ...authenticated,
    method: 'PUT',
    body: input,
  });
}

export function removeSubscriberAddress(id: string): Promise<void> {
  return apiRequest(`${SUBSCRIPTIONS_API.subscribers}/${encodeURIComponent(id)}`, {
    ...authenticated,
    method: 'DELETE',
  });
}

export function previewSubscriptionNotice(input: NotifyInput): Promise<MailPreview> {
  return apiRequest(SUBSCRIPTIONS_API.preview, { ...authenticated, method: 'POST', body: input });
}

export function sendSubscriptionNotice(input: NotifyInput): Promise<NoticeCreated> {
  return apiRequest(SUBSCRIPTIONS_API.notices, { ...authenticated, method: 'POST', body: input });
}

/** The CSV export needs the bearer token, so it is fetched and handed over as a file. */
export async function downloadSubscribersCsv(): Promise<void> {
  const token = readAuthToken();
  const response = await fetch(SUBSCRIPTIONS_API.subscribersCsv, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'subscribers.csv';
  link.click();
  URL.revokeObjectURL(url);
}
