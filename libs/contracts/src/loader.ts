import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

/** Root of the proto tree; every import in a .proto file is relative to it. */
export const PROTO_ROOT = path.resolve(__dirname, '../../../proto');

/**
 * The one set of loader options. scripts/proto-gen.sh passes the same ones to proto-loader-gen-types
 * (--longs=String --enums=String --defaults --oneofs), so generated types match runtime objects.
 */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

export type ServiceName = 'identity' | 'contacts' | 'companies' | 'email' | 'messaging' | 'webhooks';

const cache = new Map<ServiceName, grpc.GrpcObject>();

/** Loads `proto/rapport/<service>/v1/<service>.proto` once per process. */
export function loadPackage(service: ServiceName): grpc.GrpcObject {
  let pkg = cache.get(service);
  if (!pkg) {
    const definition = protoLoader.loadSync(`rapport/${service}/v1/${service}.proto`, LOADER_OPTIONS);
    pkg = grpc.loadPackageDefinition(definition);
    cache.set(service, pkg);
  }
  return pkg;
}

/** The package definition, for server reflection. */
export function loadDefinition(service: ServiceName): protoLoader.PackageDefinition {
  return protoLoader.loadSync(`rapport/${service}/v1/${service}.proto`, LOADER_OPTIONS);
}
