import { attemptLimitsOf, loadConfig, targetPolicyOf } from './config';

describe('webhooks config', () => {
  it('when nothing is set outside development, then targets must be https and public', () => {
    expect(targetPolicyOf(loadConfig({}))).toEqual({
      allowHttp: false,
      allowLoopback: false,
      allowPrivate: false,
    });
    expect(targetPolicyOf(loadConfig({ NODE_ENV: 'production' }))).toEqual({
      allowHttp: false,
      allowLoopback: false,
      allowPrivate: false,
    });
  });

  it('when NODE_ENV is development or test, then http and loopback are allowed unless set otherwise; private never by default', () => {
    expect(targetPolicyOf(loadConfig({ NODE_ENV: 'test' }))).toEqual({
      allowHttp: true,
      allowLoopback: true,
      allowPrivate: false,
    });
    expect(
      targetPolicyOf(loadConfig({ NODE_ENV: 'development', WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '0' })),
    ).toEqual({
      allowHttp: true,
      allowLoopback: false,
      allowPrivate: false,
    });
  });

  it('when private targets are allowed, then loopback is too', () => {
    expect(targetPolicyOf(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' }))).toEqual({
      allowHttp: false,
      allowLoopback: true,
      allowPrivate: true,
    });
  });

  it('when a setting is not 0/1 or the lease is not above the timeout, then the configuration is refused', () => {
    expect(() => loadConfig({ WEBHOOKS_ALLOW_HTTP_TARGETS: 'yes' })).toThrow(
      /WEBHOOKS_ALLOW_HTTP_TARGETS: must be 0, 1, false or true/,
    );
    expect(() => loadConfig({ WEBHOOKS_TIMEOUT_MS: '5000', WEBHOOKS_LEASE_MS: '5000' })).toThrow(
      /WEBHOOKS_LEASE_MS/,
    );
  });

  it('when the fairness limits are unset, then an organization gets a quarter of the slots and a target half of that', () => {
    expect(attemptLimitsOf(loadConfig({}))).toEqual({ perOrganization: 8, perTarget: 4 });
    expect(attemptLimitsOf(loadConfig({ WEBHOOKS_WORKER_CONCURRENCY: '2' }))).toEqual({
      perOrganization: 1,
      perTarget: 1,
    });
    expect(
      attemptLimitsOf(loadConfig({ WEBHOOKS_ORG_CONCURRENCY: '10', WEBHOOKS_TARGET_CONCURRENCY: '10' })),
    ).toEqual({ perOrganization: 10, perTarget: 10 });
    expect(loadConfig({}).WEBHOOKS_MAX_SUBSCRIPTIONS).toBe(25);
    expect(() => loadConfig({ WEBHOOKS_ORG_CONCURRENCY: '0' })).toThrow(/WEBHOOKS_ORG_CONCURRENCY/);
  });
});
