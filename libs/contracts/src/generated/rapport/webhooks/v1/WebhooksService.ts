// Original file: rapport/webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateWebhookRequest as _rapport_webhooks_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _rapport_webhooks_v1_CreateWebhookRequest__Output } from '../../../rapport/webhooks/v1/CreateWebhookRequest';
import type { CreateWebhookResponse as _rapport_webhooks_v1_CreateWebhookResponse, CreateWebhookResponse__Output as _rapport_webhooks_v1_CreateWebhookResponse__Output } from '../../../rapport/webhooks/v1/CreateWebhookResponse';
import type { DeleteWebhookRequest as _rapport_webhooks_v1_DeleteWebhookRequest, DeleteWebhookRequest__Output as _rapport_webhooks_v1_DeleteWebhookRequest__Output } from '../../../rapport/webhooks/v1/DeleteWebhookRequest';
import type { DeleteWebhookResponse as _rapport_webhooks_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _rapport_webhooks_v1_DeleteWebhookResponse__Output } from '../../../rapport/webhooks/v1/DeleteWebhookResponse';
import type { GetChangeHeadRequest as _rapport_webhooks_v1_GetChangeHeadRequest, GetChangeHeadRequest__Output as _rapport_webhooks_v1_GetChangeHeadRequest__Output } from '../../../rapport/webhooks/v1/GetChangeHeadRequest';
import type { GetChangeHeadResponse as _rapport_webhooks_v1_GetChangeHeadResponse, GetChangeHeadResponse__Output as _rapport_webhooks_v1_GetChangeHeadResponse__Output } from '../../../rapport/webhooks/v1/GetChangeHeadResponse';
import type { GetWebhookRequest as _rapport_webhooks_v1_GetWebhookRequest, GetWebhookRequest__Output as _rapport_webhooks_v1_GetWebhookRequest__Output } from '../../../rapport/webhooks/v1/GetWebhookRequest';
import type { GetWebhookResponse as _rapport_webhooks_v1_GetWebhookResponse, GetWebhookResponse__Output as _rapport_webhooks_v1_GetWebhookResponse__Output } from '../../../rapport/webhooks/v1/GetWebhookResponse';
import type { ListChangesRequest as _rapport_webhooks_v1_ListChangesRequest, ListChangesRequest__Output as _rapport_webhooks_v1_ListChangesRequest__Output } from '../../../rapport/webhooks/v1/ListChangesRequest';
import type { ListChangesResponse as _rapport_webhooks_v1_ListChangesResponse, ListChangesResponse__Output as _rapport_webhooks_v1_ListChangesResponse__Output } from '../../../rapport/webhooks/v1/ListChangesResponse';
import type { ListContactActivityRequest as _rapport_webhooks_v1_ListContactActivityRequest, ListContactActivityRequest__Output as _rapport_webhooks_v1_ListContactActivityRequest__Output } from '../../../rapport/webhooks/v1/ListContactActivityRequest';
import type { ListContactActivityResponse as _rapport_webhooks_v1_ListContactActivityResponse, ListContactActivityResponse__Output as _rapport_webhooks_v1_ListContactActivityResponse__Output } from '../../../rapport/webhooks/v1/ListContactActivityResponse';
import type { ListWebhookDeliveriesRequest as _rapport_webhooks_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _rapport_webhooks_v1_ListWebhookDeliveriesRequest__Output } from '../../../rapport/webhooks/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _rapport_webhooks_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output } from '../../../rapport/webhooks/v1/ListWebhookDeliveriesResponse';
import type { ListWebhooksRequest as _rapport_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _rapport_webhooks_v1_ListWebhooksRequest__Output } from '../../../rapport/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _rapport_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _rapport_webhooks_v1_ListWebhooksResponse__Output } from '../../../rapport/webhooks/v1/ListWebhooksResponse';
import type { RetryWebhookDeliveryRequest as _rapport_webhooks_v1_RetryWebhookDeliveryRequest, RetryWebhookDeliveryRequest__Output as _rapport_webhooks_v1_RetryWebhookDeliveryRequest__Output } from '../../../rapport/webhooks/v1/RetryWebhookDeliveryRequest';
import type { RetryWebhookDeliveryResponse as _rapport_webhooks_v1_RetryWebhookDeliveryResponse, RetryWebhookDeliveryResponse__Output as _rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output } from '../../../rapport/webhooks/v1/RetryWebhookDeliveryResponse';
import type { RotateWebhookSecretRequest as _rapport_webhooks_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _rapport_webhooks_v1_RotateWebhookSecretRequest__Output } from '../../../rapport/webhooks/v1/RotateWebhookSecretRequest';
import type { RotateWebhookSecretResponse as _rapport_webhooks_v1_RotateWebhookSecretResponse, RotateWebhookSecretResponse__Output as _rapport_webhooks_v1_RotateWebhookSecretResponse__Output } from '../../../rapport/webhooks/v1/RotateWebhookSecretResponse';
import type { UpdateWebhookRequest as _rapport_webhooks_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _rapport_webhooks_v1_UpdateWebhookRequest__Output } from '../../../rapport/webhooks/v1/UpdateWebhookRequest';
import type { UpdateWebhookResponse as _rapport_webhooks_v1_UpdateWebhookResponse, UpdateWebhookResponse__Output as _rapport_webhooks_v1_UpdateWebhookResponse__Output } from '../../../rapport/webhooks/v1/UpdateWebhookResponse';

