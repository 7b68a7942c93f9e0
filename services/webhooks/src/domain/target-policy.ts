import { BlockList, isIP } from 'node:net';

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

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [net, prefix, type] of ranges) list.addSubnet(net, prefix, type);
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

const PRIVATE = blockList([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
]);

/** Never a delivery target, whatever the settings. */
const NEVER = blockList([
  ['0.0.0.0', 8, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved and broadcast
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'], // multicast
]);

/** `::ffff:10.0.0.1` is 10.0.0.1. */
function unmapped(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Why a resolved address may not be reached, or null when it may. */
export function forbiddenAddressReason(raw: string, policy: TargetPolicy): string | null {
  if (!isIP(raw)) return `${raw} is not an IP address`;
  const { address, type } = unmapped(raw);
  if (NEVER.check(address, type)) return `${raw} is an unroutable address`;
  if (LOOPBACK.check(address, type)) return policy.allowLoopback ? null : `${raw} is a loopback address`;
  if (PRIVATE.check(address, type)) {
    return policy.allowPrivate ? null : `${raw} is a private or link-local address`;
  }
  // 64:ff9b::/96 (NAT64) embeds an IPv4 address: judge that one.
  const nat64 = /^64:ff9b::(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return nat64 ? forbiddenAddressReason(nat64[1]!, policy) : null;
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
