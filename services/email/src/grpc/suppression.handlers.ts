import type { ServiceHandlers } from '@rapport/contracts';
import { type Logger, scopedHandler, unaryHandler } from '@rapport/platform';
import type { SuppressionsService } from '../domain/suppressions.service';
import { toSuppressionMessage } from './email.mapper';

type SuppressionHandlers = Pick<
  ServiceHandlers<'email'>,
  'ListSuppressions' | 'CreateSuppression' | 'DeleteSuppression' | 'Unsubscribe'
>;

export function suppressionHandlers(suppressions: SuppressionsService, logger: Logger): SuppressionHandlers {
  return {
    ListSuppressions: scopedHandler(logger, async (organizationId, req) => {
      const filter = req.address ? { address: req.address } : {};
      const page = await suppressions.list(organizationId, filter, req.cursor, req.limit);
      return { data: page.data.map(toSuppressionMessage), nextCursor: page.nextCursor };
    }),
    CreateSuppression: scopedHandler(logger, async (organizationId, req) => {
      const { suppression, created } = await suppressions.suppress(organizationId, {
        address: req.address,
        reason: req.reason,
        source: req.source || 'api',
      });
      return { suppression: toSuppressionMessage(suppression), created };
    }),
    DeleteSuppression: scopedHandler(logger, async (organizationId, req) => {
      await suppressions.remove(organizationId, req.address);
      return {};
    }),
    // No organization in the request: the signed token names it.
    Unsubscribe: unaryHandler(logger, (req) => suppressions.unsubscribe(req.token, req.confirmOnly)),
  };
}
