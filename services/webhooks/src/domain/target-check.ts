import { isIP } from 'node:net';
import { forbiddenAddressReason, hostOf, type TargetPolicy, urlIssues } from './target-policy';
import type { HostResolver } from './webhooks.ports';

export const FORBIDDEN_NAME = 'url must not name a host that resolves to a non-public address';

/**
 * The rules of a target URL, including where its host resolves now. A name that does not resolve is
 * accepted at creation (DNS may not be set up yet; the worker checks again at every delivery), one
 * that resolves to a forbidden address is not.
 */
export async function targetIssues(
  raw: string,
  policy: TargetPolicy,
  resolver: HostResolver,
): Promise<string[]> {
  const issues = urlIssues(raw, policy);
  if (issues.length) return issues;
  const host = hostOf(new URL(raw));
  if (isIP(host)) return [];
  let addresses: string[];
  try {
    addresses = await resolver.resolve(host);
  } catch {
    return [];
  }
  // The answer does not say which address, nor what kind: it would tell a client what an internal
  // name resolves to (issue 24).
  if (addresses.some((address) => forbiddenAddressReason(address, policy))) return [FORBIDDEN_NAME];
  return [];
}
