import type { ListCompaniesResponse__Output } from '@rapport/contracts/src/generated/rapport/companies/v1/ListCompaniesResponse';
import type { ListPeopleResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/ListPeopleResponse';
import type { ListTagsResponse__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/ListTagsResponse';
import type { CreateTokenResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/CreateTokenResponse';
import type { GetUserResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/GetUserResponse';
import type { InviteUserResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/InviteUserResponse';
import type { ListScopesResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/ListScopesResponse';
import type { ListTokensResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/ListTokensResponse';
import type { ListUsersResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/ListUsersResponse';
import type { Organization__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/Organization';
import type { Role } from '@rapport/contracts/src/generated/rapport/identity/v1/Role';
import type { SignInResponse__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/SignInResponse';
import type { User__Output } from '@rapport/contracts/src/generated/rapport/identity/v1/User';
import { type CallContext, unary } from '@rapport/platform';
import type { GatewayClients } from '../clients/clients';

export interface SessionUser {
  user: User__Output;
  organization: Organization__Output;
}

/**
 * The dashboard's calls. Everything done for a signed-in user names them as the actor: identity
 * checks the role, the dashboard only decides which controls to show.
 */
export function dashboardCalls(clients: GatewayClients, call: CallContext) {
  const id = clients.identity;
  return {
    signIn: (organizationSlug: string, email: string, password: string) =>
      unary<SignInResponse__Output>(call, (md, o, cb) =>
        id.signIn({ organizationSlug, email, password }, md, o, cb),
      ),
    setPassword: (setupToken: string, password: string) =>
      unary<SignInResponse__Output>(call, (md, o, cb) => id.setPassword({ setupToken, password }, md, o, cb)),
    getUser: (userId: string) =>
      unary<GetUserResponse__Output>(call, (md, o, cb) => id.getUser({ userId }, md, o, cb)).then(
        (r): SessionUser => ({ user: r.user!, organization: r.organization! }),
      ),
    listTokens: (actorUserId: string) =>
      unary<ListTokensResponse__Output>(call, (md, o, cb) => id.listTokens({ actorUserId }, md, o, cb)),
    createToken: (actorUserId: string, input: { name: string; scopes: string[]; expiresAt?: string }) =>
      unary<CreateTokenResponse__Output>(call, (md, o, cb) =>
        id.createToken({ actorUserId, ...input }, md, o, cb),
      ),
    revokeToken: (actorUserId: string, tokenId: string) =>
      unary<unknown>(call, (md, o, cb) => id.revokeToken({ actorUserId, tokenId }, md, o, cb)),
    listUsers: (actorUserId: string) =>
      unary<ListUsersResponse__Output>(call, (md, o, cb) => id.listUsers({ actorUserId }, md, o, cb)),
    inviteUser: (actorUserId: string, input: { email: string; name: string; role: Role }) =>
      unary<InviteUserResponse__Output>(call, (md, o, cb) =>
        id.inviteUser({ actorUserId, ...input }, md, o, cb),
      ),
    listScopes: () => unary<ListScopesResponse__Output>(call, (md, o, cb) => id.listScopes({}, md, o, cb)),
    /** One page of at most 100: the overview shows "100+" beyond (no count RPC; decision 0015). */
    countPeople: async (organizationId: string) => {
      const page = await unary<ListPeopleResponse__Output>(call, (md, o, cb) =>
        clients.contacts.listPeople({ organizationId, limit: 100 }, md, o, cb),
      );
      return { count: page.data.length, more: Boolean(page.nextCursor) };
    },
    countCompanies: async (organizationId: string) => {
      const page = await unary<ListCompaniesResponse__Output>(call, (md, o, cb) =>
        clients.companies.listCompanies({ organizationId, limit: 100 }, md, o, cb),
      );
      return { count: page.data.length, more: Boolean(page.nextCursor) };
    },
    listTags: (organizationId: string) =>
      unary<ListTagsResponse__Output>(call, (md, o, cb) =>
        clients.contacts.listTags({ organizationId }, md, o, cb),
      ),
  };
}
export type DashboardCalls = ReturnType<typeof dashboardCalls>;
