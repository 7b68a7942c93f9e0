import { activityRoutes } from './activity.routes';
import { campaignsRoutes } from './campaigns.routes';
import { changesRoutes } from './changes.routes';
import { companiesRoutes } from './companies.routes';
import { companiesBatchRoutes } from './companies-batch.routes';
import { emailRoutes } from './email.routes';
import { meRoutes } from './me.routes';
import { messagesRoutes } from './messages.routes';
import { peopleRoutes } from './people.routes';
import { peopleBatchRoutes } from './people-batch.routes';
import type { RouteSpec } from './route';
import { segmentsRoutes } from './segments.routes';
import { tagsRoutes } from './tags.routes';
import { webhooksRoutes } from './webhooks.routes';

/** Every public route; the OpenAPI document is generated from this list. */
export const allRoutes: RouteSpec[] = [
  ...meRoutes,
  ...peopleBatchRoutes,
  ...peopleRoutes,
  ...activityRoutes,
  ...tagsRoutes,
  ...segmentsRoutes,
  ...companiesBatchRoutes,
  ...companiesRoutes,
  ...emailRoutes,
  ...campaignsRoutes,
  ...messagesRoutes,
  ...webhooksRoutes,
  ...changesRoutes,
];
