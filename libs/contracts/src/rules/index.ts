/**
 * Pure request rules that two processes apply: the gateway, so one 400 lists a request's shape and
 * rule failures together, and the owning service, for every caller. Each rule is written here once.
 */
export * from './campaigns.rules';
export * from './companies.rules';
export * from './email.rules';
export * from './messages.rules';
export * from './people.rules';
export * from './provider-events.rules';
export * from './scopes.rules';
export * from './segments.rules';
export * from './token.rules';
export * from './webhooks.rules';
