import type { Output } from '@rapport/contracts';
import type { CallContext } from '@rapport/platform';
import type { GatewayClients } from '../clients/clients';
import { present, withRecord } from '../clients/grpc-call';

export type Role = Output<'identity', 'User'>['role'];

/** A count shown on the overview: `more` when there are more than `count`. */
export type Count = { count: number; more: boolean };
type Settled<T> = PromiseSettledResult<T>;

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
    /**
     * People and companies, exactly, from the change ledger's head (decision 0024), for an
     * organization created since the ledger began recording; otherwise (or when the ledger cannot be
     * read) one page of at most 100 each: the overview shows "100+" beyond. Each count settles on its
     * own: a service that is down fails only its own.
     */
    countRecords: async (organization: {
      id: string;
      createdAt: string;
    }): Promise<{ people: Settled<Count>; companies: Settled<Count> }> => {
      const scope = { ...call, organizationId: organization.id };
      const head = await clients.webhooks.getChangeHead(scope, {}).catch(() => null);
      if (head?.recordingSince && Date.parse(organization.createdAt) >= Date.parse(head.recordingSince)) {
        const exact = (type: string): Settled<Count> => ({
          status: 'fulfilled',
          value: { count: Number(head.totals[type] ?? 0), more: false },
        });
        return { people: exact('contact'), companies: exact('company') };
      }
      const firstPage = (page: { data: unknown[]; nextCursor: string }) => ({
        count: page.data.length,
        more: Boolean(page.nextCursor),
      });
      const [people, companies] = await Promise.allSettled([
        clients.contacts.listPeople(scope, { limit: 100 }).then(firstPage),
        clients.companies.listCompanies(scope, { limit: 100 }).then(firstPage),
      ]);
      return { people, companies };
    },
    listTags: (organizationId: string) => clients.contacts.listTags({ ...call, organizationId }, {}),
  };
}
export type DashboardCalls = ReturnType<typeof dashboardCalls>;
