// `@rapport/platform/mongo`: the data layer (mongoose connections, the Mongo outbox store).
export * from './mongo';
export * from './outbox.mongo';
