import { z } from 'zod';
import { PageInfoSchema } from '#domain/pagination.ts';
import { LOCALES, type Locale } from '../i18n/locale.ts';

/** The public "Get updates by e-mail" page and its private links (issue 18). */
export const SUBSCRIBE_PATH = '/subscribe';
export const SUBSCRIBE_CONFIRM_PATH = '/subscribe/confirm';
export const SUBSCRIBE_MANAGE_PATH = '/subscribe/manage';
/** RFC 8058 one-click target, `/subscribe/unsubscribe/<token>`; a GET leads to the manage page. */
export const SUBSCRIBE_UNSUBSCRIBE_PATH = '/subscribe/unsubscribe';

/** The back office's JSON API (behind 'subscribers:manage', answered no-store). */
export const SUBSCRIPTIONS_API = {
  lists: '/api/admin/subscriptions/lists',
  stats: '/api/admin/subscriptions/stats',
  subscribers: '/api/admin/subscriptions/subscribers',
  subscribersCsv: '/api/admin/subscriptions/subscribers.csv',
  messages: '/api/admin/subscriptions/messages',
  preview: '/api/admin/subscriptions/preview',
  notices: '/api/admin/subscriptions/notices',
} as const;

/** A confirmation link works this long after it is sent. */
export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** Asking again inside this window sends no second confirmation mail. */
export const CONFIRMATION_RESEND_WINDOW_MS = 15 * 60 * 1000;
/** Confirmation mails to one address in a day at most, whoever asks. */
export const MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** Confirmation mails in an hour at most, over every address: a flood cannot use the form. */
export const MAX_CONFIRMATIONS_PER_HOUR = 300;
/** Hard failures (a permanent refusal) in a row after which an address is suspended. */
export const HARD_FAILURE_LIMIT = 3;
/** Sign-ups never confirmed are deleted after this many days (privacy notice). */
export const UNCONFIRMED_RETENTION_DAYS = 7;

export const SubscriberEmailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'Enter an e-mail address of at most 254 characters.')
  .pipe(z.email('Enter an e-mail address in the correct format, like name@example.org'));

const ListIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);

/** What the subscribe form posts (urlencoded: one `lists` per ticked box). */
export const SubscribeFormSchema = z.object({
  email: z.string().max(1000).optional(),
  lists: z.union([ListIdSchema, z.array(ListIdSchema).max(50)]).optional(),
  /** The language of the e-mails (decision 325); absent: the language of the page. */
  language: z.enum(LOCALES).optional(),
});

export const SubscriptionListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isHidden: z.boolean(),
  position: z.number().int(),
});
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>;

/** A list a confirmed sign-up joined, with the words the page shows in its language. */
export type ConfirmedList = Pick<SubscriptionList, 'id' | 'name' | 'description'>;

/** What staff set on a list; the id of a new list comes from its name. */
export const SubscriptionListInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(80, 'Use at most 80 characters.'),
  description: z.string().trim().max(300, 'Use at most 300 characters.'),
  isHidden: z.boolean(),
});
export type SubscriptionListInput = z.infer<typeof SubscriptionListInputSchema>;

/**
 * A notice to one list about one item. `itemKey` makes it once-only: publishing the same item
 * again (or twice at once) finds the first notice. `sendAt` is when the item goes live.
 */
export const NotifyInputSchema = z.object({
  listId: ListIdSchema,
  itemKey: z.string().trim().min(1).max(200),
  subject: z.string().trim().min(1, 'Enter a subject.').max(150, 'Use at most 150 characters.'),
  body: z.string().trim().min(1, 'Enter the text.').max(10_000, 'Use at most 10,000 characters.'),
  /** A site path ('/news/burn-ban') or an absolute https URL. */
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)/, 'Enter a site path like /news/burn-ban or an https:// link.'),
  sendAt: z.iso.datetime().nullable().optional(),
  /**
   * Urgent (an urgent alert, No burning): its copies go before news and jobs, at
   * MAIL_URGENT_PER_MINUTE (decision 304).
   */
  isUrgent: z.boolean().optional(),
  /**
   * Staff's Spanish of the subject and body, for subscribers who read Spanish (decision 325);
   * without it they get the English.
   */
  spanish: z
    .object({
      subject: z.string().trim().min(1).max(150),
      body: z.string().trim().min(1).max(10_000),
    })
    .optional(),
});
export type NotifyInput = z.infer<typeof NotifyInputSchema>;

export const MailPreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  recipients: z.number().int(),
});

export const SubscriptionMessageSchema = z.object({
  id: z.string(),
  listId: z.string(),
  itemKey: z.string(),
  subject: z.string(),
  sendAt: z.string(),
  /** cancelled: its item was withdrawn or unpublished before it went out (decision 304). */
  status: z.enum(['scheduled', 'sent-to-outbox', 'cancelled']),
  isUrgent: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  counts: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    /** Refused permanently by the mail server. */
    failed: z.number().int(),
    /** Addresses suspended since (after hard failures): their turn closes unsent. */
    suspended: z.number().int(),
  }),
});
export type SubscriptionMessage = z.infer<typeof SubscriptionMessageSchema>;

/** One page of the sending history, newest first, with the total (issue 36: no silent cut-off). */
export const SubscriptionMessageListSchema = PageInfoSchema.extend({
  messages: z.array(SubscriptionMessageSchema),
});
export type SubscriptionMessageList = z.infer<typeof SubscriptionMessageListSchema>;

export const SubscriberStatusSchema = z.enum(['pending', 'active', 'suspended', 'left']);
export type SubscriberStatus = z.infer<typeof SubscriberStatusSchema>;

export const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: SubscriberStatusSchema,
  listIds: z.array(z.string()),
  hardFailures: z.number().int(),
  /** The language of their mail (decision 325). */
  language: z.enum(LOCALES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const NoticeCreatedSchema = z.object({
  id: z.string(),
  isNew: z.boolean(),
  status: z.string(),
});
export type NoticeCreated = z.infer<typeof NoticeCreatedSchema>;
export type MailPreview = z.infer<typeof MailPreviewSchema>;

export const SubscriptionStatsSchema = z.object({
  lists: z.array(SubscriptionListSchema.extend({ activeSubscribers: z.number().int() })),
  byStatus: z.record(SubscriberStatusSchema, z.number().int()),
  /** Confirmations per month (YYYY-MM), oldest first. */
  confirmedByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type SubscriptionStats = z.infer<typeof SubscriptionStatsSchema>;

/** What the public pages show; the server picks one per request. */
export type SubscribePageView =
  | {
      kind: 'form';
      lists: SubscriptionList[];
      email: string;
      selected: string[];
      language: Locale;
      errors: { email?: string; lists?: string };
    }
  | { kind: 'check-email'; email: string }
  | { kind: 'too-many' }
  | { kind: 'confirm'; token: string }
  | { kind: 'confirmed'; manageToken: string; lists: ConfirmedList[] }
  | { kind: 'link-invalid' }
  | {
      kind: 'manage';
      token: string;
      email: string;
      lists: SubscriptionList[];
      selected: string[];
      language: Locale;
      isSaved: boolean;
    }
  | { kind: 'left' };
