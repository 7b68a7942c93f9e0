import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';

/** Channel options for every internal client: reconnect quickly when a service comes back. */
export const CLIENT_CHANNEL_OPTIONS: grpc.ChannelOptions = {
  'grpc.initial_reconnect_backoff_ms': 200,
  'grpc.max_reconnect_backoff_ms': 1_000,
  'grpc.keepalive_time_ms': 30_000,
  // Spread calls over every address the name resolves to (replicas behind a headless Service or a
  // compose service name); the default, pick_first, sends every call to the first one.
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
};

export const DEFAULT_DEADLINE_MS = 5_000;

export interface CallContext {
  /** Propagated as `x-request-id` so a request can be followed across processes. */
  requestId?: string;
  deadlineMs?: number;
}

type Callback<Res> = (err: grpc.ServiceError | null, value?: Res) => void;

/**
 * Runs one unary call with a deadline. `invoke` receives the metadata, options and callback to pass
 * to the generated client method.
 */
export function unary<Res>(
  context: CallContext,
  invoke: (metadata: grpc.Metadata, options: grpc.CallOptions, callback: Callback<Res>) => unknown,
): Promise<Res> {
  const metadata = new grpc.Metadata();
  if (context.requestId) metadata.set('x-request-id', context.requestId);
  const options: grpc.CallOptions = { deadline: Date.now() + (context.deadlineMs ?? DEFAULT_DEADLINE_MS) };
  return new Promise<Res>((resolve, reject) => {
    invoke(metadata, options, (err, value) => {
      if (err) reject(err);
      else resolve(value as Res);
    });
  });
}

export function isServiceError(err: unknown): err is grpc.ServiceError {
  return err instanceof Error && typeof (err as Partial<grpc.ServiceError>).code === 'number';
}

const HealthClient = grpc.makeGenericClientConstructor(healthService, 'grpc.health.v1.Health');

/** Asks a server's standard health service for its overall status; resolves true when SERVING. */
export function checkHealth(addr: string, deadlineMs = 1_000): Promise<boolean> {
  const client = new HealthClient(addr, grpc.credentials.createInsecure());
  return new Promise<boolean>((resolve) => {
    client.makeUnaryRequest(
      '/grpc.health.v1.Health/Check',
      (arg: { service: string }) => healthService.Check!.requestSerialize(arg),
      (buffer: Buffer) => healthService.Check!.responseDeserialize(buffer) as { status?: string | number },
      { service: '' },
      { deadline: Date.now() + deadlineMs },
      (err, res) => {
        client.close();
        resolve(!err && (res?.status === 'SERVING' || res?.status === 1));
      },
    );
  });
}
