import { DomainError, ErrorCode } from '@rapport/platform';
import { PLAN_REFUSAL, PlanGate } from './plan-gate';

function directory(answers: Record<string, string[]>) {
  const calls: string[] = [];
  let failNext = false;
  return {
    calls,
    failOnce: () => {
      failNext = true;
    },
    featuresOf: async (organizationId: string) => {
      calls.push(organizationId);
      if (failNext) {
        failNext = false;
        throw new Error('identity down');
      }
      return answers[organizationId] ?? [];
    },
  };
}

describe('PlanGate', () => {
  const clock = { ms: 0 };
  const now = () => clock.ms;

  it('when the plan includes email_campaigns, then the check passes; otherwise it is PERMISSION_DENIED with the plan message', async () => {
    const sut = new PlanGate(directory({ pro: ['email_campaigns'], free: [] }), 1_000, 100, now);
    await expect(sut.requireCampaigns('pro')).resolves.toBeUndefined();
    const refused = sut.requireCampaigns('free');
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
      messages: [PLAN_REFUSAL],
    });
    expect(PLAN_REFUSAL).toBe('Your plan does not include email campaigns');
  });

  it('when an answer is younger than the TTL, then identity is not asked again; after it, it is', async () => {
    const plans = directory({ pro: ['email_campaigns'] });
    const sut = new PlanGate(plans, 1_000, 100, now);
    clock.ms = 0;
    await Promise.all([sut.requireCampaigns('pro'), sut.requireCampaigns('pro')]);
    clock.ms = 999;
    await sut.requireCampaigns('pro');
    expect(plans.calls).toEqual(['pro']);
    clock.ms = 1_000;
    await sut.requireCampaigns('pro');
    expect(plans.calls).toEqual(['pro', 'pro']);
  });

  it('when identity fails, then the failure is not kept and the next call asks again', async () => {
    const plans = directory({ pro: ['email_campaigns'] });
    const sut = new PlanGate(plans, 60_000, 100, now);
    plans.failOnce();
    await expect(sut.requireCampaigns('pro')).rejects.toThrow('identity down');
    await expect(sut.requireCampaigns('pro')).resolves.toBeUndefined();
    expect(plans.calls).toEqual(['pro', 'pro']);
  });

  it('when more organizations are cached than allowed, then the oldest answer is forgotten', async () => {
    const plans = directory({});
    const sut = new PlanGate(plans, 60_000, 2, now);
    for (const org of ['a', 'b', 'c', 'b', 'a']) await sut.requireCampaigns(org).catch(() => undefined);
    expect(plans.calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
