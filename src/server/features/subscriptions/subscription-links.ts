import type { BuiltMail } from '#domain/subscriptions/subscription-mail.ts';
import {
  SUBSCRIBE_MANAGE_PATH,
  SUBSCRIBE_UNSUBSCRIBE_PATH,
} from '#domain/subscriptions/subscriptions-api.ts';
import type { MailMessage } from '#server/adapters/mailer.ts';
import type { SubscriptionsDeps } from './subscriptions.deps.ts';

/**
 * The absolute links and headers every subscription mail carries: the site's base URL, the
 * personal manage and unsubscribe links, List-Unsubscribe, and the mail's envelope.
 */

export function absoluteUrl(deps: Pick<SubscriptionsDeps, 'env'>, pathOrUrl: string): string {
  const base = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return new URL(pathOrUrl, base).toString();
}

export function manageUrlOf(deps: Pick<SubscriptionsDeps, 'env'>, token: string): string {
  const url = new URL(absoluteUrl(deps, SUBSCRIBE_MANAGE_PATH));
  url.searchParams.set('token', token);
  return url.toString();
}

export function unsubscribeUrlOf(deps: Pick<SubscriptionsDeps, 'env'>, token: string): string {
  return absoluteUrl(deps, `${SUBSCRIBE_UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`);
}

/**
 * RFC 2369 and RFC 8058: a mailto (read by staff, or a provider's hook) and the HTTPS one-click
 * target, which Gmail and Yahoo POST `List-Unsubscribe=One-Click` to.
 */
export function unsubscribeHeadersOf(
  deps: Pick<SubscriptionsDeps, 'env'>,
  token: string,
): Record<string, string> {
  const mailto = `mailto:${deps.env.MAIL_LIST_UNSUBSCRIBE_TO}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    'List-Unsubscribe': `<${mailto}>, <${unsubscribeUrlOf(deps, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function toMailMessage(
  deps: SubscriptionsDeps,
  to: string,
  mail: BuiltMail,
  headers?: Record<string, string>,
): MailMessage {
  return {
    from: deps.env.MAIL_FROM,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(headers ? { headers } : {}),
  };
}
