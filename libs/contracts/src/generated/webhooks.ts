import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { Change as _rapport_webhooks_v1_Change, Change__Output as _rapport_webhooks_v1_Change__Output } from './rapport/webhooks/v1/Change';
import type { ChangeActor as _rapport_webhooks_v1_ChangeActor, ChangeActor__Output as _rapport_webhooks_v1_ChangeActor__Output } from './rapport/webhooks/v1/ChangeActor';
import type { CreateWebhookRequest as _rapport_webhooks_v1_CreateWebhookRequest, CreateWebhookRequest__Output as _rapport_webhooks_v1_CreateWebhookRequest__Output } from './rapport/webhooks/v1/CreateWebhookRequest';
import type { CreateWebhookResponse as _rapport_webhooks_v1_CreateWebhookResponse, CreateWebhookResponse__Output as _rapport_webhooks_v1_CreateWebhookResponse__Output } from './rapport/webhooks/v1/CreateWebhookResponse';
import type { DeleteWebhookRequest as _rapport_webhooks_v1_DeleteWebhookRequest, DeleteWebhookRequest__Output as _rapport_webhooks_v1_DeleteWebhookRequest__Output } from './rapport/webhooks/v1/DeleteWebhookRequest';
import type { DeleteWebhookResponse as _rapport_webhooks_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _rapport_webhooks_v1_DeleteWebhookResponse__Output } from './rapport/webhooks/v1/DeleteWebhookResponse';
import type { Delivery as _rapport_webhooks_v1_Delivery, Delivery__Output as _rapport_webhooks_v1_Delivery__Output } from './rapport/webhooks/v1/Delivery';
import type { DeliveryAttempt as _rapport_webhooks_v1_DeliveryAttempt, DeliveryAttempt__Output as _rapport_webhooks_v1_DeliveryAttempt__Output } from './rapport/webhooks/v1/DeliveryAttempt';
import type { GetChangeHeadRequest as _rapport_webhooks_v1_GetChangeHeadRequest, GetChangeHeadRequest__Output as _rapport_webhooks_v1_GetChangeHeadRequest__Output } from './rapport/webhooks/v1/GetChangeHeadRequest';
import type { GetChangeHeadResponse as _rapport_webhooks_v1_GetChangeHeadResponse, GetChangeHeadResponse__Output as _rapport_webhooks_v1_GetChangeHeadResponse__Output } from './rapport/webhooks/v1/GetChangeHeadResponse';
import type { GetWebhookRequest as _rapport_webhooks_v1_GetWebhookRequest, GetWebhookRequest__Output as _rapport_webhooks_v1_GetWebhookRequest__Output } from './rapport/webhooks/v1/GetWebhookRequest';
import type { GetWebhookResponse as _rapport_webhooks_v1_GetWebhookResponse, GetWebhookResponse__Output as _rapport_webhooks_v1_GetWebhookResponse__Output } from './rapport/webhooks/v1/GetWebhookResponse';
import type { ListChangesRequest as _rapport_webhooks_v1_ListChangesRequest, ListChangesRequest__Output as _rapport_webhooks_v1_ListChangesRequest__Output } from './rapport/webhooks/v1/ListChangesRequest';
import type { ListChangesResponse as _rapport_webhooks_v1_ListChangesResponse, ListChangesResponse__Output as _rapport_webhooks_v1_ListChangesResponse__Output } from './rapport/webhooks/v1/ListChangesResponse';
import type { ListContactActivityRequest as _rapport_webhooks_v1_ListContactActivityRequest, ListContactActivityRequest__Output as _rapport_webhooks_v1_ListContactActivityRequest__Output } from './rapport/webhooks/v1/ListContactActivityRequest';
import type { ListContactActivityResponse as _rapport_webhooks_v1_ListContactActivityResponse, ListContactActivityResponse__Output as _rapport_webhooks_v1_ListContactActivityResponse__Output } from './rapport/webhooks/v1/ListContactActivityResponse';
import type { ListWebhookDeliveriesRequest as _rapport_webhooks_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _rapport_webhooks_v1_ListWebhookDeliveriesRequest__Output } from './rapport/webhooks/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _rapport_webhooks_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output } from './rapport/webhooks/v1/ListWebhookDeliveriesResponse';
import type { ListWebhooksRequest as _rapport_webhooks_v1_ListWebhooksRequest, ListWebhooksRequest__Output as _rapport_webhooks_v1_ListWebhooksRequest__Output } from './rapport/webhooks/v1/ListWebhooksRequest';
import type { ListWebhooksResponse as _rapport_webhooks_v1_ListWebhooksResponse, ListWebhooksResponse__Output as _rapport_webhooks_v1_ListWebhooksResponse__Output } from './rapport/webhooks/v1/ListWebhooksResponse';
import type { RetryWebhookDeliveryRequest as _rapport_webhooks_v1_RetryWebhookDeliveryRequest, RetryWebhookDeliveryRequest__Output as _rapport_webhooks_v1_RetryWebhookDeliveryRequest__Output } from './rapport/webhooks/v1/RetryWebhookDeliveryRequest';
import type { RetryWebhookDeliveryResponse as _rapport_webhooks_v1_RetryWebhookDeliveryResponse, RetryWebhookDeliveryResponse__Output as _rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output } from './rapport/webhooks/v1/RetryWebhookDeliveryResponse';
import type { RotateWebhookSecretRequest as _rapport_webhooks_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _rapport_webhooks_v1_RotateWebhookSecretRequest__Output } from './rapport/webhooks/v1/RotateWebhookSecretRequest';
import type { RotateWebhookSecretResponse as _rapport_webhooks_v1_RotateWebhookSecretResponse, RotateWebhookSecretResponse__Output as _rapport_webhooks_v1_RotateWebhookSecretResponse__Output } from './rapport/webhooks/v1/RotateWebhookSecretResponse';
import type { UpdateWebhookRequest as _rapport_webhooks_v1_UpdateWebhookRequest, UpdateWebhookRequest__Output as _rapport_webhooks_v1_UpdateWebhookRequest__Output } from './rapport/webhooks/v1/UpdateWebhookRequest';
import type { UpdateWebhookResponse as _rapport_webhooks_v1_UpdateWebhookResponse, UpdateWebhookResponse__Output as _rapport_webhooks_v1_UpdateWebhookResponse__Output } from './rapport/webhooks/v1/UpdateWebhookResponse';
import type { Webhook as _rapport_webhooks_v1_Webhook, Webhook__Output as _rapport_webhooks_v1_Webhook__Output } from './rapport/webhooks/v1/Webhook';
import type { WebhooksServiceClient as _rapport_webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _rapport_webhooks_v1_WebhooksServiceDefinition } from './rapport/webhooks/v1/WebhooksService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  google: {
    protobuf: {
      ListValue: MessageTypeDefinition<_google_protobuf_ListValue, _google_protobuf_ListValue__Output>
      NullValue: EnumTypeDefinition
      Struct: MessageTypeDefinition<_google_protobuf_Struct, _google_protobuf_Struct__Output>
      Value: MessageTypeDefinition<_google_protobuf_Value, _google_protobuf_Value__Output>
    }
  }
  rapport: {
    webhooks: {
      v1: {
        Change: MessageTypeDefinition<_rapport_webhooks_v1_Change, _rapport_webhooks_v1_Change__Output>
        ChangeActor: MessageTypeDefinition<_rapport_webhooks_v1_ChangeActor, _rapport_webhooks_v1_ChangeActor__Output>
        CreateWebhookRequest: MessageTypeDefinition<_rapport_webhooks_v1_CreateWebhookRequest, _rapport_webhooks_v1_CreateWebhookRequest__Output>
        CreateWebhookResponse: MessageTypeDefinition<_rapport_webhooks_v1_CreateWebhookResponse, _rapport_webhooks_v1_CreateWebhookResponse__Output>
        DeleteWebhookRequest: MessageTypeDefinition<_rapport_webhooks_v1_DeleteWebhookRequest, _rapport_webhooks_v1_DeleteWebhookRequest__Output>
        DeleteWebhookResponse: MessageTypeDefinition<_rapport_webhooks_v1_DeleteWebhookResponse, _rapport_webhooks_v1_DeleteWebhookResponse__Output>
        Delivery: MessageTypeDefinition<_rapport_webhooks_v1_Delivery, _rapport_webhooks_v1_Delivery__Output>
        DeliveryAttempt: MessageTypeDefinition<_rapport_webhooks_v1_DeliveryAttempt, _rapport_webhooks_v1_DeliveryAttempt__Output>
        GetChangeHeadRequest: MessageTypeDefinition<_rapport_webhooks_v1_GetChangeHeadRequest, _rapport_webhooks_v1_GetChangeHeadRequest__Output>
        GetChangeHeadResponse: MessageTypeDefinition<_rapport_webhooks_v1_GetChangeHeadResponse, _rapport_webhooks_v1_GetChangeHeadResponse__Output>
        GetWebhookRequest: MessageTypeDefinition<_rapport_webhooks_v1_GetWebhookRequest, _rapport_webhooks_v1_GetWebhookRequest__Output>
        GetWebhookResponse: MessageTypeDefinition<_rapport_webhooks_v1_GetWebhookResponse, _rapport_webhooks_v1_GetWebhookResponse__Output>
        ListChangesRequest: MessageTypeDefinition<_rapport_webhooks_v1_ListChangesRequest, _rapport_webhooks_v1_ListChangesRequest__Output>
        ListChangesResponse: MessageTypeDefinition<_rapport_webhooks_v1_ListChangesResponse, _rapport_webhooks_v1_ListChangesResponse__Output>
        ListContactActivityRequest: MessageTypeDefinition<_rapport_webhooks_v1_ListContactActivityRequest, _rapport_webhooks_v1_ListContactActivityRequest__Output>
        ListContactActivityResponse: MessageTypeDefinition<_rapport_webhooks_v1_ListContactActivityResponse, _rapport_webhooks_v1_ListContactActivityResponse__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_rapport_webhooks_v1_ListWebhookDeliveriesRequest, _rapport_webhooks_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhookDeliveriesResponse: MessageTypeDefinition<_rapport_webhooks_v1_ListWebhookDeliveriesResponse, _rapport_webhooks_v1_ListWebhookDeliveriesResponse__Output>
        ListWebhooksRequest: MessageTypeDefinition<_rapport_webhooks_v1_ListWebhooksRequest, _rapport_webhooks_v1_ListWebhooksRequest__Output>
        ListWebhooksResponse: MessageTypeDefinition<_rapport_webhooks_v1_ListWebhooksResponse, _rapport_webhooks_v1_ListWebhooksResponse__Output>
        RetryWebhookDeliveryRequest: MessageTypeDefinition<_rapport_webhooks_v1_RetryWebhookDeliveryRequest, _rapport_webhooks_v1_RetryWebhookDeliveryRequest__Output>
        RetryWebhookDeliveryResponse: MessageTypeDefinition<_rapport_webhooks_v1_RetryWebhookDeliveryResponse, _rapport_webhooks_v1_RetryWebhookDeliveryResponse__Output>
        RotateWebhookSecretRequest: MessageTypeDefinition<_rapport_webhooks_v1_RotateWebhookSecretRequest, _rapport_webhooks_v1_RotateWebhookSecretRequest__Output>
        RotateWebhookSecretResponse: MessageTypeDefinition<_rapport_webhooks_v1_RotateWebhookSecretResponse, _rapport_webhooks_v1_RotateWebhookSecretResponse__Output>
        UpdateWebhookRequest: MessageTypeDefinition<_rapport_webhooks_v1_UpdateWebhookRequest, _rapport_webhooks_v1_UpdateWebhookRequest__Output>
        UpdateWebhookResponse: MessageTypeDefinition<_rapport_webhooks_v1_UpdateWebhookResponse, _rapport_webhooks_v1_UpdateWebhookResponse__Output>
        Webhook: MessageTypeDefinition<_rapport_webhooks_v1_Webhook, _rapport_webhooks_v1_Webhook__Output>
        WebhooksService: SubtypeConstructor<typeof grpc.Client, _rapport_webhooks_v1_WebhooksServiceClient> & { service: _rapport_webhooks_v1_WebhooksServiceDefinition }
      }
    }
  }
}

