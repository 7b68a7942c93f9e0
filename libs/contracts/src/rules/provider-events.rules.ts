import { z } from 'zod';

/** Events in one provider notification. */
export const MAX_PROVIDER_EVENTS = 100;

export const ProviderEvent = z
  .object({
    type: z.enum(['bounce', 'complaint', 'unsubscribe'], {
      error: 'type must be bounce, complaint or unsubscribe',
    }),
    address: z.email({ error: 'address must be an email' }).max(320).optional(),
    token: z
      .string({ error: 'token must be a string' })
      .min(1, 'token must not be empty')
      .max(4096, 'token must be at most 4096 characters')
      .optional(),
    bounceType: z.enum(['hard', 'soft'], { error: 'bounceType must be hard or soft' }).optional(),
    diagnostic: z.string().max(1000).optional(),
    messageId: z.string().max(998).optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.type !== 'unsubscribe') {
      if (event.address === undefined)
        ctx.addIssue({ code: 'custom', path: ['address'], message: 'address must be an email' });
      if (event.token !== undefined)
        ctx.addIssue({ code: 'custom', path: ['token'], message: 'token belongs to an unsubscribe only' });
      return;
    }
    if (event.token === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['token'],
        message: 'token is required for an unsubscribe (the one after "unsubscribe " in the mailto subject)',
      });
    if (event.address !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'address must not be given for an unsubscribe: its token names the recipient',
      });
  })
  .meta({
    description:
      'A bounce or complaint names the `address`; an unsubscribe names the `token` of the mailto List-Unsubscribe (what follows "unsubscribe " in its subject) and no address.',
  });
export type ProviderEvent = z.infer<typeof ProviderEvent>;

/**
 * The body of a provider notification (`POST /v1/email/events/{provider}`, decision 0026): the email
 * service checks it, the gateway documents it in the OpenAPI document (the route carries no token and
 * keeps its body raw for the signature, so the gateway does not parse it).
 */
export const ProviderNotification = z
  .object({
    events: z
      .array(ProviderEvent)
      .min(1)
      .max(MAX_PROVIDER_EVENTS, `events must contain at most ${MAX_PROVIDER_EVENTS} items`),
  })
  .strict();
