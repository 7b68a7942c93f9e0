import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuidV7 } from '@rapport/platform';

/** What an unsubscribe link names: one recipient of one campaign. */
export interface UnsubscribeClaims {
  organizationId: string;
  campaignId: string;
  address: string;
  /** The recipient's person (links signed before decision 0028 do not name it). */
  contactId?: string;
}

export interface UnsubscribeSettings {
  /** EMAIL_UNSUBSCRIBE_SECRET: the key of the links' HMAC, the same in every email process. */
  secret: string;
  /** EMAIL_PUBLIC_BASE_URL: where people reach the gateway (`https://api.example.com`). */
  baseUrl: string;
  /** The mailbox of the `mailto:` alternative of List-Unsubscribe. */
  mailbox: string;
  /** EMAIL_UNSUBSCRIBE_LINK_DAYS: how long a link of a send keeps working. */
  lifetimeDays: number;
}

/** Why a token does not unsubscribe anyone. */
export type UnsubscribeRefusal = 'forged' | 'expired' | 'preview';

const DOMAIN = 'rapport.unsubscribe.v1';
const DAY_MS = 86_400_000;
/**
 * The token of a campaign preview's `{{unsubscribeUrl}}` (issue 48): a placeholder that names nobody
 * and unsubscribes nobody, so a preview never hands out a working link.
 */
export const PREVIEW_TOKEN = 'preview-only-this-link-unsubscribes-nobody';
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Signed unsubscribe links (decision 0026): `<base>/v1/email/unsubscribe/<payload>.<mac>`, where
 * payload is base64url JSON `{o, c, a, p, e}` (organization, campaign, address, the person and the
 * expiry in unix seconds) and mac is the base64url HMAC-SHA256 of `rapport.unsubscribe.v1.<payload>`
 * under EMAIL_UNSUBSCRIBE_SECRET. Verifying needs no database; changing any character of either part
 * breaks the mac.
 *
 * Issue 48: a link expires `lifetimeDays` after its email was rendered. Links signed before carry no
 * `e`: they are honoured only when they name a person (only real sends signed one; previews did not)
 * and until `lifetimeDays` after their campaign was created (its id, a UUIDv7, holds that time).
 */
export class UnsubscribeLinks {
  constructor(
    private readonly settings: UnsubscribeSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token of one recipient of a real send, expiring `lifetimeDays` from now. */
  token(claims: UnsubscribeClaims): string {
    const payload = b64(
      JSON.stringify({
        o: claims.organizationId,
        c: claims.campaignId,
        a: claims.address,
        ...(claims.contactId ? { p: claims.contactId } : {}),
        e: Math.floor((this.now() + this.settings.lifetimeDays * DAY_MS) / 1000),
      }),
    );
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a token this service signed that still holds, or null. */
  verify(token: string): UnsubscribeClaims | null {
    const checked = this.check(token);
    return 'refused' in checked ? null : checked.claims;
  }

  /** The claims of a token, or why it unsubscribes nobody (forged, expired, a preview's). */
  check(token: string): { claims: UnsubscribeClaims } | { refused: UnsubscribeRefusal } {
    if (token === PREVIEW_TOKEN) return { refused: 'preview' };
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 4096) return { refused: 'forged' };
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'forged' };
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { refused: 'forged' }; // a signed payload is always JSON
    }
    const { o, c, a, p, e } = parsed;
    if (![o, c, a].every((v) => typeof v === 'string' && v)) return { refused: 'forged' };
    const claims: UnsubscribeClaims = {
      organizationId: o as string,
      campaignId: c as string,
      address: a as string,
      ...(typeof p === 'string' && p ? { contactId: p } : {}),
    };
    const expiresMs = typeof e === 'number' ? e * 1000 : this.legacyExpiry(claims);
    return expiresMs !== null && this.now() < expiresMs ? { claims } : { refused: 'expired' };
  }

  /** When a link signed before issue 48 (no `e`) stops working; null: never honoured. */
  private legacyExpiry(claims: UnsubscribeClaims): number | null {
    if (!claims.contactId || !isUuidV7(claims.campaignId)) return null;
    const createdMs = Number.parseInt(claims.campaignId.replace(/-/g, '').slice(0, 12), 16);
    return createdMs + this.settings.lifetimeDays * DAY_MS;
  }

  url(token: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}/v1/email/unsubscribe/${token}`;
  }

  /** The placeholder of a preview's `{{unsubscribeUrl}}`: inert, and says so. */
  previewUrl(): string {
    return this.url(PREVIEW_TOKEN);
  }

  /** The headers of RFC 2369 and RFC 8058 (one-click) for a campaign email. */
  headers(token: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url(token)}>, <mailto:${this.settings.mailbox}?subject=unsubscribe%20${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.settings.secret).update(`${DOMAIN}.${payload}`).digest('base64url');
  }
}
