// The light entry: what the gateway and every process need, without the data or broker layers
// (mongoose, amqplib). Services add `@rapport/platform/mongo` and `@rapport/platform/amqp`.
export * from './attempts';
export * from './attempts.memory';
export * from './cli';
export * from './config';
export * from './errors';
export * from './event-families';
export * from './events';
export * from './group-commit';
export * from './grpc-client';
export * from './grpc-server';
export * from './ids';
export * from './input-error';
export * from './keyed-batch';
export * from './latest-buffer';
export * from './ledger';
export * from './ledger-tallies';
export * from './logger';
export * from './outbox';
export * from './pagination';
export * from './periodic';
export * from './permits';
export * from './process';
export * from './struct';
export * from './token-status';
export * from './tracing';
