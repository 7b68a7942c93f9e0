import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import type { GatewayClients } from '../clients/clients';
import { toHttpError } from '../errors/error.middleware';
import { HttpError } from '../errors/http-error';
import type { TokenRateLimiter } from '../rate-limit/rate-limiter';

/**
 * The email routes that carry no token (issue 28, decision 0026), mounted before the JSON parser:
 * the one-click unsubscribe of campaign emails (RFC 8058), whose link is its own credential (signed
 * by the email service, which verifies it: a forged or altered link answers 403). `GET` shows a
 * confirmation page whose form posts back; `POST` (what mail clients send for one-click) unsubscribes
 * at once. Neither reads cookies or a session. Every route is limited per client address
 * (`PUBLIC_REQUESTS_PER_MINUTE`, in Redis with the tokens' limits): past it, 429 with Retry-After.
 */
export function emailPublicRouter(
  clients: GatewayClients,
  deadlineMs: number,
  limit: { limiter: TokenRateLimiter; perMinute: number },
): Router {
  const router = Router();
  router.use(['/v1/email/unsubscribe', '/v1/email/events'], async (req, res, next) => {
    try {
      const decision = await limit.limiter.consume(`address:${req.ip ?? ''}`, limit.perMinute);
      res.set(decision.headers);
      next();
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 429 && req.method === 'GET') {
        res.set(err.headers);
        page(
          res,
          429,
          'Unsubscribe',
          '<p>Too many requests from your address; please try again in a minute.</p>',
        );
        return;
      }
      next(err);
    }
  });
  const call = (req: Request) => ({ requestId: String(req.id ?? randomUUID()), deadlineMs });
  const TOKEN = '/v1/email/unsubscribe/:token';

  router.get(TOKEN, async (req, res) => {
    try {
      const claims = await clients.email.unsubscribe(call(req), {
        token: req.params.token!,
        confirmOnly: true,
      });
      page(
        res,
        200,
        'Unsubscribe',
        `<p>Stop emails of this kind to <b>${escapeHtml(claims.address)}</b>?</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      );
    } catch (err) {
      const status = toHttpError(err).statusCode;
      page(
        res,
        status,
        'Unsubscribe',
        status === 403 ? '<p>This unsubscribe link is not valid.</p>' : '<p>Please try again later.</p>',
      );
    }
  });

  // The body (`List-Unsubscribe=One-Click`) says nothing the link does not: it is not read.
  router.post(TOKEN, async (req, res, next) => {
    try {
      const claims = await clients.email.unsubscribe(call(req), {
        token: req.params.token!,
        confirmOnly: false,
      });
      page(
        res,
        200,
        'Unsubscribed',
        `<p><b>${escapeHtml(claims.address)}</b> will get no more of these emails.</p>`,
      );
    } catch (err) {
      next(err);
    }
  });
  // Providers' bounce and complaint notifications, signed with the organization's secret over the raw
  // body (which is why this route keeps it raw); the email service checks signature and body.
  router.post(
    '/v1/email/events/:provider',
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res, next) => {
      try {
        const provider = req.params.provider!;
        const organizationId = req.query.organizationId;
        const problems = [
          ...(PROVIDER.test(provider) ? [] : ['provider must be 1 to 40 lower-case letters, digits, - or _']),
          ...(typeof organizationId === 'string' && organizationId
            ? []
            : ['organizationId (query) must name the organization']),
        ];
        if (problems.length) throw new HttpError(400, problems);
        const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
        const answer = await clients.email.recordEmailEvents(call(req), {
          organizationId: organizationId as string,
          provider,
          body,
          signature: req.get('rapport-signature') ?? '',
        });
        res.status(200).json({ suppressed: answer.suppressed, ignored: answer.ignored });
      } catch (err) {
        next(err);
      }
    },
  );
  return router;
}

const PROVIDER = /^[a-z0-9_-]{1,40}$/;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .type('html')
    .set('Content-Security-Policy', "default-src 'none'; form-action 'self'; style-src 'unsafe-inline'")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">${body}</body></html>`,
    );
}
