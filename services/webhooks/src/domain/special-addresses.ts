import { isIP } from 'node:net';

/**
 * Special-purpose IP addresses, judged as bytes (issue 24): the IANA IPv4 and IPv6 Special-Purpose
 * Address Registries, plus multicast and the reserved IPv4 block. Textual forms do not matter: an
 * address is parsed to its bytes first, so `::ffff:a9fe:a9fe`, `::ffff:169.254.169.254` and
 * `64:ff9b::a9fe:a9fe` are judged by the IPv4 address they carry.
 */
export type AddressKind = 'loopback' | 'private' | 'never';

export interface SpecialRange {
  /** CIDR notation, as the registry writes it. */
  cidr: string;
  kind: AddressKind;
  name: string;
}

/** Ranges that carry an IPv4 address, and where in the 16 bytes it sits. */
interface EmbeddingRange {
  cidr: string;
  name: string;
  /** Byte offset of the embedded IPv4 address. */
  at: number;
}

export const IPV4_RANGES: SpecialRange[] = [
  { cidr: '0.0.0.0/8', kind: 'never', name: '"this network"' },
  { cidr: '10.0.0.0/8', kind: 'private', name: 'private use' },
  { cidr: '100.64.0.0/10', kind: 'private', name: 'shared address space (carrier-grade NAT)' },
  { cidr: '127.0.0.0/8', kind: 'loopback', name: 'loopback' },
  { cidr: '169.254.0.0/16', kind: 'private', name: 'link-local (cloud metadata)' },
  { cidr: '172.16.0.0/12', kind: 'private', name: 'private use' },
  { cidr: '192.0.0.0/24', kind: 'never', name: 'IETF protocol assignments' },
  { cidr: '192.0.2.0/24', kind: 'never', name: 'documentation (TEST-NET-1)' },
  { cidr: '192.31.196.0/24', kind: 'never', name: 'AS112-v4' },
  { cidr: '192.52.193.0/24', kind: 'never', name: 'AMT' },
  { cidr: '192.88.99.0/24', kind: 'never', name: 'deprecated 6to4 relay anycast' },
  { cidr: '192.168.0.0/16', kind: 'private', name: 'private use' },
  { cidr: '192.175.48.0/24', kind: 'never', name: 'direct delegation AS112 service' },
  { cidr: '198.18.0.0/15', kind: 'never', name: 'benchmarking' },
  { cidr: '198.51.100.0/24', kind: 'never', name: 'documentation (TEST-NET-2)' },
  { cidr: '203.0.113.0/24', kind: 'never', name: 'documentation (TEST-NET-3)' },
  { cidr: '224.0.0.0/4', kind: 'never', name: 'multicast' },
  { cidr: '240.0.0.0/4', kind: 'never', name: 'reserved, and limited broadcast' },
];

export const IPV6_RANGES: SpecialRange[] = [
  { cidr: '::/128', kind: 'never', name: 'unspecified' },
  { cidr: '::1/128', kind: 'loopback', name: 'loopback' },
  { cidr: '64:ff9b:1::/48', kind: 'private', name: 'local-use IPv4/IPv6 translation' },
  { cidr: '100::/64', kind: 'never', name: 'discard-only' },
  { cidr: '2001::/23', kind: 'never', name: 'IETF protocol assignments (Teredo, benchmarking, ORCHID)' },
  { cidr: '2001:db8::/32', kind: 'never', name: 'documentation' },
  { cidr: '3fff::/20', kind: 'never', name: 'documentation' },
  { cidr: '5f00::/16', kind: 'never', name: 'segment routing (SRv6) SIDs' },
  { cidr: 'fc00::/7', kind: 'private', name: 'unique local' },
  { cidr: 'fe80::/10', kind: 'private', name: 'link-local' },
  { cidr: 'fec0::/10', kind: 'private', name: 'deprecated site-local' },
  { cidr: 'ff00::/8', kind: 'never', name: 'multicast' },
];

/** Judged by the IPv4 address inside (after the table above: `::` and `::1` are not embeddings). */
export const IPV4_EMBEDDINGS: EmbeddingRange[] = [
  { cidr: '::/96', name: 'IPv4-compatible (deprecated)', at: 12 },
  { cidr: '::ffff:0:0/96', name: 'IPv4-mapped', at: 12 },
  { cidr: '::ffff:0:0:0/96', name: 'IPv4-translated (SIIT)', at: 12 },
  { cidr: '64:ff9b::/96', name: 'NAT64 well-known prefix', at: 12 },
  { cidr: '2002::/16', name: '6to4', at: 2 },
];

/** The address's bytes (4 or 16), or null when it is no IP address. A zone (`%eth0`) is ignored. */
export function addressBytes(raw: string): Uint8Array | null {
  const address = raw.replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return Uint8Array.from(address.split('.').map(Number));
  if (version !== 6) return null;
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const front = groups(head);
  const back = groups(tail);
  const all =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  const bytes = new Uint8Array(16);
  all.forEach((group, i) => {
    bytes[2 * i] = group >> 8;
    bytes[2 * i + 1] = group & 0xff;
  });
  return bytes;
}

interface ParsedRange {
  bytes: Uint8Array;
  bits: number;
}

function parseCidr(cidr: string): ParsedRange {
  const [address, bits] = cidr.split('/') as [string, string];
  const bytes = addressBytes(address);
  if (!bytes) throw new Error(`bad range ${cidr}`);
  return { bytes, bits: Number(bits) };
}

function contains(range: ParsedRange, bytes: Uint8Array): boolean {
  if (range.bytes.length !== bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const left = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - left)) & 0xff;
    if ((range.bytes[bit / 8]! & mask) !== (bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

const TABLE = [...IPV4_RANGES, ...IPV6_RANGES].map((range) => ({ ...range, parsed: parseCidr(range.cidr) }));
const EMBEDDINGS = IPV4_EMBEDDINGS.map((range) => ({ ...range, parsed: parseCidr(range.cidr) }));

export interface AddressVerdict {
  kind: AddressKind | 'public';
  /** The special range, when one holds the address. */
  range?: string;
  /** The IPv4 address an IPv6 address carries, when it was judged by it. */
  embedded?: string;
}

/** What an address is: in a special range, or public; null when it is no IP address. */
export function classifyAddress(raw: string): AddressVerdict | null {
  const bytes = addressBytes(raw);
  if (!bytes) return null;
  const special = TABLE.find((range) => contains(range.parsed, bytes));
  if (special) return { kind: special.kind, range: `${special.cidr} (${special.name})` };
  const embedding = EMBEDDINGS.find((range) => contains(range.parsed, bytes));
  if (embedding) {
    const ipv4 = Array.from(bytes.subarray(embedding.at, embedding.at + 4)).join('.');
    const inner = classifyAddress(ipv4)!;
    return { ...inner, embedded: ipv4 };
  }
  return { kind: 'public' };
}
