import type { ContactsServiceHandlers } from './generated/rapport/contacts/v1/ContactsService';
import type { MatchedOn } from './generated/rapport/contacts/v1/MatchedOn';
import type { Person, Person__Output } from './generated/rapport/contacts/v1/Person';
import type { IdempotencyOutcome } from './generated/rapport/identity/v1/IdempotencyOutcome';
import type {
  IdentityServiceClient,
  IdentityServiceHandlers,
} from './generated/rapport/identity/v1/IdentityService';
import type { Enum, Input, Output, ServiceClient, ServiceHandlers } from './packages';

// Compile-time checks (npm run typecheck): the entry's types are the generated ones, not look-alikes.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;

describe('the package types of @rapport/contracts', () => {
  it('when read off a package, then they are the generated types', () => {
    expect([
      same<Input<'contacts', 'Person'>, Person>(true),
      same<Output<'contacts', 'Person'>, Person__Output>(true),
      same<ServiceClient<'identity'>, IdentityServiceClient>(true),
      same<ServiceHandlers<'identity'>, IdentityServiceHandlers>(true),
      same<ServiceHandlers<'contacts'>, ContactsServiceHandlers>(true),
      same<Enum<'contacts', 'MatchedOn'>, MatchedOn>(true),
      same<Enum<'identity', 'IdempotencyOutcome'>, IdempotencyOutcome>(true),
    ]).not.toContain(false);
  });
});
