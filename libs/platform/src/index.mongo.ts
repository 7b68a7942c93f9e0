// `@rapport/platform/mongo`: the data layer (mongoose connections, the Mongo outbox store).
export * from './attempts.mongo';
export * from './ledger.mongo';
export * from './ledger-tallies.mongo';
export * from './mongo';
export * from './outbox.mongo';
export * from './record-turns.mongo';
export * from './slot-pages';
export * from './slots';
export * from './slots.mongo';
