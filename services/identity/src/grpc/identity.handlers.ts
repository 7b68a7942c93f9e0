import type { IdentityServiceHandlers } from '@rapport/contracts/src/generated/rapport/identity/v1/IdentityService';
import { type Logger, unaryHandler } from '@rapport/platform';
import type { IdentityService } from '../domain/identity.service';
import { planFromProto, toOrganizationMessage, toTokenMessage } from './identity.mapper';

export function identityHandlers(
  service: IdentityService,
  logger: Logger,
  defaultRateLimit: number,
): IdentityServiceHandlers {
  const org = (o: Parameters<typeof toOrganizationMessage>[0]) => toOrganizationMessage(o, defaultRateLimit);
  return {
    VerifyToken: unaryHandler(logger, async (req) => {
      const verified = await service.verifyToken(req.token, req.clientIp, req.requiredScope);
      return {
        token: toTokenMessage(verified.token),
        organization: org(verified.organization),
        granted: verified.granted,
      };
    }),
    GetOrganization: unaryHandler(logger, async (req) => ({
      organization: org(await service.getOrganization(req.organizationId)),
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
      const { token, value } = await service.createToken({
        organizationSlug: req.organizationSlug,
        name: req.name,
        scopes: req.scopes,
        expiresAt: req.expiresAt ?? null,
      });
      return { token: toTokenMessage(token), value };
    }),
    RevokeToken: unaryHandler(logger, async (req) => ({
      token: toTokenMessage(await service.revokeToken(req.tokenId)),
    })),
    ListTokens: unaryHandler(logger, async (req) => ({
      tokens: (await service.listTokens(req.organizationSlug)).map(toTokenMessage),
    })),
    RecordTokenUse: unaryHandler(logger, async (req) => {
      await service.recordTokenUse(
        req.uses.map((use) => ({ tokenId: use.tokenId, at: new Date(use.at), ip: use.clientIp })),
      );
      return {};
    }),
  };
}
