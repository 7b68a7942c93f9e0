// `@rapport/platform/amqp`: the broker layer (amqplib connections, confirmed publishes, consumers).
export * from './amqp';
export * from './broker';
export * from './delay-queues';
export * from './event-consumer';
