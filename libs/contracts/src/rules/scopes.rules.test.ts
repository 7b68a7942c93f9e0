import { grants, isGrantableScope, SCOPES } from './scopes.rules';

describe('grants', () => {
  it.each([
    [['people:read'], 'people:read', true],
    [['people:read'], 'people:write', false],
    [['people:*'], 'people:read', true],
    [['people:*'], 'people:write', true],
    [['people:*'], 'companies:read', false],
    [['people:*'], 'tags:write', false],
    [['email:*'], 'email:send', true],
    [['email:*'], 'email:send:to', true],
    [['email:*'], 'email_templates:read', false],
    [['email:send'], 'email:send:to', false],
    [['email_templates:*'], 'email_templates:write', true],
    [['email_campaigns:*'], 'email_campaigns:send', true],
    [['messages:*'], 'messages:send', true],
    [['messages:*'], 'messages:read', true],
    [['*'], 'companies:write', true],
    [['*'], 'reports:export', true],
    [[], 'people:read', false],
    [[], '', true],
    [['tags:read', 'companies:*'], 'companies:write', true],
  ])('when the token has %j and the route needs %s, then grants is %s', (granted, required, expected) => {
    expect(grants(granted, required)).toBe(expected);
  });
});

describe('isGrantableScope', () => {
  it('when a scope is in the catalogue or a wildcard of a known resource, then it can be granted', () => {
    for (const scope of SCOPES) expect(isGrantableScope(scope)).toBe(true);
    expect(isGrantableScope('*')).toBe(true);
    expect(isGrantableScope('people:*')).toBe(true);
    expect(isGrantableScope('email_templates:*')).toBe(true);
  });

  it.each(['people:delete', 'peeple:*', 'admin', '**', 'people', ':*', ''])(
    'when the scope is %j, then it is refused',
    (scope) => {
      expect(isGrantableScope(scope)).toBe(false);
    },
  );
});
