import type { Output } from '@rapport/contracts';
import type { CallContext } from '@rapport/platform';
import type { GatewayClients } from '../clients/clients';
import { present, withRecord } from '../clients/grpc-call';

export type Role = Output<'identity', 'User'>['role'];

export interface SessionUser {
  user: Output<'identity', 'User'>;
  organization: Output<'identity', 'Organization'>;
}

/**
 * The dashboard's calls. Everything done for a signed-in user names them as the actor: identity
 * checks the role, the dashboard only decides which controls to show.
 */
export function dashboardCalls(clients: GatewayClients, call: CallContext) {
  const id = clients.identity;
  return {
    signIn: (organizationSlug: string, email: string, password: string) =>
      id.signIn(call, { organizationSlug, email, password }),
    setPassword: (setupToken: string, password: string) => id.setPassword(call, { setupToken, password }),
    getUser: (userId: string) =>
      id.getUser(call, { userId }).then(
        (r): SessionUser => ({
          user: present(r.user, 'user'),
          organization: present(r.organization, 'organization'),
        }),
      ),
    listTokens: (actorUserId: string) => id.listTokens(call, { actorUserId }),
    createToken: (actorUserId: string, input: { name: string; scopes: string[]; expiresAt?: string }) =>
      withRecord(id.createToken, 'token')(call, { actorUserId, ...input }),
    revokeToken: (actorUserId: string, tokenId: string) => id.revokeToken(call, { actorUserId, tokenId }),
    listUsers: (actorUserId: string) => id.listUsers(call, { actorUserId }),
    inviteUser: (actorUserId: string, input: { email: string; name: string; role: Role }) =>
      withRecord(id.inviteUser, 'user')(call, { actorUserId, ...input }),
    listScopes: () => id.listScopes(call, {}),
    /** One page of at most 100: the overview shows "100+" beyond (no count RPC; decision 0015). */
    countPeople: async (organizationId: string) => {
      const page = await clients.contacts.listPeople({ ...call, organizationId }, { limit: 100 });
      return { count: page.data.length, more: Boolean(page.nextCursor) };
    },
    countCompanies: async (organizationId: string) => {
      const page = await clients.companies.listCompanies({ ...call, organizationId }, { limit: 100 });
      return { count: page.data.length, more: Boolean(page.nextCursor) };
    },
    listTags: (organizationId: string) => clients.contacts.listTags({ ...call, organizationId }, {}),
  };
}
export type DashboardCalls = ReturnType<typeof dashboardCalls>;
