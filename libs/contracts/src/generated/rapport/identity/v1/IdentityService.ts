// Original file: rapport/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ClaimIdempotencyKeyRequest as _rapport_identity_v1_ClaimIdempotencyKeyRequest, ClaimIdempotencyKeyRequest__Output as _rapport_identity_v1_ClaimIdempotencyKeyRequest__Output } from '../../../rapport/identity/v1/ClaimIdempotencyKeyRequest';
import type { ClaimIdempotencyKeyResponse as _rapport_identity_v1_ClaimIdempotencyKeyResponse, ClaimIdempotencyKeyResponse__Output as _rapport_identity_v1_ClaimIdempotencyKeyResponse__Output } from '../../../rapport/identity/v1/ClaimIdempotencyKeyResponse';
import type { CompleteIdempotencyKeyRequest as _rapport_identity_v1_CompleteIdempotencyKeyRequest, CompleteIdempotencyKeyRequest__Output as _rapport_identity_v1_CompleteIdempotencyKeyRequest__Output } from '../../../rapport/identity/v1/CompleteIdempotencyKeyRequest';
import type { CompleteIdempotencyKeyResponse as _rapport_identity_v1_CompleteIdempotencyKeyResponse, CompleteIdempotencyKeyResponse__Output as _rapport_identity_v1_CompleteIdempotencyKeyResponse__Output } from '../../../rapport/identity/v1/CompleteIdempotencyKeyResponse';
import type { CreateOrganizationRequest as _rapport_identity_v1_CreateOrganizationRequest, CreateOrganizationRequest__Output as _rapport_identity_v1_CreateOrganizationRequest__Output } from '../../../rapport/identity/v1/CreateOrganizationRequest';
import type { CreateOrganizationResponse as _rapport_identity_v1_CreateOrganizationResponse, CreateOrganizationResponse__Output as _rapport_identity_v1_CreateOrganizationResponse__Output } from '../../../rapport/identity/v1/CreateOrganizationResponse';
import type { CreateTokenRequest as _rapport_identity_v1_CreateTokenRequest, CreateTokenRequest__Output as _rapport_identity_v1_CreateTokenRequest__Output } from '../../../rapport/identity/v1/CreateTokenRequest';
import type { CreateTokenResponse as _rapport_identity_v1_CreateTokenResponse, CreateTokenResponse__Output as _rapport_identity_v1_CreateTokenResponse__Output } from '../../../rapport/identity/v1/CreateTokenResponse';
import type { GetOrganizationRequest as _rapport_identity_v1_GetOrganizationRequest, GetOrganizationRequest__Output as _rapport_identity_v1_GetOrganizationRequest__Output } from '../../../rapport/identity/v1/GetOrganizationRequest';
import type { GetOrganizationResponse as _rapport_identity_v1_GetOrganizationResponse, GetOrganizationResponse__Output as _rapport_identity_v1_GetOrganizationResponse__Output } from '../../../rapport/identity/v1/GetOrganizationResponse';
import type { GetUserRequest as _rapport_identity_v1_GetUserRequest, GetUserRequest__Output as _rapport_identity_v1_GetUserRequest__Output } from '../../../rapport/identity/v1/GetUserRequest';
import type { GetUserResponse as _rapport_identity_v1_GetUserResponse, GetUserResponse__Output as _rapport_identity_v1_GetUserResponse__Output } from '../../../rapport/identity/v1/GetUserResponse';
import type { InviteUserRequest as _rapport_identity_v1_InviteUserRequest, InviteUserRequest__Output as _rapport_identity_v1_InviteUserRequest__Output } from '../../../rapport/identity/v1/InviteUserRequest';
import type { InviteUserResponse as _rapport_identity_v1_InviteUserResponse, InviteUserResponse__Output as _rapport_identity_v1_InviteUserResponse__Output } from '../../../rapport/identity/v1/InviteUserResponse';
import type { ListScopesRequest as _rapport_identity_v1_ListScopesRequest, ListScopesRequest__Output as _rapport_identity_v1_ListScopesRequest__Output } from '../../../rapport/identity/v1/ListScopesRequest';
import type { ListScopesResponse as _rapport_identity_v1_ListScopesResponse, ListScopesResponse__Output as _rapport_identity_v1_ListScopesResponse__Output } from '../../../rapport/identity/v1/ListScopesResponse';
import type { ListTokensRequest as _rapport_identity_v1_ListTokensRequest, ListTokensRequest__Output as _rapport_identity_v1_ListTokensRequest__Output } from '../../../rapport/identity/v1/ListTokensRequest';
import type { ListTokensResponse as _rapport_identity_v1_ListTokensResponse, ListTokensResponse__Output as _rapport_identity_v1_ListTokensResponse__Output } from '../../../rapport/identity/v1/ListTokensResponse';
import type { ListUsersRequest as _rapport_identity_v1_ListUsersRequest, ListUsersRequest__Output as _rapport_identity_v1_ListUsersRequest__Output } from '../../../rapport/identity/v1/ListUsersRequest';
import type { ListUsersResponse as _rapport_identity_v1_ListUsersResponse, ListUsersResponse__Output as _rapport_identity_v1_ListUsersResponse__Output } from '../../../rapport/identity/v1/ListUsersResponse';
import type { RecordTokenUseRequest as _rapport_identity_v1_RecordTokenUseRequest, RecordTokenUseRequest__Output as _rapport_identity_v1_RecordTokenUseRequest__Output } from '../../../rapport/identity/v1/RecordTokenUseRequest';
import type { RecordTokenUseResponse as _rapport_identity_v1_RecordTokenUseResponse, RecordTokenUseResponse__Output as _rapport_identity_v1_RecordTokenUseResponse__Output } from '../../../rapport/identity/v1/RecordTokenUseResponse';
import type { ReleaseIdempotencyKeyRequest as _rapport_identity_v1_ReleaseIdempotencyKeyRequest, ReleaseIdempotencyKeyRequest__Output as _rapport_identity_v1_ReleaseIdempotencyKeyRequest__Output } from '../../../rapport/identity/v1/ReleaseIdempotencyKeyRequest';
import type { ReleaseIdempotencyKeyResponse as _rapport_identity_v1_ReleaseIdempotencyKeyResponse, ReleaseIdempotencyKeyResponse__Output as _rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output } from '../../../rapport/identity/v1/ReleaseIdempotencyKeyResponse';
import type { RevokeTokenRequest as _rapport_identity_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _rapport_identity_v1_RevokeTokenRequest__Output } from '../../../rapport/identity/v1/RevokeTokenRequest';
import type { RevokeTokenResponse as _rapport_identity_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _rapport_identity_v1_RevokeTokenResponse__Output } from '../../../rapport/identity/v1/RevokeTokenResponse';
import type { SetPasswordRequest as _rapport_identity_v1_SetPasswordRequest, SetPasswordRequest__Output as _rapport_identity_v1_SetPasswordRequest__Output } from '../../../rapport/identity/v1/SetPasswordRequest';
import type { SetPasswordResponse as _rapport_identity_v1_SetPasswordResponse, SetPasswordResponse__Output as _rapport_identity_v1_SetPasswordResponse__Output } from '../../../rapport/identity/v1/SetPasswordResponse';
import type { SignInRequest as _rapport_identity_v1_SignInRequest, SignInRequest__Output as _rapport_identity_v1_SignInRequest__Output } from '../../../rapport/identity/v1/SignInRequest';
import type { SignInResponse as _rapport_identity_v1_SignInResponse, SignInResponse__Output as _rapport_identity_v1_SignInResponse__Output } from '../../../rapport/identity/v1/SignInResponse';
import type { VerifyTokenRequest as _rapport_identity_v1_VerifyTokenRequest, VerifyTokenRequest__Output as _rapport_identity_v1_VerifyTokenRequest__Output } from '../../../rapport/identity/v1/VerifyTokenRequest';
import type { VerifyTokenResponse as _rapport_identity_v1_VerifyTokenResponse, VerifyTokenResponse__Output as _rapport_identity_v1_VerifyTokenResponse__Output } from '../../../rapport/identity/v1/VerifyTokenResponse';

