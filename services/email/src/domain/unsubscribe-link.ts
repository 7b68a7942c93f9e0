import { createHmac, timingSafeEqual } from 'node:crypto';

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
}

const DOMAIN = 'rapport.unsubscribe.v1';
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Signed unsubscribe links (decision 0026): `<base>/v1/email/unsubscribe/<payload>.<mac>`, where
 * payload is base64url JSON `{o, c, a, p}` (organization, campaign, address, and the person, which
 * links of before decision 0028 lack) and mac is the base64url
 * HMAC-SHA256 of `rapport.unsubscribe.v1.<payload>` under EMAIL_UNSUBSCRIBE_SECRET. Verifying needs
 * no database; changing any character of either part breaks the mac.
 */
export class UnsubscribeLinks {
  constructor(private readonly settings: UnsubscribeSettings) {}

  token(claims: UnsubscribeClaims): string {
    const payload = b64(
      JSON.stringify({
        o: claims.organizationId,
        c: claims.campaignId,
        a: claims.address,
        ...(claims.contactId ? { p: claims.contactId } : {}),
      }),
    );
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a token this service signed, or null (forged, altered, malformed). */
  verify(token: string): UnsubscribeClaims | null {
    const dot = token.indexOf('.');
    if (dot <= 0 || token.length > 4096) return null;
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from(this.mac(payload), 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const { o, c, a, p } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if ([o, c, a].every((v) => typeof v === 'string' && v)) {
        return {
          organizationId: o,
          campaignId: c,
          address: a,
          ...(typeof p === 'string' && p ? { contactId: p } : {}),
        };
      }
    } catch {
      // a signed payload is always JSON; fall through
    }
    return null;
  }

  url(token: string): string {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}/v1/email/unsubscribe/${token}`;
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
