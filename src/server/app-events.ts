import type { Transaction } from 'kysely';
import type { BurnDayStatus } from '#domain/burn/burn-day.ts';
import type { NewsPost } from '#domain/news/news.schema.ts';
import type { SpanishBlocks } from '#domain/content/spanish-content.ts';
import type { Database } from '#server/db/database.ts';

/** Who did it, as the activity log and the outbox name them. */
export interface EventActor {
  userId: string | null;
  username: string;
}

/**
 * What one feature tells the others (decision 341). The feature that emits an event owns its
 * name and payload; the features that react register a handler at start-up, so a reaction that
 * crosses features never sits in app.ts and never imports the emitting feature.
 */
export interface AppEventMap {
  /** Staff published a content item; `after` is the item's published data. */
  'content.published': {
    itemId: string;
    kind: string | undefined;
    after: unknown;
    notifySubscribers: boolean | undefined;
    /** The content the public site showed before (pages only; null when none). */
    publishedBefore: unknown;
    actor: EventActor;
  };
  /** Staff published an earlier version of an item again. */
  'content.restored': { itemId: string };
  /** Staff published a news post; `spanish` is its current Spanish, when it has one. */
  'news.published': {
    post: NewsPost;
    notifySubscribers: boolean | undefined;
    spanish: SpanishBlocks | undefined;
    actor: EventActor;
  };
  /** Today's burn day turned to No burning. */
  'burn.noBurning': { status: BurnDayStatus; actor: string };
  /** Today's burn day allows burning again. */
  'burn.burningAllowed': { status: BurnDayStatus; actor: string };
  /**
   * A calendar event is being removed, inside its transaction: a handler's writes stand or fall
   * with the removal (inspections booked in a deleted block are cancelled).
   */
  'calendar.eventRemoving': { trx: Transaction<Database>; eventId: string; actor: string };
}

export type AppEventName = keyof AppEventMap;
export type AppEventHandler<Name extends AppEventName> = (
  payload: AppEventMap[Name],
) => Promise<void> | void;

export interface AppEvents {
  /** Adds a handler; handlers run in the order they were added. */
  on<Name extends AppEventName>(name: Name, handler: AppEventHandler<Name>): void;
  /**
   * Runs every handler of the event, one after the other, and resolves when all have run. A
   * handler that throws stops the ones after it and rejects, as a direct call would: the request
   * that emitted the event answers with the error and the activity it logged.
   */
  emit<Name extends AppEventName>(name: Name, payload: AppEventMap[Name]): Promise<void>;
  /** How many handlers an event has (start-up checks and tests). */
  count(name: AppEventName): number;
}

export function createAppEvents(): AppEvents {
  const handlers = new Map<AppEventName, AppEventHandler<never>[]>();
  return {
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler as AppEventHandler<never>);
      handlers.set(name, list);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        await (handler as AppEventHandler<typeof name>)(payload);
      }
    },
    count: (name) => handlers.get(name)?.length ?? 0,
  };
}
