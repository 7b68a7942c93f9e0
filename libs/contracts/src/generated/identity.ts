import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ClaimIdempotencyKeyRequest as _rapport_identity_v1_ClaimIdempotencyKeyRequest, ClaimIdempotencyKeyRequest__Output as _rapport_identity_v1_ClaimIdempotencyKeyRequest__Output } from './rapport/identity/v1/ClaimIdempotencyKeyRequest';
import type { ClaimIdempotencyKeyResponse as _rapport_identity_v1_ClaimIdempotencyKeyResponse, ClaimIdempotencyKeyResponse__Output as _rapport_identity_v1_ClaimIdempotencyKeyResponse__Output } from './rapport/identity/v1/ClaimIdempotencyKeyResponse';
import type { CompleteIdempotencyKeyRequest as _rapport_identity_v1_CompleteIdempotencyKeyRequest, CompleteIdempotencyKeyRequest__Output as _rapport_identity_v1_CompleteIdempotencyKeyRequest__Output } from './rapport/identity/v1/CompleteIdempotencyKeyRequest';
import type { CompleteIdempotencyKeyResponse as _rapport_identity_v1_CompleteIdempotencyKeyResponse, CompleteIdempotencyKeyResponse__Output as _rapport_identity_v1_CompleteIdempotencyKeyResponse__Output } from './rapport/identity/v1/CompleteIdempotencyKeyResponse';
import type { CreateOrganizationRequest as _rapport_identity_v1_CreateOrganizationRequest, CreateOrganizationRequest__Output as _rapport_identity_v1_CreateOrganizationRequest__Output } from './rapport/identity/v1/CreateOrganizationRequest';
import type { CreateOrganizationResponse as _rapport_identity_v1_CreateOrganizationResponse, CreateOrganizationResponse__Output as _rapport_identity_v1_CreateOrganizationResponse__Output } from './rapport/identity/v1/CreateOrganizationResponse';
import type { CreateTokenRequest as _rapport_identity_v1_CreateTokenRequest, CreateTokenRequest__Output as _rapport_identity_v1_CreateTokenRequest__Output } from './rapport/identity/v1/CreateTokenRequest';
import type { CreateTokenResponse as _rapport_identity_v1_CreateTokenResponse, CreateTokenResponse__Output as _rapport_identity_v1_CreateTokenResponse__Output } from './rapport/identity/v1/CreateTokenResponse';
import type { GetOrganizationRequest as _rapport_identity_v1_GetOrganizationRequest, GetOrganizationRequest__Output as _rapport_identity_v1_GetOrganizationRequest__Output } from './rapport/identity/v1/GetOrganizationRequest';
import type { GetOrganizationResponse as _rapport_identity_v1_GetOrganizationResponse, GetOrganizationResponse__Output as _rapport_identity_v1_GetOrganizationResponse__Output } from './rapport/identity/v1/GetOrganizationResponse';
import type { GetUserRequest as _rapport_identity_v1_GetUserRequest, GetUserRequest__Output as _rapport_identity_v1_GetUserRequest__Output } from './rapport/identity/v1/GetUserRequest';
import type { GetUserResponse as _rapport_identity_v1_GetUserResponse, GetUserResponse__Output as _rapport_identity_v1_GetUserResponse__Output } from './rapport/identity/v1/GetUserResponse';
import type { IdentityServiceClient as _rapport_identity_v1_IdentityServiceClient, IdentityServiceDefinition as _rapport_identity_v1_IdentityServiceDefinition } from './rapport/identity/v1/IdentityService';
import type { InviteUserRequest as _rapport_identity_v1_InviteUserRequest, InviteUserRequest__Output as _rapport_identity_v1_InviteUserRequest__Output } from './rapport/identity/v1/InviteUserRequest';
import type { InviteUserResponse as _rapport_identity_v1_InviteUserResponse, InviteUserResponse__Output as _rapport_identity_v1_InviteUserResponse__Output } from './rapport/identity/v1/InviteUserResponse';
import type { ListScopesRequest as _rapport_identity_v1_ListScopesRequest, ListScopesRequest__Output as _rapport_identity_v1_ListScopesRequest__Output } from './rapport/identity/v1/ListScopesRequest';
import type { ListScopesResponse as _rapport_identity_v1_ListScopesResponse, ListScopesResponse__Output as _rapport_identity_v1_ListScopesResponse__Output } from './rapport/identity/v1/ListScopesResponse';
import type { ListTokensRequest as _rapport_identity_v1_ListTokensRequest, ListTokensRequest__Output as _rapport_identity_v1_ListTokensRequest__Output } from './rapport/identity/v1/ListTokensRequest';
import type { ListTokensResponse as _rapport_identity_v1_ListTokensResponse, ListTokensResponse__Output as _rapport_identity_v1_ListTokensResponse__Output } from './rapport/identity/v1/ListTokensResponse';
import type { ListUsersRequest as _rapport_identity_v1_ListUsersRequest, ListUsersRequest__Output as _rapport_identity_v1_ListUsersRequest__Output } from './rapport/identity/v1/ListUsersRequest';
import type { ListUsersResponse as _rapport_identity_v1_ListUsersResponse, ListUsersResponse__Output as _rapport_identity_v1_ListUsersResponse__Output } from './rapport/identity/v1/ListUsersResponse';
import type { Organization as _rapport_identity_v1_Organization, Organization__Output as _rapport_identity_v1_Organization__Output } from './rapport/identity/v1/Organization';
import type { RecordTokenUseRequest as _rapport_identity_v1_RecordTokenUseRequest, RecordTokenUseRequest__Output as _rapport_identity_v1_RecordTokenUseRequest__Output } from './rapport/identity/v1/RecordTokenUseRequest';
import type { RecordTokenUseResponse as _rapport_identity_v1_RecordTokenUseResponse, RecordTokenUseResponse__Output as _rapport_identity_v1_RecordTokenUseResponse__Output } from './rapport/identity/v1/RecordTokenUseResponse';
import type { ReleaseIdempotencyKeyRequest as _rapport_identity_v1_ReleaseIdempotencyKeyRequest, ReleaseIdempotencyKeyRequest__Output as _rapport_identity_v1_ReleaseIdempotencyKeyRequest__Output } from './rapport/identity/v1/ReleaseIdempotencyKeyRequest';
import type { ReleaseIdempotencyKeyResponse as _rapport_identity_v1_ReleaseIdempotencyKeyResponse, ReleaseIdempotencyKeyResponse__Output as _rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output } from './rapport/identity/v1/ReleaseIdempotencyKeyResponse';
import type { RevokeTokenRequest as _rapport_identity_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _rapport_identity_v1_RevokeTokenRequest__Output } from './rapport/identity/v1/RevokeTokenRequest';
import type { RevokeTokenResponse as _rapport_identity_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _rapport_identity_v1_RevokeTokenResponse__Output } from './rapport/identity/v1/RevokeTokenResponse';
import type { SetPasswordRequest as _rapport_identity_v1_SetPasswordRequest, SetPasswordRequest__Output as _rapport_identity_v1_SetPasswordRequest__Output } from './rapport/identity/v1/SetPasswordRequest';
import type { SetPasswordResponse as _rapport_identity_v1_SetPasswordResponse, SetPasswordResponse__Output as _rapport_identity_v1_SetPasswordResponse__Output } from './rapport/identity/v1/SetPasswordResponse';
import type { SignInRequest as _rapport_identity_v1_SignInRequest, SignInRequest__Output as _rapport_identity_v1_SignInRequest__Output } from './rapport/identity/v1/SignInRequest';
import type { SignInResponse as _rapport_identity_v1_SignInResponse, SignInResponse__Output as _rapport_identity_v1_SignInResponse__Output } from './rapport/identity/v1/SignInResponse';
import type { StoredAnswer as _rapport_identity_v1_StoredAnswer, StoredAnswer__Output as _rapport_identity_v1_StoredAnswer__Output } from './rapport/identity/v1/StoredAnswer';
import type { Token as _rapport_identity_v1_Token, Token__Output as _rapport_identity_v1_Token__Output } from './rapport/identity/v1/Token';
import type { TokenUse as _rapport_identity_v1_TokenUse, TokenUse__Output as _rapport_identity_v1_TokenUse__Output } from './rapport/identity/v1/TokenUse';
import type { User as _rapport_identity_v1_User, User__Output as _rapport_identity_v1_User__Output } from './rapport/identity/v1/User';
import type { VerifyTokenRequest as _rapport_identity_v1_VerifyTokenRequest, VerifyTokenRequest__Output as _rapport_identity_v1_VerifyTokenRequest__Output } from './rapport/identity/v1/VerifyTokenRequest';
import type { VerifyTokenResponse as _rapport_identity_v1_VerifyTokenResponse, VerifyTokenResponse__Output as _rapport_identity_v1_VerifyTokenResponse__Output } from './rapport/identity/v1/VerifyTokenResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    identity: {
      v1: {
        ClaimIdempotencyKeyRequest: MessageTypeDefinition<_rapport_identity_v1_ClaimIdempotencyKeyRequest, _rapport_identity_v1_ClaimIdempotencyKeyRequest__Output>
        ClaimIdempotencyKeyResponse: MessageTypeDefinition<_rapport_identity_v1_ClaimIdempotencyKeyResponse, _rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>
        CompleteIdempotencyKeyRequest: MessageTypeDefinition<_rapport_identity_v1_CompleteIdempotencyKeyRequest, _rapport_identity_v1_CompleteIdempotencyKeyRequest__Output>
        CompleteIdempotencyKeyResponse: MessageTypeDefinition<_rapport_identity_v1_CompleteIdempotencyKeyResponse, _rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>
        CreateOrganizationRequest: MessageTypeDefinition<_rapport_identity_v1_CreateOrganizationRequest, _rapport_identity_v1_CreateOrganizationRequest__Output>
        CreateOrganizationResponse: MessageTypeDefinition<_rapport_identity_v1_CreateOrganizationResponse, _rapport_identity_v1_CreateOrganizationResponse__Output>
        CreateTokenRequest: MessageTypeDefinition<_rapport_identity_v1_CreateTokenRequest, _rapport_identity_v1_CreateTokenRequest__Output>
        CreateTokenResponse: MessageTypeDefinition<_rapport_identity_v1_CreateTokenResponse, _rapport_identity_v1_CreateTokenResponse__Output>
        GetOrganizationRequest: MessageTypeDefinition<_rapport_identity_v1_GetOrganizationRequest, _rapport_identity_v1_GetOrganizationRequest__Output>
        GetOrganizationResponse: MessageTypeDefinition<_rapport_identity_v1_GetOrganizationResponse, _rapport_identity_v1_GetOrganizationResponse__Output>
        GetUserRequest: MessageTypeDefinition<_rapport_identity_v1_GetUserRequest, _rapport_identity_v1_GetUserRequest__Output>
        GetUserResponse: MessageTypeDefinition<_rapport_identity_v1_GetUserResponse, _rapport_identity_v1_GetUserResponse__Output>
        IdempotencyOutcome: EnumTypeDefinition
        IdentityService: SubtypeConstructor<typeof grpc.Client, _rapport_identity_v1_IdentityServiceClient> & { service: _rapport_identity_v1_IdentityServiceDefinition }
        InviteUserRequest: MessageTypeDefinition<_rapport_identity_v1_InviteUserRequest, _rapport_identity_v1_InviteUserRequest__Output>
        InviteUserResponse: MessageTypeDefinition<_rapport_identity_v1_InviteUserResponse, _rapport_identity_v1_InviteUserResponse__Output>
        ListScopesRequest: MessageTypeDefinition<_rapport_identity_v1_ListScopesRequest, _rapport_identity_v1_ListScopesRequest__Output>
        ListScopesResponse: MessageTypeDefinition<_rapport_identity_v1_ListScopesResponse, _rapport_identity_v1_ListScopesResponse__Output>
        ListTokensRequest: MessageTypeDefinition<_rapport_identity_v1_ListTokensRequest, _rapport_identity_v1_ListTokensRequest__Output>
        ListTokensResponse: MessageTypeDefinition<_rapport_identity_v1_ListTokensResponse, _rapport_identity_v1_ListTokensResponse__Output>
        ListUsersRequest: MessageTypeDefinition<_rapport_identity_v1_ListUsersRequest, _rapport_identity_v1_ListUsersRequest__Output>
        ListUsersResponse: MessageTypeDefinition<_rapport_identity_v1_ListUsersResponse, _rapport_identity_v1_ListUsersResponse__Output>
        Organization: MessageTypeDefinition<_rapport_identity_v1_Organization, _rapport_identity_v1_Organization__Output>
        Plan: EnumTypeDefinition
        RecordTokenUseRequest: MessageTypeDefinition<_rapport_identity_v1_RecordTokenUseRequest, _rapport_identity_v1_RecordTokenUseRequest__Output>
        RecordTokenUseResponse: MessageTypeDefinition<_rapport_identity_v1_RecordTokenUseResponse, _rapport_identity_v1_RecordTokenUseResponse__Output>
        ReleaseIdempotencyKeyRequest: MessageTypeDefinition<_rapport_identity_v1_ReleaseIdempotencyKeyRequest, _rapport_identity_v1_ReleaseIdempotencyKeyRequest__Output>
        ReleaseIdempotencyKeyResponse: MessageTypeDefinition<_rapport_identity_v1_ReleaseIdempotencyKeyResponse, _rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>
        RevokeTokenRequest: MessageTypeDefinition<_rapport_identity_v1_RevokeTokenRequest, _rapport_identity_v1_RevokeTokenRequest__Output>
        RevokeTokenResponse: MessageTypeDefinition<_rapport_identity_v1_RevokeTokenResponse, _rapport_identity_v1_RevokeTokenResponse__Output>
        Role: EnumTypeDefinition
        SetPasswordRequest: MessageTypeDefinition<_rapport_identity_v1_SetPasswordRequest, _rapport_identity_v1_SetPasswordRequest__Output>
        SetPasswordResponse: MessageTypeDefinition<_rapport_identity_v1_SetPasswordResponse, _rapport_identity_v1_SetPasswordResponse__Output>
        SignInRequest: MessageTypeDefinition<_rapport_identity_v1_SignInRequest, _rapport_identity_v1_SignInRequest__Output>
        SignInResponse: MessageTypeDefinition<_rapport_identity_v1_SignInResponse, _rapport_identity_v1_SignInResponse__Output>
        StoredAnswer: MessageTypeDefinition<_rapport_identity_v1_StoredAnswer, _rapport_identity_v1_StoredAnswer__Output>
        Token: MessageTypeDefinition<_rapport_identity_v1_Token, _rapport_identity_v1_Token__Output>
        TokenUse: MessageTypeDefinition<_rapport_identity_v1_TokenUse, _rapport_identity_v1_TokenUse__Output>
        User: MessageTypeDefinition<_rapport_identity_v1_User, _rapport_identity_v1_User__Output>
        VerifyTokenRequest: MessageTypeDefinition<_rapport_identity_v1_VerifyTokenRequest, _rapport_identity_v1_VerifyTokenRequest__Output>
        VerifyTokenResponse: MessageTypeDefinition<_rapport_identity_v1_VerifyTokenResponse, _rapport_identity_v1_VerifyTokenResponse__Output>
      }
    }
  }
}

