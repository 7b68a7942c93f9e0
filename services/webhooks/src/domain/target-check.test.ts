import { FORBIDDEN_NAME, targetIssues } from './target-check';
import type { TargetPolicy } from './target-policy';

const strict: TargetPolicy = { allowHttp: false, allowLoopback: false, allowPrivate: false };
const resolving = (addresses: Record<string, string[]>) => ({
  resolve: async (host: string) => {
    const found = addresses[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  },
});

describe('target check', () => {
  const dns = resolving({
    'hooks.example.com': ['93.184.216.34'],
    'db.internal.example': ['10.20.30.40'],
    'meta.internal.example': ['93.184.216.34', '64:ff9b::a9fe:a9fe'],
  });

  it('when a name resolves to a non-public address, then the answer does not say which address or what kind', async () => {
    for (const host of ['db.internal.example', 'meta.internal.example']) {
      const issues = await targetIssues(`https://${host}/hook`, strict, dns);
      expect({ host, issues }).toEqual({ host, issues: [FORBIDDEN_NAME] });
      expect(issues.join()).not.toMatch(/10\.20|169\.254|a9fe|private|link-local/);
    }
  });

  it('when a name resolves to public addresses only, or not at all yet, then it is accepted', async () => {
    expect(await targetIssues('https://hooks.example.com/hook', strict, dns)).toEqual([]);
    expect(await targetIssues('https://not-yet.example.com/hook', strict, dns)).toEqual([]);
  });

  it('when private targets are allowed, then a name resolving to one is accepted', async () => {
    expect(
      await targetIssues('https://db.internal.example/', { ...strict, allowPrivate: true }, dns),
    ).toEqual([]);
  });
});
