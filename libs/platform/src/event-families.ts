/**
 * The families of events (a type's prefix: `contact.created` is of `contact`), written once: what a
 * family's events are about (the change feed's `objectType`, `objectId`), the scope that reads them
 * (the change feed, webhooks, a person's activity), and the contact an event concerns (the change
 * ledger keys each entry by it, decision 0028). In the platform because the ledger records every
 * service's events; `@rapport/contracts` (scopes of webhooks) and the gateway read it from here.
 */
export interface EventFamily {
  /** What the family's events are about (`objectType` of the change feed). */
  objectType: string;
  /** The field of an event's data that names that object (a record as data names it by `id`). */
  idField: string;
  /** The scope that reads the family's events (feed, webhooks and their deliveries, activity). */
  readScope: string;
  /** Offered to webhook subscriptions (`tag.created` is in the feed only). */
  subscribable: boolean;
  /** The contact an event of the family concerns, from its data; null when none. */
  contactOf(data: Record<string, unknown>): string | null;
}

/** The event's `contactId`, when it names one. */
const namedContact = (data: Record<string, unknown>) =>
  typeof data.contactId === 'string' && data.contactId ? data.contactId : null;
const noContact = () => null;

/**
 * Keyed by what clients send (`types=`, webhook event types), so it has no prototype: a lookup of
 * `constructor` or `__proto__` finds nothing (issue 48), never `Object.prototype`'s properties.
 */
export const EVENT_FAMILIES: Readonly<Record<string, EventFamily>> = Object.assign(Object.create(null), {
  // created/updated/deleted, tag_added, tag_removed: all name the person.
  contact: {
    objectType: 'person',
    idField: 'contactId',
    readScope: 'people:read',
    subscribable: true,
    contactOf: namedContact,
  },
  company: {
    objectType: 'company',
    idField: 'companyId',
    readScope: 'companies:read',
    subscribable: true,
    contactOf: noContact,
  },
  // message.created (the message record) and its status changes: every message has its contact.
  message: {
    objectType: 'message',
    idField: 'messageId',
    readScope: 'messages:read',
    subscribable: true,
    contactOf: namedContact,
  },
  // email.sent/failed name the contact of a send to one (null: to an address); email.suppressed,
  // unsubscribed, bounced name it when a send or an unsubscribe link knew it (decision 0028).
  email: {
    objectType: 'email',
    idField: 'emailId',
    readScope: 'email:send',
    subscribable: true,
    contactOf: namedContact,
  },
  // campaign.sent: one per campaign, about no single recipient.
  campaign: {
    objectType: 'campaign',
    idField: 'campaignId',
    readScope: 'email_campaigns:read',
    subscribable: true,
    contactOf: noContact,
  },
  // tag.created: in the change feed, not offered to webhooks.
  tag: {
    objectType: 'tag',
    idField: 'tagId',
    readScope: 'tags:read',
    subscribable: false,
    contactOf: noContact,
  },
});

/** The family of an event type (its prefix). */
export const familyOf = (type: string): string =>
  type.slice(0, type.indexOf('.') === -1 ? undefined : type.indexOf('.'));

/** The contact an event concerns (by its family), or null. */
export function contactOfEvent(type: string, data: unknown): string | null {
  const family = EVENT_FAMILIES[familyOf(type)];
  if (!family || !data || typeof data !== 'object') return null;
  return family.contactOf(data as Record<string, unknown>);
}
