import { identityProto } from '@rapport/contracts';
import { connect } from './grpc-call';

/**
 * The identity service for the gateway (token checks, the dashboard's users and tokens). Its calls
 * name no organization of a request: they take the call context (request id, deadline) only.
 */
export function identityClient(address: string) {
  const { calls, close } = connect(identityProto().rapport.identity.v1.IdentityService, address);
  return { ...calls, close };
}
export type IdentityClient = ReturnType<typeof identityClient>;
