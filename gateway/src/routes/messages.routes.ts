import type { RouteSpec } from './route';

/** Routes of this resource are added by its issue. */
export const messagesRoutes: RouteSpec[] = [];
