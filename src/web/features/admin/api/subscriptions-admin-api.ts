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
import { apiRequest, downloadWithToken } from '#web/lib/api-client.ts';

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
export function downloadSubscribersCsv(): Promise<void> {
  return downloadWithToken(SUBSCRIPTIONS_API.subscribersCsv, 'subscribers.csv');
}
