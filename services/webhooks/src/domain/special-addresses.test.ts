import {
  addressBytes,
  classifyAddress,
  IPV4_EMBEDDINGS,
  IPV4_RANGES,
  IPV6_RANGES,
} from './special-addresses';

/** The first address of a range, and its last one (all host bits set). */
function ends(cidr: string): [string, string] {
  const [address, bitsText] = cidr.split('/') as [string, string];
  const bytes = addressBytes(address)!;
  const bits = Number(bitsText);
  const last = Uint8Array.from(bytes, (byte, i) => {
    const hostBits = Math.max(0, Math.min(8, (i + 1) * 8 - bits));
    return byte | ((1 << hostBits) - 1);
  });
  const text = (b: Uint8Array) =>
    b.length === 4
      ? Array.from(b).join('.')
      : Array.from({ length: 8 }, (_, i) => ((b[2 * i]! << 8) | b[2 * i + 1]!).toString(16)).join(':');
  return [text(bytes), text(last)];
}

describe('special-purpose addresses, judged as bytes', () => {
  it('when an address text is parsed, then every IPv6 notation gives the same bytes', () => {
    const expected = Array.from(addressBytes('64:ff9b::a9fe:a9fe')!);
    for (const text of [
      '64:ff9b::169.254.169.254',
      '64:FF9B:0:0:0:0:A9FE:A9FE',
      '0064:ff9b:0000::a9fe:a9fe',
    ]) {
      expect({ text, bytes: Array.from(addressBytes(text)!) }).toEqual({ text, bytes: expected });
    }
    expect(Array.from(addressBytes('fe80::1%eth0')!)).toEqual(Array.from(addressBytes('fe80::1')!));
    expect(addressBytes('example.com')).toBeNull();
    expect(addressBytes('1.2.3')).toBeNull();
  });

  it.each([...IPV4_RANGES, ...IPV6_RANGES])(
    'when an address is at either end of $cidr ($name), then it is $kind',
    ({ cidr, kind }) => {
      for (const address of ends(cidr)) {
        expect({ address, kind: classifyAddress(address)?.kind }).toEqual({ address, kind });
      }
    },
  );

  it.each(IPV4_EMBEDDINGS)(
    'when an IPv6 address of $cidr ($name) carries an IPv4 address, then that address is judged',
    ({ cidr, at }) => {
      const prefix = addressBytes(cidr.split('/')[0]!)!;
      const carrying = (ipv4: string) => {
        const bytes = Uint8Array.from(prefix);
        bytes.set(addressBytes(ipv4)!, at);
        return Array.from({ length: 8 }, (_, i) =>
          ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16),
        ).join(':');
      };
      expect(classifyAddress(carrying('169.254.169.254'))).toMatchObject({
        kind: 'private',
        embedded: '169.254.169.254',
      });
      expect(classifyAddress(carrying('10.0.0.1'))).toMatchObject({ kind: 'private', embedded: '10.0.0.1' });
      expect(classifyAddress(carrying('127.0.0.1'))).toMatchObject({ kind: 'loopback' });
      expect(classifyAddress(carrying('224.0.0.1'))).toMatchObject({ kind: 'never' });
      expect(classifyAddress(carrying('93.184.216.34'))).toEqual({
        kind: 'public',
        embedded: '93.184.216.34',
      });
    },
  );

  it('when an address is in no special range, then it is public', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '2a00:1450::1',
    ]) {
      expect({ address, kind: classifyAddress(address)?.kind }).toEqual({ address, kind: 'public' });
    }
  });
});
