import { randomUUID } from 'node:crypto';
import { ProviderNotification } from '@rapport/contracts';
import express, { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { GatewayClients } from '../clients/clients';
import { toHttpError } from '../errors/error.middleware';
import { HttpError } from '../errors/http-error';
import type { PublicOperation } from '../openapi/openapi';
import type { TokenRateLimiter } from '../rate-limit/rate-limiter';

/**
 * The email routes that carry no token (issue 28, decision 0026), mounted before the JSON parser:
 * the one-click unsubscribe of campaign emails (RFC 8058), whose link is its own credential (signed
 * by the email service, which verifies it: a forged or altered link answers 403). `GET` shows a
 * confirmation page whose form posts back; `POST` (what mail clients send for one-click) unsubscribes
 * at once. A link expires (EMAIL_UNSUBSCRIBE_LINK_DAYS) and a campaign preview's placeholder link
 * unsubscribes nobody (issue 48): both answer 403. Neither reads cookies or a session. Every route is limited per client address
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
      const http = toHttpError(err);
      // 403 says why (not valid, expired, a preview's placeholder: the email service's message).
      const why =
        http.statusCode === 403 ? `${http.message.charAt(0).toUpperCase()}${http.message.slice(1)}.` : '';
      page(
        res,
        http.statusCode,
        'Unsubscribe',
        `<p>${why ? escapeHtml(why) : 'Please try again later.'}</p>`,
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

const Token = z.object({
  token: z.string().meta({ description: 'The signed token of the link (per recipient and campaign)' }),
});
const UNSUBSCRIBE = {
  tag: 'Email',
  params: Token,
  path: '/v1/email/unsubscribe/:token',
} as const;
const LIMITED = 'Too many requests from this address (`PUBLIC_REQUESTS_PER_MINUTE`); see Retry-After';

/** These routes in the OpenAPI document (they are not RouteSpecs: no token, no JSON parser). */
export const EMAIL_PUBLIC_OPERATIONS: PublicOperation[] = [
  {
    ...UNSUBSCRIBE,
    method: 'get',
    summary: 'Show the confirmation page of an unsubscribe link',
    description:
      "The `https` link of a campaign email's `List-Unsubscribe` header (and of `{{unsubscribeUrl}}`). " +
      'No token, cookie or sign-in: the link is signed. Changes nothing; its form posts to the same link.',
    responses: {
      200: { description: 'A page naming the address, with a button that unsubscribes it', html: true },
      403: {
        description: "A forged, altered or expired link, or a campaign preview's placeholder",
        html: true,
      },
      429: { description: LIMITED, html: true },
      503: { description: 'The email service is unavailable', html: true },
    },
  },
  {
    ...UNSUBSCRIBE,
    method: 'post',
    summary: 'Unsubscribe at once (RFC 8058 one-click)',
    description:
      'What mail clients send for `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (the body is not ' +
      'read). Suppresses the address with reason `unsubscribed` and the campaign as source; again is ' +
      'harmless. No token, cookie or sign-in: the link is signed, and expires `EMAIL_UNSUBSCRIBE_LINK_DAYS` ' +
      '(default 60) days after its email was sent.',
    responses: {
      200: { description: 'A page saying the address gets no more of these emails', html: true },
      403: { description: "A forged, altered or expired link, or a campaign preview's placeholder" },
      429: { description: LIMITED },
      503: { description: 'The email service is unavailable' },
      504: { description: 'The email service did not answer in time' },
    },
  },
  {
    tag: 'Email',
    method: 'post',
    path: '/v1/email/events/:provider',
    summary: "Record a provider's bounce, complaint and unsubscribe notifications",
    description:
      "Called by your relay of an email provider's notifications, signed with the organization's " +
      'secret (`POST /v1/email/event-secret`) over the raw body. Hard bounces and complaints are ' +
      'suppressed, soft bounces change nothing, an unsubscribe unsubscribes as the link does. The ' +
      'whole body is checked (unsubscribe tokens included) before anything is written.',
    params: z.object({
      provider: z.string().regex(PROVIDER).meta({ description: 'Recorded in the source, `provider:<name>`' }),
    }),
    query: z.object({ organizationId: z.string().meta({ description: 'The organization notified' }) }),
    headers: [
      {
        name: 'Rapport-Signature',
        description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the secret',
      },
    ],
    body: { description: "Your provider's notifications, normalized", schema: ProviderNotification },
    responses: {
      200: {
        description: 'Recorded: how many addresses were suppressed now, how many events changed nothing',
        schema: z.object({ suppressed: z.number().int(), ignored: z.number().int() }),
      },
      400: { description: 'The body or the parameters break a rule (each listed); nothing was written' },
      403: {
        description: 'Wrong signature, a time more than 5 minutes off, or no secret for the organization',
      },
      429: { description: LIMITED },
      503: { description: 'The email service is unavailable' },
      504: { description: 'The email service did not answer in time' },
    },
  },
];

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
