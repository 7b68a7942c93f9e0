import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CreateOrganizationRequest as _rapport_identity_v1_CreateOrganizationRequest, CreateOrganizationRequest__Output as _rapport_identity_v1_CreateOrganizationRequest__Output } from './rapport/identity/v1/CreateOrganizationRequest';
import type { CreateOrganizationResponse as _rapport_identity_v1_CreateOrganizationResponse, CreateOrganizationResponse__Output as _rapport_identity_v1_CreateOrganizationResponse__Output } from './rapport/identity/v1/CreateOrganizationResponse';
import type { CreateTokenRequest as _rapport_identity_v1_CreateTokenRequest, CreateTokenRequest__Output as _rapport_identity_v1_CreateTokenRequest__Output } from './rapport/identity/v1/CreateTokenRequest';
import type { CreateTokenResponse as _rapport_identity_v1_CreateTokenResponse, CreateTokenResponse__Output as _rapport_identity_v1_CreateTokenResponse__Output } from './rapport/identity/v1/CreateTokenResponse';
import type { GetOrganizationRequest as _rapport_identity_v1_GetOrganizationRequest, GetOrganizationRequest__Output as _rapport_identity_v1_GetOrganizationRequest__Output } from './rapport/identity/v1/GetOrganizationRequest';
import type { GetOrganizationResponse as _rapport_identity_v1_GetOrganizationResponse, GetOrganizationResponse__Output as _rapport_identity_v1_GetOrganizationResponse__Output } from './rapport/identity/v1/GetOrganizationResponse';
import type { IdentityServiceClient as _rapport_identity_v1_IdentityServiceClient, IdentityServiceDefinition as _rapport_identity_v1_IdentityServiceDefinition } from './rapport/identity/v1/IdentityService';
import type { ListTokensRequest as _rapport_identity_v1_ListTokensRequest, ListTokensRequest__Output as _rapport_identity_v1_ListTokensRequest__Output } from './rapport/identity/v1/ListTokensRequest';
import type { ListTokensResponse as _rapport_identity_v1_ListTokensResponse, ListTokensResponse__Output as _rapport_identity_v1_ListTokensResponse__Output } from './rapport/identity/v1/ListTokensResponse';
import type { Organization as _rapport_identity_v1_Organization, Organization__Output as _rapport_identity_v1_Organization__Output } from './rapport/identity/v1/Organization';
import type { RecordTokenUseRequest as _rapport_identity_v1_RecordTokenUseRequest, RecordTokenUseRequest__Output as _rapport_identity_v1_RecordTokenUseRequest__Output } from './rapport/identity/v1/RecordTokenUseRequest';
import type { RecordTokenUseResponse as _rapport_identity_v1_RecordTokenUseResponse, RecordTokenUseResponse__Output as _rapport_identity_v1_RecordTokenUseResponse__Output } from './rapport/identity/v1/RecordTokenUseResponse';
import type { RevokeTokenRequest as _rapport_identity_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _rapport_identity_v1_RevokeTokenRequest__Output } from './rapport/identity/v1/RevokeTokenRequest';
import type { RevokeTokenResponse as _rapport_identity_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _rapport_identity_v1_RevokeTokenResponse__Output } from './rapport/identity/v1/RevokeTokenResponse';
import type { Token as _rapport_identity_v1_Token, Token__Output as _rapport_identity_v1_Token__Output } from './rapport/identity/v1/Token';
import type { TokenUse as _rapport_identity_v1_TokenUse, TokenUse__Output as _rapport_identity_v1_TokenUse__Output } from './rapport/identity/v1/TokenUse';
import type { VerifyTokenRequest as _rapport_identity_v1_VerifyTokenRequest, VerifyTokenRequest__Output as _rapport_identity_v1_VerifyTokenRequest__Output } from './rapport/identity/v1/VerifyTokenRequest';
import type { VerifyTokenResponse as _rapport_identity_v1_VerifyTokenResponse, VerifyTokenResponse__Output as _rapport_identity_v1_VerifyTokenResponse__Output } from './rapport/identity/v1/VerifyTokenResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    identity: {
      v1: {
        CreateOrganizationRequest: MessageTypeDefinition<_rapport_identity_v1_CreateOrganizationRequest, _rapport_identity_v1_CreateOrganizationRequest__Output>
        CreateOrganizationResponse: MessageTypeDefinition<_rapport_identity_v1_CreateOrganizationResponse, _rapport_identity_v1_CreateOrganizationResponse__Output>
        CreateTokenRequest: MessageTypeDefinition<_rapport_identity_v1_CreateTokenRequest, _rapport_identity_v1_CreateTokenRequest__Output>
        CreateTokenResponse: MessageTypeDefinition<_rapport_identity_v1_CreateTokenResponse, _rapport_identity_v1_CreateTokenResponse__Output>
        GetOrganizationRequest: MessageTypeDefinition<_rapport_identity_v1_GetOrganizationRequest, _rapport_identity_v1_GetOrganizationRequest__Output>
        GetOrganizationResponse: MessageTypeDefinition<_rapport_identity_v1_GetOrganizationResponse, _rapport_identity_v1_GetOrganizationResponse__Output>
        IdentityService: SubtypeConstructor<typeof grpc.Client, _rapport_identity_v1_IdentityServiceClient> & { service: _rapport_identity_v1_IdentityServiceDefinition }
        ListTokensRequest: MessageTypeDefinition<_rapport_identity_v1_ListTokensRequest, _rapport_identity_v1_ListTokensRequest__Output>
        ListTokensResponse: MessageTypeDefinition<_rapport_identity_v1_ListTokensResponse, _rapport_identity_v1_ListTokensResponse__Output>
        Organization: MessageTypeDefinition<_rapport_identity_v1_Organization, _rapport_identity_v1_Organization__Output>
        Plan: EnumTypeDefinition
        RecordTokenUseRequest: MessageTypeDefinition<_rapport_identity_v1_RecordTokenUseRequest, _rapport_identity_v1_RecordTokenUseRequest__Output>
        RecordTokenUseResponse: MessageTypeDefinition<_rapport_identity_v1_RecordTokenUseResponse, _rapport_identity_v1_RecordTokenUseResponse__Output>
        RevokeTokenRequest: MessageTypeDefinition<_rapport_identity_v1_RevokeTokenRequest, _rapport_identity_v1_RevokeTokenRequest__Output>
        RevokeTokenResponse: MessageTypeDefinition<_rapport_identity_v1_RevokeTokenResponse, _rapport_identity_v1_RevokeTokenResponse__Output>
        Token: MessageTypeDefinition<_rapport_identity_v1_Token, _rapport_identity_v1_Token__Output>
        TokenUse: MessageTypeDefinition<_rapport_identity_v1_TokenUse, _rapport_identity_v1_TokenUse__Output>
        VerifyTokenRequest: MessageTypeDefinition<_rapport_identity_v1_VerifyTokenRequest, _rapport_identity_v1_VerifyTokenRequest__Output>
        VerifyTokenResponse: MessageTypeDefinition<_rapport_identity_v1_VerifyTokenResponse, _rapport_identity_v1_VerifyTokenResponse__Output>
      }
    }
  }
}

