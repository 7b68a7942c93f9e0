import { SCOPES, type ServiceHandlers } from '@rapport/contracts';
import { type Logger, scopedHandler, unaryHandler } from '@rapport/platform';
import type { IdentityService } from '../domain/identity.service';
import type { UserService } from '../domain/users.service';
import type { IdempotencyHandlers } from './idempotency.handlers';
import {
  planFromProto,
  roleFromProto,
  toOrganizationMessage,
  toTokenMessage,
  toUserMessage,
} from './identity.mapper';

export function identityHandlers(
  service: IdentityService,
  users: UserService,
  logger: Logger,
  defaultRateLimit: number,
  /** The idempotency-key RPCs (idempotency.handlers.ts). */
  idempotency: IdempotencyHandlers,
): ServiceHandlers<'identity'> {
  const org = (o: Parameters<typeof toOrganizationMessage>[0]) => toOrganizationMessage(o, defaultRateLimit);
  const withOrg = (found: Awaited<ReturnType<UserService['getUser']>>) => ({
    user: toUserMessage(found.user),
    organization: org(found.organization),
  });
  return {
    ...idempotency,
    VerifyToken: unaryHandler(logger, async (req) => {
      const verified = await service.verifyToken(req.token, req.clientIp, req.requiredScope);
      return {
        token: toTokenMessage(verified.token),
        organization: org(verified.organization),
        granted: verified.granted,
      };
    }),
    GetOrganization: scopedHandler(logger, async (organizationId) => ({
      organization: org(await service.getOrganization(organizationId)),
    })),
    CreateOrganization: unaryHandler(logger, async (req) => ({
      organization: org(
        await service.createOrganization({
          name: req.name,
          slug: req.slug,
          plan: planFromProto(req.plan) ?? 'free',
          rateLimitPerMinute: req.rateLimitPerMinute ?? null,
        }),
      ),
    })),
    CreateToken: unaryHandler(logger, async (req) => {
      const input = { name: req.name, scopes: req.scopes, expiresAt: req.expiresAt ?? null };
      const { token, value } = req.actorUserId
        ? await users.createToken(req.actorUserId, input)
        : await service.createToken({ ...input, organizationSlug: req.organizationSlug });
      return { token: toTokenMessage(token), value };
    }),
    RevokeToken: unaryHandler(logger, async (req) => ({
      token: toTokenMessage(
        req.actorUserId
          ? await users.revokeToken(req.actorUserId, req.tokenId)
          : await service.revokeToken(req.tokenId),
      ),
    })),
    ListTokens: unaryHandler(logger, async (req) => ({
      tokens: (req.actorUserId
        ? await users.listTokens(req.actorUserId)
        : await service.listTokens(req.organizationSlug)
      ).map(toTokenMessage),
    })),
    RecordTokenUse: unaryHandler(logger, async (req) => {
      await service.recordTokenUse(
        req.uses.map((use) => ({ tokenId: use.tokenId, at: new Date(use.at), ip: use.clientIp })),
      );
      return {};
    }),
    SignIn: unaryHandler(logger, async (req) =>
      withOrg(await users.signIn(req.organizationSlug, req.email, req.password)),
    ),
    GetUser: unaryHandler(logger, async (req) => withOrg(await users.getUser(req.userId))),
    InviteUser: unaryHandler(logger, async (req) => {
      const link = await users.inviteUser(req.actorUserId, {
        email: req.email,
        name: req.name,
        role: roleFromProto(req.role),
      });
      return {
        user: toUserMessage(link.user),
        setupToken: link.setupToken,
        setupExpiresAt: link.setupExpiresAt.toISOString(),
      };
    }),
    ListUsers: unaryHandler(logger, async (req) => ({
      users: (await users.listUsers(req.actorUserId)).map(toUserMessage),
    })),
    SetPassword: unaryHandler(logger, async (req) =>
      withOrg(await users.setPassword(req.setupToken, req.password)),
    ),
    ListScopes: unaryHandler(logger, async () => ({ scopes: [...SCOPES] })),
  };
}
