// Original file: rapport/messaging/v1/messaging.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateChannelAccountRequest as _rapport_messaging_v1_CreateChannelAccountRequest, CreateChannelAccountRequest__Output as _rapport_messaging_v1_CreateChannelAccountRequest__Output } from '../../../rapport/messaging/v1/CreateChannelAccountRequest';
import type { CreateChannelAccountResponse as _rapport_messaging_v1_CreateChannelAccountResponse, CreateChannelAccountResponse__Output as _rapport_messaging_v1_CreateChannelAccountResponse__Output } from '../../../rapport/messaging/v1/CreateChannelAccountResponse';
import type { DeleteChannelAccountRequest as _rapport_messaging_v1_DeleteChannelAccountRequest, DeleteChannelAccountRequest__Output as _rapport_messaging_v1_DeleteChannelAccountRequest__Output } from '../../../rapport/messaging/v1/DeleteChannelAccountRequest';
import type { DeleteChannelAccountResponse as _rapport_messaging_v1_DeleteChannelAccountResponse, DeleteChannelAccountResponse__Output as _rapport_messaging_v1_DeleteChannelAccountResponse__Output } from '../../../rapport/messaging/v1/DeleteChannelAccountResponse';
import type { GetChannelAccountRequest as _rapport_messaging_v1_GetChannelAccountRequest, GetChannelAccountRequest__Output as _rapport_messaging_v1_GetChannelAccountRequest__Output } from '../../../rapport/messaging/v1/GetChannelAccountRequest';
import type { GetChannelAccountResponse as _rapport_messaging_v1_GetChannelAccountResponse, GetChannelAccountResponse__Output as _rapport_messaging_v1_GetChannelAccountResponse__Output } from '../../../rapport/messaging/v1/GetChannelAccountResponse';
import type { ListChannelAccountsRequest as _rapport_messaging_v1_ListChannelAccountsRequest, ListChannelAccountsRequest__Output as _rapport_messaging_v1_ListChannelAccountsRequest__Output } from '../../../rapport/messaging/v1/ListChannelAccountsRequest';
import type { ListChannelAccountsResponse as _rapport_messaging_v1_ListChannelAccountsResponse, ListChannelAccountsResponse__Output as _rapport_messaging_v1_ListChannelAccountsResponse__Output } from '../../../rapport/messaging/v1/ListChannelAccountsResponse';
import type { ListMessagesRequest as _rapport_messaging_v1_ListMessagesRequest, ListMessagesRequest__Output as _rapport_messaging_v1_ListMessagesRequest__Output } from '../../../rapport/messaging/v1/ListMessagesRequest';
import type { ListMessagesResponse as _rapport_messaging_v1_ListMessagesResponse, ListMessagesResponse__Output as _rapport_messaging_v1_ListMessagesResponse__Output } from '../../../rapport/messaging/v1/ListMessagesResponse';
import type { ListTemplatesRequest as _rapport_messaging_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _rapport_messaging_v1_ListTemplatesRequest__Output } from '../../../rapport/messaging/v1/ListTemplatesRequest';
import type { ListTemplatesResponse as _rapport_messaging_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _rapport_messaging_v1_ListTemplatesResponse__Output } from '../../../rapport/messaging/v1/ListTemplatesResponse';
import type { RecordInboundMessageRequest as _rapport_messaging_v1_RecordInboundMessageRequest, RecordInboundMessageRequest__Output as _rapport_messaging_v1_RecordInboundMessageRequest__Output } from '../../../rapport/messaging/v1/RecordInboundMessageRequest';
import type { RecordInboundMessageResponse as _rapport_messaging_v1_RecordInboundMessageResponse, RecordInboundMessageResponse__Output as _rapport_messaging_v1_RecordInboundMessageResponse__Output } from '../../../rapport/messaging/v1/RecordInboundMessageResponse';
import type { RouteMessageResponse as _rapport_messaging_v1_RouteMessageResponse, RouteMessageResponse__Output as _rapport_messaging_v1_RouteMessageResponse__Output } from '../../../rapport/messaging/v1/RouteMessageResponse';
import type { SendMessageRequest as _rapport_messaging_v1_SendMessageRequest, SendMessageRequest__Output as _rapport_messaging_v1_SendMessageRequest__Output } from '../../../rapport/messaging/v1/SendMessageRequest';
import type { SendMessageResponse as _rapport_messaging_v1_SendMessageResponse, SendMessageResponse__Output as _rapport_messaging_v1_SendMessageResponse__Output } from '../../../rapport/messaging/v1/SendMessageResponse';

