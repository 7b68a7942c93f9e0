import { AttemptLimits } from './attempt-limits';

describe('AttemptLimits', () => {
  it('when an organization has its share in flight, then it gets no more until one ends; others still do', () => {
    const sut = new AttemptLimits({ perOrganization: 2, perTarget: 2 });
    const first = sut.tryStart('a', 'https://one.example/');
    expect(sut.tryStart('a', 'https://two.example/')).not.toBeNull();
    expect(sut.hasRoom('a')).toBe(false);
    expect(sut.tryStart('a', 'https://three.example/')).toBeNull();
    expect(sut.hasRoom('b')).toBe(true);
    expect(sut.tryStart('b', 'https://three.example/')).not.toBeNull();
    first!();
    first!(); // a second release gives nothing back twice
    expect(sut.tryStart('a', 'https://three.example/')).not.toBeNull();
    expect(sut.tryStart('a', 'https://four.example/')).toBeNull();
  });

  it('when a target origin has its share in flight, then any organization waits for it, and a refusal takes no slot', () => {
    const sut = new AttemptLimits({ perOrganization: 5, perTarget: 1 });
    const held = sut.tryStart('a', 'https://Hooks.example:443/a');
    expect(sut.tryStart('b', 'https://hooks.example/b')).toBeNull();
    expect(sut.tryStart('a', 'http://hooks.example/a')).not.toBeNull(); // another origin (scheme)
    expect(sut.tryStart('a', 'https://hooks.example:8443/a')).not.toBeNull(); // and port
    expect(sut.hasRoom('b', 'https://hooks.example')).toBe(false);
    expect(sut.hasRoom('b')).toBe(true);
    held!();
    expect(sut.tryStart('b', 'https://hooks.example/b')).not.toBeNull();
    // b's refused try took nothing of b's share.
    for (let i = 0; i < 4; i++) expect(sut.tryStart('b', `https://b${i}.example/`)).not.toBeNull();
    expect(sut.hasRoom('b')).toBe(false);
  });
});