export interface IdentityServiceClient extends grpc.Client {
  ClaimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  ClaimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  ClaimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  ClaimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  claimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  claimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  claimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  claimIdempotencyKey(argument: _rapport_identity_v1_ClaimIdempotencyKeyRequest, callback: grpc.requestCallback<_rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  CompleteIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  CompleteIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  CompleteIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  completeIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  completeIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  completeIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  completeIdempotencyKey(argument: _rapport_identity_v1_CompleteIdempotencyKeyRequest, callback: grpc.requestCallback<_rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  
  CreateOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  CreateOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  CreateOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  CreateOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  createOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  createOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  createOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  createOrganization(argument: _rapport_identity_v1_CreateOrganizationRequest, callback: grpc.requestCallback<_rapport_identity_v1_CreateOrganizationResponse__Output>): grpc.ClientUnaryCall;
  
  CreateToken(argument: _rapport_identity_v1_CreateTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateToken(argument: _rapport_identity_v1_CreateTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateToken(argument: _rapport_identity_v1_CreateTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  CreateToken(argument: _rapport_identity_v1_CreateTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _rapport_identity_v1_CreateTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _rapport_identity_v1_CreateTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _rapport_identity_v1_CreateTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  createToken(argument: _rapport_identity_v1_CreateTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_CreateTokenResponse__Output>): grpc.ClientUnaryCall;
  
  GetOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  GetOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  GetOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  GetOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  getOrganization(argument: _rapport_identity_v1_GetOrganizationRequest, callback: grpc.requestCallback<_rapport_identity_v1_GetOrganizationResponse__Output>): grpc.ClientUnaryCall;
  
  GetUser(argument: _rapport_identity_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _rapport_identity_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _rapport_identity_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  GetUser(argument: _rapport_identity_v1_GetUserRequest, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _rapport_identity_v1_GetUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _rapport_identity_v1_GetUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _rapport_identity_v1_GetUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  getUser(argument: _rapport_identity_v1_GetUserRequest, callback: grpc.requestCallback<_rapport_identity_v1_GetUserResponse__Output>): grpc.ClientUnaryCall;
  
  InviteUser(argument: _rapport_identity_v1_InviteUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  InviteUser(argument: _rapport_identity_v1_InviteUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  InviteUser(argument: _rapport_identity_v1_InviteUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  InviteUser(argument: _rapport_identity_v1_InviteUserRequest, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  inviteUser(argument: _rapport_identity_v1_InviteUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  inviteUser(argument: _rapport_identity_v1_InviteUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  inviteUser(argument: _rapport_identity_v1_InviteUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  inviteUser(argument: _rapport_identity_v1_InviteUserRequest, callback: grpc.requestCallback<_rapport_identity_v1_InviteUserResponse__Output>): grpc.ClientUnaryCall;
  
  ListScopes(argument: _rapport_identity_v1_ListScopesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  ListScopes(argument: _rapport_identity_v1_ListScopesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  ListScopes(argument: _rapport_identity_v1_ListScopesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  ListScopes(argument: _rapport_identity_v1_ListScopesRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  listScopes(argument: _rapport_identity_v1_ListScopesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  listScopes(argument: _rapport_identity_v1_ListScopesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  listScopes(argument: _rapport_identity_v1_ListScopesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  listScopes(argument: _rapport_identity_v1_ListScopesRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListScopesResponse__Output>): grpc.ClientUnaryCall;
  
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  
  ListUsers(argument: _rapport_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _rapport_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _rapport_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _rapport_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _rapport_identity_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _rapport_identity_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _rapport_identity_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _rapport_identity_v1_ListUsersRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListUsersResponse__Output>): grpc.ClientUnaryCall;
  
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  
  ReleaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  ReleaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  ReleaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  ReleaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  releaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  releaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  releaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  releaseIdempotencyKey(argument: _rapport_identity_v1_ReleaseIdempotencyKeyRequest, callback: grpc.requestCallback<_rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  
  SetPassword(argument: _rapport_identity_v1_SetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  SetPassword(argument: _rapport_identity_v1_SetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  SetPassword(argument: _rapport_identity_v1_SetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  SetPassword(argument: _rapport_identity_v1_SetPasswordRequest, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  setPassword(argument: _rapport_identity_v1_SetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  setPassword(argument: _rapport_identity_v1_SetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  setPassword(argument: _rapport_identity_v1_SetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  setPassword(argument: _rapport_identity_v1_SetPasswordRequest, callback: grpc.requestCallback<_rapport_identity_v1_SetPasswordResponse__Output>): grpc.ClientUnaryCall;
  
  SignIn(argument: _rapport_identity_v1_SignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _rapport_identity_v1_SignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _rapport_identity_v1_SignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  SignIn(argument: _rapport_identity_v1_SignInRequest, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  signIn(argument: _rapport_identity_v1_SignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  signIn(argument: _rapport_identity_v1_SignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  signIn(argument: _rapport_identity_v1_SignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  signIn(argument: _rapport_identity_v1_SignInRequest, callback: grpc.requestCallback<_rapport_identity_v1_SignInResponse__Output>): grpc.ClientUnaryCall;
  
  VerifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  VerifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  VerifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  VerifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  verifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  verifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  verifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  verifyToken(argument: _rapport_identity_v1_VerifyTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_VerifyTokenResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityServiceHandlers extends grpc.UntypedServiceImplementation {
  ClaimIdempotencyKey: grpc.handleUnaryCall<_rapport_identity_v1_ClaimIdempotencyKeyRequest__Output, _rapport_identity_v1_ClaimIdempotencyKeyResponse>;
  
  CompleteIdempotencyKey: grpc.handleUnaryCall<_rapport_identity_v1_CompleteIdempotencyKeyRequest__Output, _rapport_identity_v1_CompleteIdempotencyKeyResponse>;
  
  CreateOrganization: grpc.handleUnaryCall<_rapport_identity_v1_CreateOrganizationRequest__Output, _rapport_identity_v1_CreateOrganizationResponse>;
  
  CreateToken: grpc.handleUnaryCall<_rapport_identity_v1_CreateTokenRequest__Output, _rapport_identity_v1_CreateTokenResponse>;
  
  GetOrganization: grpc.handleUnaryCall<_rapport_identity_v1_GetOrganizationRequest__Output, _rapport_identity_v1_GetOrganizationResponse>;
  
  GetUser: grpc.handleUnaryCall<_rapport_identity_v1_GetUserRequest__Output, _rapport_identity_v1_GetUserResponse>;
  
  InviteUser: grpc.handleUnaryCall<_rapport_identity_v1_InviteUserRequest__Output, _rapport_identity_v1_InviteUserResponse>;
  
  ListScopes: grpc.handleUnaryCall<_rapport_identity_v1_ListScopesRequest__Output, _rapport_identity_v1_ListScopesResponse>;
  
  ListTokens: grpc.handleUnaryCall<_rapport_identity_v1_ListTokensRequest__Output, _rapport_identity_v1_ListTokensResponse>;
  
  ListUsers: grpc.handleUnaryCall<_rapport_identity_v1_ListUsersRequest__Output, _rapport_identity_v1_ListUsersResponse>;
  
  RecordTokenUse: grpc.handleUnaryCall<_rapport_identity_v1_RecordTokenUseRequest__Output, _rapport_identity_v1_RecordTokenUseResponse>;
  
  ReleaseIdempotencyKey: grpc.handleUnaryCall<_rapport_identity_v1_ReleaseIdempotencyKeyRequest__Output, _rapport_identity_v1_ReleaseIdempotencyKeyResponse>;
  
  RevokeToken: grpc.handleUnaryCall<_rapport_identity_v1_RevokeTokenRequest__Output, _rapport_identity_v1_RevokeTokenResponse>;
  
  SetPassword: grpc.handleUnaryCall<_rapport_identity_v1_SetPasswordRequest__Output, _rapport_identity_v1_SetPasswordResponse>;
  
  SignIn: grpc.handleUnaryCall<_rapport_identity_v1_SignInRequest__Output, _rapport_identity_v1_SignInResponse>;
  
  VerifyToken: grpc.handleUnaryCall<_rapport_identity_v1_VerifyTokenRequest__Output, _rapport_identity_v1_VerifyTokenResponse>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  ClaimIdempotencyKey: MethodDefinition<_rapport_identity_v1_ClaimIdempotencyKeyRequest, _rapport_identity_v1_ClaimIdempotencyKeyResponse, _rapport_identity_v1_ClaimIdempotencyKeyRequest__Output, _rapport_identity_v1_ClaimIdempotencyKeyResponse__Output>
  CompleteIdempotencyKey: MethodDefinition<_rapport_identity_v1_CompleteIdempotencyKeyRequest, _rapport_identity_v1_CompleteIdempotencyKeyResponse, _rapport_identity_v1_CompleteIdempotencyKeyRequest__Output, _rapport_identity_v1_CompleteIdempotencyKeyResponse__Output>
  CreateOrganization: MethodDefinition<_rapport_identity_v1_CreateOrganizationRequest, _rapport_identity_v1_CreateOrganizationResponse, _rapport_identity_v1_CreateOrganizationRequest__Output, _rapport_identity_v1_CreateOrganizationResponse__Output>
  CreateToken: MethodDefinition<_rapport_identity_v1_CreateTokenRequest, _rapport_identity_v1_CreateTokenResponse, _rapport_identity_v1_CreateTokenRequest__Output, _rapport_identity_v1_CreateTokenResponse__Output>
  GetOrganization: MethodDefinition<_rapport_identity_v1_GetOrganizationRequest, _rapport_identity_v1_GetOrganizationResponse, _rapport_identity_v1_GetOrganizationRequest__Output, _rapport_identity_v1_GetOrganizationResponse__Output>
  GetUser: MethodDefinition<_rapport_identity_v1_GetUserRequest, _rapport_identity_v1_GetUserResponse, _rapport_identity_v1_GetUserRequest__Output, _rapport_identity_v1_GetUserResponse__Output>
  InviteUser: MethodDefinition<_rapport_identity_v1_InviteUserRequest, _rapport_identity_v1_InviteUserResponse, _rapport_identity_v1_InviteUserRequest__Output, _rapport_identity_v1_InviteUserResponse__Output>
  ListScopes: MethodDefinition<_rapport_identity_v1_ListScopesRequest, _rapport_identity_v1_ListScopesResponse, _rapport_identity_v1_ListScopesRequest__Output, _rapport_identity_v1_ListScopesResponse__Output>
  ListTokens: MethodDefinition<_rapport_identity_v1_ListTokensRequest, _rapport_identity_v1_ListTokensResponse, _rapport_identity_v1_ListTokensRequest__Output, _rapport_identity_v1_ListTokensResponse__Output>
  ListUsers: MethodDefinition<_rapport_identity_v1_ListUsersRequest, _rapport_identity_v1_ListUsersResponse, _rapport_identity_v1_ListUsersRequest__Output, _rapport_identity_v1_ListUsersResponse__Output>
  RecordTokenUse: MethodDefinition<_rapport_identity_v1_RecordTokenUseRequest, _rapport_identity_v1_RecordTokenUseResponse, _rapport_identity_v1_RecordTokenUseRequest__Output, _rapport_identity_v1_RecordTokenUseResponse__Output>
  ReleaseIdempotencyKey: MethodDefinition<_rapport_identity_v1_ReleaseIdempotencyKeyRequest, _rapport_identity_v1_ReleaseIdempotencyKeyResponse, _rapport_identity_v1_ReleaseIdempotencyKeyRequest__Output, _rapport_identity_v1_ReleaseIdempotencyKeyResponse__Output>
  RevokeToken: MethodDefinition<_rapport_identity_v1_RevokeTokenRequest, _rapport_identity_v1_RevokeTokenResponse, _rapport_identity_v1_RevokeTokenRequest__Output, _rapport_identity_v1_RevokeTokenResponse__Output>
  SetPassword: MethodDefinition<_rapport_identity_v1_SetPasswordRequest, _rapport_identity_v1_SetPasswordResponse, _rapport_identity_v1_SetPasswordRequest__Output, _rapport_identity_v1_SetPasswordResponse__Output>
  SignIn: MethodDefinition<_rapport_identity_v1_SignInRequest, _rapport_identity_v1_SignInResponse, _rapport_identity_v1_SignInRequest__Output, _rapport_identity_v1_SignInResponse__Output>
  VerifyToken: MethodDefinition<_rapport_identity_v1_VerifyTokenRequest, _rapport_identity_v1_VerifyTokenResponse, _rapport_identity_v1_VerifyTokenRequest__Output, _rapport_identity_v1_VerifyTokenResponse__Output>
}
