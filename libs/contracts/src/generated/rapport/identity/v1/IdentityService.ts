// Original file: rapport/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateOrganizationRequest as _rapport_identity_v1_CreateOrganizationRequest, CreateOrganizationRequest__Output as _rapport_identity_v1_CreateOrganizationRequest__Output } from '../../../rapport/identity/v1/CreateOrganizationRequest';
import type { CreateOrganizationResponse as _rapport_identity_v1_CreateOrganizationResponse, CreateOrganizationResponse__Output as _rapport_identity_v1_CreateOrganizationResponse__Output } from '../../../rapport/identity/v1/CreateOrganizationResponse';
import type { CreateTokenRequest as _rapport_identity_v1_CreateTokenRequest, CreateTokenRequest__Output as _rapport_identity_v1_CreateTokenRequest__Output } from '../../../rapport/identity/v1/CreateTokenRequest';
import type { CreateTokenResponse as _rapport_identity_v1_CreateTokenResponse, CreateTokenResponse__Output as _rapport_identity_v1_CreateTokenResponse__Output } from '../../../rapport/identity/v1/CreateTokenResponse';
import type { GetOrganizationRequest as _rapport_identity_v1_GetOrganizationRequest, GetOrganizationRequest__Output as _rapport_identity_v1_GetOrganizationRequest__Output } from '../../../rapport/identity/v1/GetOrganizationRequest';
import type { GetOrganizationResponse as _rapport_identity_v1_GetOrganizationResponse, GetOrganizationResponse__Output as _rapport_identity_v1_GetOrganizationResponse__Output } from '../../../rapport/identity/v1/GetOrganizationResponse';
import type { ListTokensRequest as _rapport_identity_v1_ListTokensRequest, ListTokensRequest__Output as _rapport_identity_v1_ListTokensRequest__Output } from '../../../rapport/identity/v1/ListTokensRequest';
import type { ListTokensResponse as _rapport_identity_v1_ListTokensResponse, ListTokensResponse__Output as _rapport_identity_v1_ListTokensResponse__Output } from '../../../rapport/identity/v1/ListTokensResponse';
import type { RecordTokenUseRequest as _rapport_identity_v1_RecordTokenUseRequest, RecordTokenUseRequest__Output as _rapport_identity_v1_RecordTokenUseRequest__Output } from '../../../rapport/identity/v1/RecordTokenUseRequest';
import type { RecordTokenUseResponse as _rapport_identity_v1_RecordTokenUseResponse, RecordTokenUseResponse__Output as _rapport_identity_v1_RecordTokenUseResponse__Output } from '../../../rapport/identity/v1/RecordTokenUseResponse';
import type { RevokeTokenRequest as _rapport_identity_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _rapport_identity_v1_RevokeTokenRequest__Output } from '../../../rapport/identity/v1/RevokeTokenRequest';
import type { RevokeTokenResponse as _rapport_identity_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _rapport_identity_v1_RevokeTokenResponse__Output } from '../../../rapport/identity/v1/RevokeTokenResponse';
import type { VerifyTokenRequest as _rapport_identity_v1_VerifyTokenRequest, VerifyTokenRequest__Output as _rapport_identity_v1_VerifyTokenRequest__Output } from '../../../rapport/identity/v1/VerifyTokenRequest';
import type { VerifyTokenResponse as _rapport_identity_v1_VerifyTokenResponse, VerifyTokenResponse__Output as _rapport_identity_v1_VerifyTokenResponse__Output } from '../../../rapport/identity/v1/VerifyTokenResponse';

export interface IdentityServiceClient extends grpc.Client {
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
  
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  ListTokens(argument: _rapport_identity_v1_ListTokensRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  listTokens(argument: _rapport_identity_v1_ListTokensRequest, callback: grpc.requestCallback<_rapport_identity_v1_ListTokensResponse__Output>): grpc.ClientUnaryCall;
  
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  RecordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  recordTokenUse(argument: _rapport_identity_v1_RecordTokenUseRequest, callback: grpc.requestCallback<_rapport_identity_v1_RecordTokenUseResponse__Output>): grpc.ClientUnaryCall;
  
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _rapport_identity_v1_RevokeTokenRequest, callback: grpc.requestCallback<_rapport_identity_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  
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
  CreateOrganization: grpc.handleUnaryCall<_rapport_identity_v1_CreateOrganizationRequest__Output, _rapport_identity_v1_CreateOrganizationResponse>;
  
  CreateToken: grpc.handleUnaryCall<_rapport_identity_v1_CreateTokenRequest__Output, _rapport_identity_v1_CreateTokenResponse>;
  
  GetOrganization: grpc.handleUnaryCall<_rapport_identity_v1_GetOrganizationRequest__Output, _rapport_identity_v1_GetOrganizationResponse>;
  
  ListTokens: grpc.handleUnaryCall<_rapport_identity_v1_ListTokensRequest__Output, _rapport_identity_v1_ListTokensResponse>;
  
  RecordTokenUse: grpc.handleUnaryCall<_rapport_identity_v1_RecordTokenUseRequest__Output, _rapport_identity_v1_RecordTokenUseResponse>;
  
  RevokeToken: grpc.handleUnaryCall<_rapport_identity_v1_RevokeTokenRequest__Output, _rapport_identity_v1_RevokeTokenResponse>;
  
  VerifyToken: grpc.handleUnaryCall<_rapport_identity_v1_VerifyTokenRequest__Output, _rapport_identity_v1_VerifyTokenResponse>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  CreateOrganization: MethodDefinition<_rapport_identity_v1_CreateOrganizationRequest, _rapport_identity_v1_CreateOrganizationResponse, _rapport_identity_v1_CreateOrganizationRequest__Output, _rapport_identity_v1_CreateOrganizationResponse__Output>
  CreateToken: MethodDefinition<_rapport_identity_v1_CreateTokenRequest, _rapport_identity_v1_CreateTokenResponse, _rapport_identity_v1_CreateTokenRequest__Output, _rapport_identity_v1_CreateTokenResponse__Output>
  GetOrganization: MethodDefinition<_rapport_identity_v1_GetOrganizationRequest, _rapport_identity_v1_GetOrganizationResponse, _rapport_identity_v1_GetOrganizationRequest__Output, _rapport_identity_v1_GetOrganizationResponse__Output>
  ListTokens: MethodDefinition<_rapport_identity_v1_ListTokensRequest, _rapport_identity_v1_ListTokensResponse, _rapport_identity_v1_ListTokensRequest__Output, _rapport_identity_v1_ListTokensResponse__Output>
  RecordTokenUse: MethodDefinition<_rapport_identity_v1_RecordTokenUseRequest, _rapport_identity_v1_RecordTokenUseResponse, _rapport_identity_v1_RecordTokenUseRequest__Output, _rapport_identity_v1_RecordTokenUseResponse__Output>
  RevokeToken: MethodDefinition<_rapport_identity_v1_RevokeTokenRequest, _rapport_identity_v1_RevokeTokenResponse, _rapport_identity_v1_RevokeTokenRequest__Output, _rapport_identity_v1_RevokeTokenResponse__Output>
  VerifyToken: MethodDefinition<_rapport_identity_v1_VerifyTokenRequest, _rapport_identity_v1_VerifyTokenResponse, _rapport_identity_v1_VerifyTokenRequest__Output, _rapport_identity_v1_VerifyTokenResponse__Output>
}