export interface MessagingServiceClient extends grpc.Client {
  CreateChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  CreateChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  CreateChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  CreateChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  createChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  createChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  createChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  createChannelAccount(argument: _rapport_messaging_v1_CreateChannelAccountRequest, callback: grpc.requestCallback<_rapport_messaging_v1_CreateChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  DeleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  deleteChannelAccount(argument: _rapport_messaging_v1_DeleteChannelAccountRequest, callback: grpc.requestCallback<_rapport_messaging_v1_DeleteChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  
  GetChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  GetChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  GetChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  GetChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  getChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  getChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  getChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  getChannelAccount(argument: _rapport_messaging_v1_GetChannelAccountRequest, callback: grpc.requestCallback<_rapport_messaging_v1_GetChannelAccountResponse__Output>): grpc.ClientUnaryCall;
  
  ListChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  ListChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  listChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  listChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  listChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  listChannelAccounts(argument: _rapport_messaging_v1_ListChannelAccountsRequest, callback: grpc.requestCallback<_rapport_messaging_v1_ListChannelAccountsResponse__Output>): grpc.ClientUnaryCall;
  
  ListMessages(argument: _rapport_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _rapport_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _rapport_messaging_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  ListMessages(argument: _rapport_messaging_v1_ListMessagesRequest, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _rapport_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _rapport_messaging_v1_ListMessagesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _rapport_messaging_v1_ListMessagesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  listMessages(argument: _rapport_messaging_v1_ListMessagesRequest, callback: grpc.requestCallback<_rapport_messaging_v1_ListMessagesResponse__Output>): grpc.ClientUnaryCall;
  
  ListTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_messaging_v1_ListTemplatesRequest, callback: grpc.requestCallback<_rapport_messaging_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  RecordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  RecordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  RecordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  RecordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  recordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  recordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  recordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  recordInboundMessage(argument: _rapport_messaging_v1_RecordInboundMessageRequest, callback: grpc.requestCallback<_rapport_messaging_v1_RecordInboundMessageResponse__Output>): grpc.ClientUnaryCall;
  
  RouteMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  RouteMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  RouteMessage(argument: _rapport_messaging_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  RouteMessage(argument: _rapport_messaging_v1_SendMessageRequest, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  routeMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  routeMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  routeMessage(argument: _rapport_messaging_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  routeMessage(argument: _rapport_messaging_v1_SendMessageRequest, callback: grpc.requestCallback<_rapport_messaging_v1_RouteMessageResponse__Output>): grpc.ClientUnaryCall;
  
  SendMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _rapport_messaging_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  SendMessage(argument: _rapport_messaging_v1_SendMessageRequest, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _rapport_messaging_v1_SendMessageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _rapport_messaging_v1_SendMessageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  sendMessage(argument: _rapport_messaging_v1_SendMessageRequest, callback: grpc.requestCallback<_rapport_messaging_v1_SendMessageResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface MessagingServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateChannelAccount: grpc.handleUnaryCall<_rapport_messaging_v1_CreateChannelAccountRequest__Output, _rapport_messaging_v1_CreateChannelAccountResponse>;
  
  DeleteChannelAccount: grpc.handleUnaryCall<_rapport_messaging_v1_DeleteChannelAccountRequest__Output, _rapport_messaging_v1_DeleteChannelAccountResponse>;
  
  GetChannelAccount: grpc.handleUnaryCall<_rapport_messaging_v1_GetChannelAccountRequest__Output, _rapport_messaging_v1_GetChannelAccountResponse>;
  
  ListChannelAccounts: grpc.handleUnaryCall<_rapport_messaging_v1_ListChannelAccountsRequest__Output, _rapport_messaging_v1_ListChannelAccountsResponse>;
  
  ListMessages: grpc.handleUnaryCall<_rapport_messaging_v1_ListMessagesRequest__Output, _rapport_messaging_v1_ListMessagesResponse>;
  
  ListTemplates: grpc.handleUnaryCall<_rapport_messaging_v1_ListTemplatesRequest__Output, _rapport_messaging_v1_ListTemplatesResponse>;
  
  RecordInboundMessage: grpc.handleUnaryCall<_rapport_messaging_v1_RecordInboundMessageRequest__Output, _rapport_messaging_v1_RecordInboundMessageResponse>;
  
  RouteMessage: grpc.handleUnaryCall<_rapport_messaging_v1_SendMessageRequest__Output, _rapport_messaging_v1_RouteMessageResponse>;
  
  SendMessage: grpc.handleUnaryCall<_rapport_messaging_v1_SendMessageRequest__Output, _rapport_messaging_v1_SendMessageResponse>;
  
}

export interface MessagingServiceDefinition extends grpc.ServiceDefinition {
  CreateChannelAccount: MethodDefinition<_rapport_messaging_v1_CreateChannelAccountRequest, _rapport_messaging_v1_CreateChannelAccountResponse, _rapport_messaging_v1_CreateChannelAccountRequest__Output, _rapport_messaging_v1_CreateChannelAccountResponse__Output>
  DeleteChannelAccount: MethodDefinition<_rapport_messaging_v1_DeleteChannelAccountRequest, _rapport_messaging_v1_DeleteChannelAccountResponse, _rapport_messaging_v1_DeleteChannelAccountRequest__Output, _rapport_messaging_v1_DeleteChannelAccountResponse__Output>
  GetChannelAccount: MethodDefinition<_rapport_messaging_v1_GetChannelAccountRequest, _rapport_messaging_v1_GetChannelAccountResponse, _rapport_messaging_v1_GetChannelAccountRequest__Output, _rapport_messaging_v1_GetChannelAccountResponse__Output>
  ListChannelAccounts: MethodDefinition<_rapport_messaging_v1_ListChannelAccountsRequest, _rapport_messaging_v1_ListChannelAccountsResponse, _rapport_messaging_v1_ListChannelAccountsRequest__Output, _rapport_messaging_v1_ListChannelAccountsResponse__Output>
  ListMessages: MethodDefinition<_rapport_messaging_v1_ListMessagesRequest, _rapport_messaging_v1_ListMessagesResponse, _rapport_messaging_v1_ListMessagesRequest__Output, _rapport_messaging_v1_ListMessagesResponse__Output>
  ListTemplates: MethodDefinition<_rapport_messaging_v1_ListTemplatesRequest, _rapport_messaging_v1_ListTemplatesResponse, _rapport_messaging_v1_ListTemplatesRequest__Output, _rapport_messaging_v1_ListTemplatesResponse__Output>
  RecordInboundMessage: MethodDefinition<_rapport_messaging_v1_RecordInboundMessageRequest, _rapport_messaging_v1_RecordInboundMessageResponse, _rapport_messaging_v1_RecordInboundMessageRequest__Output, _rapport_messaging_v1_RecordInboundMessageResponse__Output>
  RouteMessage: MethodDefinition<_rapport_messaging_v1_SendMessageRequest, _rapport_messaging_v1_RouteMessageResponse, _rapport_messaging_v1_SendMessageRequest__Output, _rapport_messaging_v1_RouteMessageResponse__Output>
  SendMessage: MethodDefinition<_rapport_messaging_v1_SendMessageRequest, _rapport_messaging_v1_SendMessageResponse, _rapport_messaging_v1_SendMessageRequest__Output, _rapport_messaging_v1_SendMessageResponse__Output>
}
