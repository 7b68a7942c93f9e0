import type { MessageTypeDefinition } from '@grpc/proto-loader';
import type { ProtoGrpcType as CompaniesProto } from './generated/companies';
import type { ProtoGrpcType as ContactsProto } from './generated/contacts';
import type { ProtoGrpcType as EmailProto } from './generated/email';
import type { ProtoGrpcType as IdentityProto } from './generated/identity';
import type { ProtoGrpcType as MessagingProto } from './generated/messaging';
import type { CompaniesServiceHandlers } from './generated/rapport/companies/v1/CompaniesService';
import type { MatchedOn as CompaniesMatchedOn } from './generated/rapport/companies/v1/MatchedOn';
import type { ContactsServiceHandlers } from './generated/rapport/contacts/v1/ContactsService';
import type { MatchedOn as ContactsMatchedOn } from './generated/rapport/contacts/v1/MatchedOn';
import type { AudienceType } from './generated/rapport/email/v1/AudienceType';
import type { CampaignStatus } from './generated/rapport/email/v1/CampaignStatus';
import type { EmailSendStatus } from './generated/rapport/email/v1/EmailSendStatus';
import type { EmailServiceHandlers } from './generated/rapport/email/v1/EmailService';
import type { IdempotencyOutcome } from './generated/rapport/identity/v1/IdempotencyOutcome';
import type { IdentityServiceHandlers } from './generated/rapport/identity/v1/IdentityService';
import type { Plan } from './generated/rapport/identity/v1/Plan';
import type { Role } from './generated/rapport/identity/v1/Role';
import type { MessagingServiceHandlers } from './generated/rapport/messaging/v1/MessagingService';
import type { WebhooksServiceHandlers } from './generated/rapport/webhooks/v1/WebhooksService';
import type { ProtoGrpcType as WebhooksProto } from './generated/webhooks';

/**
 * Every generated package by name. The types below read whole packages off it, so a new proto
 * needs one line here (and one in `Handlers`) and callers never import `./generated/...` files
 * (biome's noRestrictedImports fails on them outside libs/contracts).
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

/**
 * The server side of each package's service. The package types cannot tell a unary method from a
 * streaming one (`MethodDefinition.responseStream` is a plain boolean), so the generated handler
 * interfaces are named here, one line per proto.
 */
interface Handlers {
  identity: IdentityServiceHandlers;
  contacts: ContactsServiceHandlers;
  companies: CompaniesServiceHandlers;
  email: EmailServiceHandlers;
  messaging: MessagingServiceHandlers;
  webhooks: WebhooksServiceHandlers;
}

/** The handler map a server implements: `ServiceHandlers<'contacts'>` (`grpc.handleUnaryCall`s...). */
export type ServiceHandlers<P extends PackageName> = Handlers[P];

/** The enums of each package (the package types leave them untyped), one line per proto enum. */
interface Enums {
  identity: { IdempotencyOutcome: IdempotencyOutcome; Plan: Plan; Role: Role };
  contacts: { MatchedOn: ContactsMatchedOn };
  companies: { MatchedOn: CompaniesMatchedOn };
  email: { AudienceType: AudienceType; CampaignStatus: CampaignStatus; EmailSendStatus: EmailSendStatus };
  messaging: Record<never, never>;
  webhooks: Record<never, never>;
}

/** The enum names of a package (`'MatchedOn'`, ...). */
export type EnumName<P extends PackageName> = keyof Enums[P];

/**
 * What a sender may write in an enum field: `Enum<'contacts', 'MatchedOn'>` (the names or their
 * numbers). A receiver gets the names only: read the field off an `Output`.
 */
export type Enum<P extends PackageName, N extends EnumName<P>> = Enums[P][N];
