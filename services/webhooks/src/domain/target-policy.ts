import { isIP } from 'node:net';
import { classifyAddress } from './special-addresses';

/** Which targets deliveries may reach (config: WEBHOOKS_ALLOW_*). */
export interface TargetPolicy {
  /** `http:` URLs (development only); otherwise `https:` is required. */
  allowHttp: boolean;
  /** 127.0.0.0/8, ::1 and `localhost` (tests and local development). */
  allowLoopback: boolean;
  /** Private, link-local, shared and unique-local ranges. */
  allowPrivate: boolean;
}

export const URL_MAX_LENGTH = 2048;

/**
 * Why a resolved address may not be reached, or null when it may. The address is judged as bytes
 * against the special-purpose ranges (special-addresses.ts); an IPv6 address that carries an IPv4
 * address (mapped, NAT64, 6to4, ...) is judged by that one.
 */
export function forbiddenAddressReason(raw: string, policy: TargetPolicy): string | null {
  const verdict = classifyAddress(raw);
  if (!verdict) return `${raw} is not an IP address`;
  const subject = verdict.embedded ? `${raw} (carrying ${verdict.embedded})` : raw;
  switch (verdict.kind) {
    case 'public':
      return null;
    case 'never':
      return `${subject} is an unroutable address`;
    case 'loopback':
      return policy.allowLoopback ? null : `${subject} is a loopback address`;
    case 'private':
      return policy.allowPrivate ? null : `${subject} is a private or link-local address`;
  }
}

/** The URL's host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Rules of the URL itself (no DNS): absolute http(s), https unless allowed, no credentials, at most
 * 2048 characters; an IP-literal host is judged at once. Returns the failed rules.
 */
export function urlIssues(raw: string, policy: TargetPolicy): string[] {
  if (raw.length > URL_MAX_LENGTH) return [`url must be at most ${URL_MAX_LENGTH} characters`];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return ['url must be an absolute URL'];
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) {
    return [policy.allowHttp ? 'url must use http or https' : 'url must use https'];
  }
  if (url.username || url.password) return ['url must not contain credentials'];
  const host = hostOf(url);
  if (!host) return ['url must name a host'];
  if (isIP(host)) {
    const reason = forbiddenAddressReason(host, policy);
    if (reason) return [`url must not point to ${describe(reason)}`];
  } else if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host)) {
    if (!policy.allowLoopback) return ['url must not point to a loopback address'];
  }
  return [];
}

/** "127.0.0.1 is a loopback address" → "a loopback address (127.0.0.1)". */
export function describe(reason: string): string {
  const [address, ...rest] = reason.split(' is ');
  return `${rest.join(' is ')} (${address})`;
}
