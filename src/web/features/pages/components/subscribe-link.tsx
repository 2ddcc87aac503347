import { SUBSCRIBE_PATH } from '#domain/subscriptions/subscriptions-api.ts';

/** A link to "Get updates by e-mail" with one list ticked (issue 18). */
export function SubscribeLink({ list, label }: { list: string; label: string }) {
  return (
    <p className="subscribe-link">
      <a href={`${SUBSCRIBE_PATH}?list=${encodeURIComponent(list)}`}>{label}</a>
    </p>
  );
}
