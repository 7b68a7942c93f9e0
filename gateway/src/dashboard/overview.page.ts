import type { Router } from 'express';
import { callsFor, type Dashboard, locals, page } from './dashboard.context';
import type { Count } from './identity.calls';

const shown = (result: PromiseSettledResult<Count>) =>
  result.status === 'fulfilled' ? `${result.value.count}${result.value.more ? '+' : ''}` : '—';

/** The landing page: the organization, its plan and limit, and what it holds. */
export function overviewPage(router: Router, dashboard: Dashboard): void {
  router.get('/overview', async (req, res) => {
    const me = locals(res).me!;
    const calls = callsFor(dashboard, req);
    const orgId = me.organization.id;
    // Each count is optional: a service that is down shows "—" instead of failing the page.
    const [records, tags, tokens, users] = await Promise.allSettled([
      calls.countRecords(me.organization),
      calls.listTags(orgId).then((r) => ({ count: r.data.length, more: false })),
      calls.listTokens(me.user.id).then((r) => ({
        count: r.tokens.filter((t) => !t.revokedAt && !(t.expiresAt && Date.parse(t.expiresAt) <= Date.now()))
          .length,
        more: false,
      })),
      calls.listUsers(me.user.id).then((r) => ({ count: r.users.length, more: false })),
    ]);
    const unavailable = 'unavailable right now';
    const down: PromiseSettledResult<Count> = { status: 'rejected', reason: null };
    const { people, companies } =
      records.status === 'fulfilled' ? records.value : { people: down, companies: down };
    page(dashboard, res, 200, 'overview', {
      title: 'Overview',
      nav: 'overview',
      counts: [
        { label: 'People', value: shown(people), note: people.status === 'rejected' ? unavailable : '' },
        {
          label: 'Companies',
          value: shown(companies),
          note: companies.status === 'rejected' ? unavailable : '',
        },
        { label: 'Tags', value: shown(tags), note: tags.status === 'rejected' ? unavailable : '' },
        { label: 'Active API tokens', value: shown(tokens) },
        { label: 'Team members', value: shown(users) },
      ],
    });
  });
}
