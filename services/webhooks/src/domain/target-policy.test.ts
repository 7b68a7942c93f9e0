import { forbiddenAddressReason, type TargetPolicy, urlIssues } from './target-policy';

const strict: TargetPolicy = { allowHttp: false, allowLoopback: false, allowPrivate: false };

describe('target policy', () => {
  it('when an address is loopback, private, link-local or unroutable, then the strict policy refuses it', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '64:ff9b::10.0.0.1',
      // The same addresses as the URL parser and DNS give them (hex), and other IPv4-carrying forms.
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::a00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:0:a00:1',
      '::a00:1',
      '2002:a9fe:a9fe::1',
      '64:ff9b:1::a00:1',
      '2001:db8::1',
      'fec0::1',
    ]) {
      expect({ address, refused: forbiddenAddressReason(address, strict) !== null }).toEqual({
        address,
        refused: true,
      });
    }
  });

  it('when an address is public, then it is allowed', () => {
    for (const address of ['93.184.216.34', '172.32.0.1', '2606:4700::1111', '8.8.8.8']) {
      expect(forbiddenAddressReason(address, strict)).toBeNull();
    }
  });

  it('when loopback is allowed, then private ranges stay refused', () => {
    const sut = { ...strict, allowLoopback: true };
    expect(forbiddenAddressReason('127.0.0.1', sut)).toBeNull();
    expect(forbiddenAddressReason('::1', sut)).toBeNull();
    expect(forbiddenAddressReason('10.0.0.1', sut)).toBe('10.0.0.1 is a private or link-local address');
  });

  it('when private targets are allowed, then loopback is a separate setting', () => {
    const sut = { ...strict, allowPrivate: true };
    expect(forbiddenAddressReason('192.168.0.10', sut)).toBeNull();
    expect(forbiddenAddressReason('127.0.0.1', sut)).toBe('127.0.0.1 is a loopback address');
    expect(
      forbiddenAddressReason('0.0.0.0', { allowHttp: true, allowLoopback: true, allowPrivate: true }),
    ).not.toBeNull();
  });

  it('when a URL is checked, then it must be absolute https without credentials', () => {
    expect(urlIssues('https://hooks.example.com/rapport', strict)).toEqual([]);
    expect(urlIssues('http://hooks.example.com/', strict)).toEqual(['url must use https']);
    expect(urlIssues('http://hooks.example.com/', { ...strict, allowHttp: true })).toEqual([]);
    expect(urlIssues('ftp://hooks.example.com/', { ...strict, allowHttp: true })).toEqual([
      'url must use http or https',
    ]);
    expect(urlIssues('not a url', strict)).toEqual(['url must be an absolute URL']);
    expect(urlIssues('https://user:pw@hooks.example.com/', strict)).toEqual([
      'url must not contain credentials',
    ]);
    expect(urlIssues(`https://example.com/${'a'.repeat(2048)}`, strict)).toEqual([
      'url must be at most 2048 characters',
    ]);
  });

  it('when a URL names a forbidden IP or localhost, then it is refused before any DNS', () => {
    expect(urlIssues('https://10.0.0.5/hook', strict)).toEqual([
      'url must not point to a private or link-local address (10.0.0.5)',
    ]);
    expect(urlIssues('https://[::1]:8443/hook', strict)).toEqual([
      'url must not point to a loopback address (::1)',
    ]);
    expect(urlIssues('https://localhost/hook', strict)).toEqual(['url must not point to a loopback address']);
    expect(urlIssues('https://127.0.0.1:9/hook', { ...strict, allowLoopback: true })).toEqual([]);
  });

  it('when a URL names a NAT64 or IPv4-mapped address in any notation, then the IPv4 address inside is judged', () => {
    for (const url of [
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[64:ff9b::169.254.169.254]/',
      'https://[64:ff9b::10.0.0.1]/',
      'https://[::ffff:169.254.169.254]/',
    ]) {
      expect({ url, issues: urlIssues(url, strict) }).toEqual({
        url,
        issues: [
          expect.stringMatching(
            /^url must not point to a private or link-local address \(.+ \(carrying (169\.254\.169\.254|10\.0\.0\.1)\)\)$/,
          ),
        ],
      });
    }
    expect(urlIssues('https://[64:ff9b::5db8:d822]/', strict)).toEqual([]);
  });
});
