import * as grpc from '@grpc/grpc-js';
import type { VerifyTokenResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/VerifyTokenResponse';
import { type CallContext, isServiceError, unary } from '@rapport/platform';
import type { GatewayClients } from '../clients/clients';
import { HttpError } from '../errors/http-error';
import type { AuthContext } from '../routes/route';

const BEARER = /^Bearer ([^\s]+)$/;
/** The token format of api-decisions; anything else is rejected without asking identity. */
const TOKEN_FORMAT = /^rpt_[0-9A-Za-z]{40}$/;

const unauthorized = () =>
  new HttpError(401, 'invalid or missing bearer token', { 'WWW-Authenticate': 'Bearer realm="rapport"' });

export function bearerTokenOf(header: string | undefined): string | null {
  if (!header || header.length > 100) return null;
  const token = BEARER.exec(header)?.[1];
  return token && TOKEN_FORMAT.test(token) ? token : null;
}

/**
 * Verifies the bearer token with identity on every request (no cache: revocation takes effect on
 * the very next request). Returns the identity and whether the token grants `scope`.
 */
export async function authenticate(
  clients: GatewayClients,
  header: string | undefined,
  clientIp: string,
  scope: string,
  call: CallContext,
): Promise<AuthContext & { granted: boolean }> {
  const token = bearerTokenOf(header);
  if (!token) throw unauthorized();
  let verified: VerifyTokenResponse__Output;
  try {
    verified = await unary<VerifyTokenResponse__Output>(call, (md, options, cb) =>
      clients.identity.verifyToken({ token, clientIp, requiredScope: scope }, md, options, cb),
    );
  } catch (err) {
    if (isServiceError(err) && err.code === grpc.status.UNAUTHENTICATED) throw unauthorized();
    throw err;
  }
  if (!verified.token || !verified.organization) throw unauthorized();
  return { token: verified.token, organization: verified.organization, granted: verified.granted };
}

export const forbidden = (scope: string) => new HttpError(403, `this token lacks the scope "${scope}"`);
