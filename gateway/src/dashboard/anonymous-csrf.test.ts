import type { Request, Response } from 'express';
import { AnonymousCsrf, CSRF_COOKIE } from './anonymous-csrf';

const SECRET = 'a secret of at least thirty-two characters';

/** A form served to a visitor (with `cookie`, if any): its token and the cookie it was set. */
function serve(csrf: AnonymousCsrf, cookie?: string) {
  let set = '';
  const res = {
    cookie: (name: string, value: string) => {
      set = `${name}=${value}`;
    },
  } as unknown as Response;
  const token = csrf.issue({ headers: { cookie }, secure: false } as Request, res);
  return { token, cookie: set };
}

const post = (cookie: string | undefined, token: unknown) =>
  ({ headers: { cookie }, body: { _csrf: token } }) as unknown as Request;

describe('AnonymousCsrf (forms before sign-in)', () => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const csrf = new AnonymousCsrf(SECRET, () => now);

  it('when the token is posted with the cookie it was issued with, then it is valid, for an hour', () => {
    const form = serve(csrf);
    expect(form.cookie).toMatch(new RegExp(`^${CSRF_COOKIE}=[\\w-]{43}$`));
    expect(csrf.isRequestValid(post(`other=1; ${form.cookie}`, form.token))).toBe(true);
    now += 3_599_000;
    expect(csrf.isRequestValid(post(form.cookie, form.token))).toBe(true);
    now += 1_000;
    expect(csrf.isRequestValid(post(form.cookie, form.token))).toBe(false);
  });

  it('when a visitor with a cookie gets another form, then the cookie keeps its nonce', () => {
    const first = serve(csrf);
    const again = serve(csrf, first.cookie);
    expect(again.cookie).toBe(first.cookie);
    expect(csrf.isRequestValid(post(first.cookie, again.token))).toBe(true);
  });

  it('when the cookie, the token or the secret differ, then the token is refused', () => {
    const form = serve(csrf);
    const other = serve(csrf);
    expect(csrf.isRequestValid(post(undefined, form.token))).toBe(false);
    expect(csrf.isRequestValid(post(other.cookie, form.token))).toBe(false);
    expect(csrf.isRequestValid(post(form.cookie, undefined))).toBe(false);
    expect(csrf.isRequestValid(post(form.cookie, [form.token]))).toBe(false);
    const [expires, mac] = form.token.split('.');
    expect(csrf.isRequestValid(post(form.cookie, `${Number(expires) + 60}.${mac}`))).toBe(false);
    const elsewhere = new AnonymousCsrf(`${SECRET}!`, () => now);
    expect(elsewhere.isRequestValid(post(form.cookie, form.token))).toBe(false);
  });
});