export interface WebhooksServiceClient extends grpc.Client {
  CreateWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  createWebhook(argument: _rapport_webhooks_v1_CreateWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_CreateWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _rapport_webhooks_v1_DeleteWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  GetChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  GetChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  GetChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  GetChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  getChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  getChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  getChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  getChangeHead(argument: _rapport_webhooks_v1_GetChangeHeadRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_GetChangeHeadResponse__Output>): grpc.ClientUnaryCall;
  
  GetWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _rapport_webhooks_v1_GetWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_GetWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListChanges(argument: _rapport_webhooks_v1_ListChangesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  ListChanges(argument: _rapport_webhooks_v1_ListChangesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  ListChanges(argument: _rapport_webhooks_v1_ListChangesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  ListChanges(argument: _rapport_webhooks_v1_ListChangesRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  listChanges(argument: _rapport_webhooks_v1_ListChangesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  listChanges(argument: _rapport_webhooks_v1_ListChangesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  listChanges(argument: _rapport_webhooks_v1_ListChangesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  listChanges(argument: _rapport_webhooks_v1_ListChangesRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListChangesResponse__Output>): grpc.ClientUnaryCall;
  
  ListContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  ListContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  ListContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  ListContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  listContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  listContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  listContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  listContactActivity(argument: _rapport_webhooks_v1_ListContactActivityRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListContactActivityResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _rapport_webhooks_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  ListWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  listWebhooks(argument: _rapport_webhooks_v1_ListWebhooksRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_ListWebhooksResponse__Output>): grpc.ClientUnaryCall;
  
  RetryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  RetryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  RetryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  RetryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  retryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  retryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  retryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  retryWebhookDelivery(argument: _rapport_webhooks_v1_RetryWebhookDeliveryRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>): grpc.ClientUnaryCall;
  
  RotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _rapport_webhooks_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  UpdateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  updateWebhook(argument: _rapport_webhooks_v1_UpdateWebhookRequest, callback: grpc.requestCallback<_rapport_webhooks_v1_UpdateWebhookResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateWebhook: grpc.handleUnaryCall<_rapport_webhooks_v1_CreateWebhookRequest__Output, _rapport_webhooks_v1_CreateWebhookResponse>;
  
  DeleteWebhook: grpc.handleUnaryCall<_rapport_webhooks_v1_DeleteWebhookRequest__Output, _rapport_webhooks_v1_DeleteWebhookResponse>;
  
  GetChangeHead: grpc.handleUnaryCall<_rapport_webhooks_v1_GetChangeHeadRequest__Output, _rapport_webhooks_v1_GetChangeHeadResponse>;
  
  GetWebhook: grpc.handleUnaryCall<_rapport_webhooks_v1_GetWebhookRequest__Output, _rapport_webhooks_v1_GetWebhookResponse>;
  
  ListChanges: grpc.handleUnaryCall<_rapport_webhooks_v1_ListChangesRequest__Output, _rapport_webhooks_v1_ListChangesResponse>;
  
  ListContactActivity: grpc.handleUnaryCall<_rapport_webhooks_v1_ListContactActivityRequest__Output, _rapport_webhooks_v1_ListContactActivityResponse>;
  
  ListWebhookDeliveries: grpc.handleUnaryCall<_rapport_webhooks_v1_ListWebhookDeliveriesRequest__Output, _rapport_webhooks_v1_ListWebhookDeliveriesResponse>;
  
  ListWebhooks: grpc.handleUnaryCall<_rapport_webhooks_v1_ListWebhooksRequest__Output, _rapport_webhooks_v1_ListWebhooksResponse>;
  
  RetryWebhookDelivery: grpc.handleUnaryCall<_rapport_webhooks_v1_RetryWebhookDeliveryRequest__Output, _rapport_webhooks_v1_RetryWebhookDeliveryResponse>;
  
  RotateWebhookSecret: grpc.handleUnaryCall<_rapport_webhooks_v1_RotateWebhookSecretRequest__Output, _rapport_webhooks_v1_RotateWebhookSecretResponse>;
  
  UpdateWebhook: grpc.handleUnaryCall<_rapport_webhooks_v1_UpdateWebhookRequest__Output, _rapport_webhooks_v1_UpdateWebhookResponse>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  CreateWebhook: MethodDefinition<_rapport_webhooks_v1_CreateWebhookRequest, _rapport_webhooks_v1_CreateWebhookResponse, _rapport_webhooks_v1_CreateWebhookRequest__Output, _rapport_webhooks_v1_CreateWebhookResponse__Output>
  DeleteWebhook: MethodDefinition<_rapport_webhooks_v1_DeleteWebhookRequest, _rapport_webhooks_v1_DeleteWebhookResponse, _rapport_webhooks_v1_DeleteWebhookRequest__Output, _rapport_webhooks_v1_DeleteWebhookResponse__Output>
  GetChangeHead: MethodDefinition<_rapport_webhooks_v1_GetChangeHeadRequest, _rapport_webhooks_v1_GetChangeHeadResponse, _rapport_webhooks_v1_GetChangeHeadRequest__Output, _rapport_webhooks_v1_GetChangeHeadResponse__Output>
  GetWebhook: MethodDefinition<_rapport_webhooks_v1_GetWebhookRequest, _rapport_webhooks_v1_GetWebhookResponse, _rapport_webhooks_v1_GetWebhookRequest__Output, _rapport_webhooks_v1_GetWebhookResponse__Output>
  ListChanges: MethodDefinition<_rapport_webhooks_v1_ListChangesRequest, _rapport_webhooks_v1_ListChangesResponse, _rapport_webhooks_v1_ListChangesRequest__Output, _rapport_webhooks_v1_ListChangesResponse__Output>
  ListContactActivity: MethodDefinition<_rapport_webhooks_v1_ListContactActivityRequest, _rapport_webhooks_v1_ListContactActivityResponse, _rapport_webhooks_v1_ListContactActivityRequest__Output, _rapport_webhooks_v1_ListContactActivityResponse__Output>
  ListWebhookDeliveries: MethodDefinition<_rapport_webhooks_v1_ListWebhookDeliveriesRequest, _rapport_webhooks_v1_ListWebhookDeliveriesResponse, _rapport_webhooks_v1_ListWebhookDeliveriesRequest__Output, _rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>
  ListWebhooks: MethodDefinition<_rapport_webhooks_v1_ListWebhooksRequest, _rapport_webhooks_v1_ListWebhooksResponse, _rapport_webhooks_v1_ListWebhooksRequest__Output, _rapport_webhooks_v1_ListWebhooksResponse__Output>
  RetryWebhookDelivery: MethodDefinition<_rapport_webhooks_v1_RetryWebhookDeliveryRequest, _rapport_webhooks_v1_RetryWebhookDeliveryResponse, _rapport_webhooks_v1_RetryWebhookDeliveryRequest__Output, _rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>
  RotateWebhookSecret: MethodDefinition<_rapport_webhooks_v1_RotateWebhookSecretRequest, _rapport_webhooks_v1_RotateWebhookSecretResponse, _rapport_webhooks_v1_RotateWebhookSecretRequest__Output, _rapport_webhooks_v1_RotateWebhookSecretResponse__Output>
  UpdateWebhook: MethodDefinition<_rapport_webhooks_v1_UpdateWebhookRequest, _rapport_webhooks_v1_UpdateWebhookResponse, _rapport_webhooks_v1_UpdateWebhookRequest__Output, _rapport_webhooks_v1_UpdateWebhookResponse__Output>
}
