import type { ServiceHandlers } from '@rapport/contracts';
import { type Logger, scopedHandler } from '@rapport/platform';
import type { ProviderEventsService } from '../domain/provider-events.service';

type ProviderEventHandlers = Pick<ServiceHandlers<'email'>, 'RotateEmailEventSecret' | 'RecordEmailEvents'>;

export function providerEventHandlers(events: ProviderEventsService, logger: Logger): ProviderEventHandlers {
  return {
    RotateEmailEventSecret: scopedHandler(logger, (organizationId) => events.rotateSecret(organizationId)),
    RecordEmailEvents: scopedHandler(logger, (organizationId, req) =>
      events.record(organizationId, { provider: req.provider, body: req.body, signature: req.signature }),
    ),
  };
}
