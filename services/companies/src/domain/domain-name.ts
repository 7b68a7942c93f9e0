import { domainToASCII, domainToUnicode } from 'node:url';

/** Longest text accepted as a domain before normalization (a pasted URL may be long). */
export const MAX_DOMAIN_INPUT = 2048;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The form in which domains are stored, compared (upsert, 409) and filtered (`?domain=`). From the
 * text a client sent: surrounding spaces, a scheme (`https://`), user info, port, path, query,
 * fragment, trailing dots and one leading `www.` are removed; letters are lowercased (Unicode
 * included: `ACME.com`, `ＡＣＭＥ.com` and `acme。com` are `acme.com`); internationalized names are
 * kept in Unicode (`xn--bcher-kva.de` becomes `bücher.de`). Returns null when what remains is not a
 * domain name with at least two labels and an alphabetic top-level label (so no IP addresses,
 * `localhost` or `under_score.com`).
 */
export function normalizeDomain(input: string): string | null {
  let text = input.trim();
  if (!text || text.length > MAX_DOMAIN_INPUT) return null;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/^\/\//, '');
  text = text.split(/[/?#]/, 1)[0] ?? '';
  text = text.slice(text.lastIndexOf('@') + 1);
  text = text.replace(/:\d*$/, '').replace(/\.+$/, '');
  let ascii = domainToASCII(text);
  if (!ascii) return null;
  if (ascii.startsWith('www.') && ascii.indexOf('.', 4) > 0) ascii = ascii.slice(4);
  if (ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (!TOP_LEVEL.test(labels[labels.length - 1]!)) return null;
  return domainToUnicode(ascii) || null;
}

export const DOMAIN_RULE = 'domain must be a domain name such as example.com';
