import type { MessageTypeDefinition } from '@grpc/proto-loader';
import type { ProtoGrpcType as CompaniesProto } from './generated/companies';
import type { ProtoGrpcType as ContactsProto } from './generated/contacts';
import type { ProtoGrpcType as EmailProto } from './generated/email';
import type { ProtoGrpcType as IdentityProto } from './generated/identity';
import type { ProtoGrpcType as MessagingProto } from './generated/messaging';
import type { ProtoGrpcType as WebhooksProto } from './generated/webhooks';

/**
 * Every generated package by name. The types below read whole packages off it, so a new proto
 * needs one line here and callers never import `./generated/...` files.
 */
interface Packages {
  identity: IdentityProto['rapport']['identity']['v1'];
  contacts: ContactsProto['rapport']['contacts']['v1'];
  companies: CompaniesProto['rapport']['companies']['v1'];
  email: EmailProto['rapport']['email']['v1'];
  messaging: MessagingProto['rapport']['messaging']['v1'];
  webhooks: WebhooksProto['rapport']['webhooks']['v1'];
}

export type PackageName = keyof Packages;

/** The message names of a package (`'Person'`, `'GetPersonResponse'`, ...). */
export type MessageName<P extends PackageName> = {
  [N in keyof Packages[P]]: Packages[P][N] extends MessageTypeDefinition<object, object> ? N : never;
}[keyof Packages[P]];

/** What a caller sends: `Input<'contacts', 'PersonFields'>` (fields optional). */
export type Input<P extends PackageName, N extends MessageName<P>> =
  Packages[P][N] extends MessageTypeDefinition<infer In, object> ? In : never;

/** What a caller receives: `Output<'contacts', 'Person'>` (defaults filled in). */
export type Output<P extends PackageName, N extends MessageName<P>> =
  Packages[P][N] extends MessageTypeDefinition<object, infer Out> ? Out : never;

/** The generated client of a package's service: `ServiceClient<'contacts'>`. */
export type ServiceClient<P extends PackageName> = {
  [N in keyof Packages[P]]: Packages[P][N] extends abstract new (...args: never[]) => infer C ? C : never;
}[keyof Packages[P]];
