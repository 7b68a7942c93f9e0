import { normalizeDomain } from './domain-name';

describe('normalizeDomain', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['HTTPS://Acme.COM/', 'acme.com'],
    ['  http://acme.com  ', 'acme.com'],
    ['acme.com.', 'acme.com'],
    ['acme.com/', 'acme.com'],
    ['https://www.acme.com/about?x=1#top', 'acme.com'],
    ['WWW.Acme.com', 'acme.com'],
    ['//acme.com', 'acme.com'],
    ['ftp://user:secret@acme.com:21/files', 'acme.com'],
    ['acme.com:8080', 'acme.com'],
    ['sub.acme.co.uk', 'sub.acme.co.uk'],
    ['www.com', 'www.com'],
    ['ＡＣＭＥ.com', 'acme.com'],
    ['Bücher.de', 'bücher.de'],
    ['xn--bcher-kva.de', 'bücher.de'],
    ['my-company.io', 'my-company.io'],
  ])('when the domain is %j, then it is stored as %j', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'localhost',
    'acme',
    'acme com',
    'under_score.com',
    '-acme.com',
    'acme-.com',
    'a..com',
    '127.0.0.1',
    '[::1]',
    'acme.c',
    'acme.123',
    'https://',
    `${'a'.repeat(64)}.com`,
    'exa%mple.com',
  ])('when the domain is %j, then it is not a domain', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });
});
