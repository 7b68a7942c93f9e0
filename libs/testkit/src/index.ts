export { type ApiResponse, api } from './api';
export { type EventQueue, eventQueue } from './events';
export { eventually } from './eventually';
export * from './servers';
export { type Stack, type StackOptions, type StackService, startStack } from './stack';
export {
  ferretDbTable,
  sqlIdentifier,
  sqlLiteral,
  storePostgresUrl,
  storeSql,
  storeSqlSync,
} from './store-postgres';
