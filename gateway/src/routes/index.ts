import { campaignsRoutes } from './campaigns.routes';
import { companiesRoutes } from './companies.routes';
import { emailRoutes } from './email.routes';
import { meRoutes } from './me.routes';
import { messagesRoutes } from './messages.routes';
import { peopleRoutes } from './people.routes';
import type { RouteSpec } from './route';
import { tagsRoutes } from './tags.routes';

/** Every public route; the OpenAPI document is generated from this list. */
export const allRoutes: RouteSpec[] = [
  ...meRoutes,
  ...peopleRoutes,
  ...tagsRoutes,
  ...companiesRoutes,
  ...emailRoutes,
  ...campaignsRoutes,
  ...messagesRoutes,
];
