import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ChannelAccount as _rapport_messaging_v1_ChannelAccount, ChannelAccount__Output as _rapport_messaging_v1_ChannelAccount__Output } from './rapport/messaging/v1/ChannelAccount';
import type { CreateChannelAccountRequest as _rapport_messaging_v1_CreateChannelAccountRequest, CreateChannelAccountRequest__Output as _rapport_messaging_v1_CreateChannelAccountRequest__Output } from './rapport/messaging/v1/CreateChannelAccountRequest';
import type { CreateChannelAccountResponse as _rapport_messaging_v1_CreateChannelAccountResponse, CreateChannelAccountResponse__Output as _rapport_messaging_v1_CreateChannelAccountResponse__Output } from './rapport/messaging/v1/CreateChannelAccountResponse';
import type { DeleteChannelAccountRequest as _rapport_messaging_v1_DeleteChannelAccountRequest, DeleteChannelAccountRequest__Output as _rapport_messaging_v1_DeleteChannelAccountRequest__Output } from './rapport/messaging/v1/DeleteChannelAccountRequest';
import type { DeleteChannelAccountResponse as _rapport_messaging_v1_DeleteChannelAccountResponse, DeleteChannelAccountResponse__Output as _rapport_messaging_v1_DeleteChannelAccountResponse__Output } from './rapport/messaging/v1/DeleteChannelAccountResponse';
import type { GetChannelAccountRequest as _rapport_messaging_v1_GetChannelAccountRequest, GetChannelAccountRequest__Output as _rapport_messaging_v1_GetChannelAccountRequest__Output } from './rapport/messaging/v1/GetChannelAccountRequest';
import type { GetChannelAccountResponse as _rapport_messaging_v1_GetChannelAccountResponse, GetChannelAccountResponse__Output as _rapport_messaging_v1_GetChannelAccountResponse__Output } from './rapport/messaging/v1/GetChannelAccountResponse';
import type { ListChannelAccountsRequest as _rapport_messaging_v1_ListChannelAccountsRequest, ListChannelAccountsRequest__Output as _rapport_messaging_v1_ListChannelAccountsRequest__Output } from './rapport/messaging/v1/ListChannelAccountsRequest';
import type { ListChannelAccountsResponse as _rapport_messaging_v1_ListChannelAccountsResponse, ListChannelAccountsResponse__Output as _rapport_messaging_v1_ListChannelAccountsResponse__Output } from './rapport/messaging/v1/ListChannelAccountsResponse';
import type { ListMessagesRequest as _rapport_messaging_v1_ListMessagesRequest, ListMessagesRequest__Output as _rapport_messaging_v1_ListMessagesRequest__Output } from './rapport/messaging/v1/ListMessagesRequest';
import type { ListMessagesResponse as _rapport_messaging_v1_ListMessagesResponse, ListMessagesResponse__Output as _rapport_messaging_v1_ListMessagesResponse__Output } from './rapport/messaging/v1/ListMessagesResponse';
import type { ListTemplatesRequest as _rapport_messaging_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _rapport_messaging_v1_ListTemplatesRequest__Output } from './rapport/messaging/v1/ListTemplatesRequest';
import type { ListTemplatesResponse as _rapport_messaging_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _rapport_messaging_v1_ListTemplatesResponse__Output } from './rapport/messaging/v1/ListTemplatesResponse';
import type { Message as _rapport_messaging_v1_Message, Message__Output as _rapport_messaging_v1_Message__Output } from './rapport/messaging/v1/Message';
import type { MessagingServiceClient as _rapport_messaging_v1_MessagingServiceClient, MessagingServiceDefinition as _rapport_messaging_v1_MessagingServiceDefinition } from './rapport/messaging/v1/MessagingService';
import type { RecordInboundMessageRequest as _rapport_messaging_v1_RecordInboundMessageRequest, RecordInboundMessageRequest__Output as _rapport_messaging_v1_RecordInboundMessageRequest__Output } from './rapport/messaging/v1/RecordInboundMessageRequest';
import type { RecordInboundMessageResponse as _rapport_messaging_v1_RecordInboundMessageResponse, RecordInboundMessageResponse__Output as _rapport_messaging_v1_RecordInboundMessageResponse__Output } from './rapport/messaging/v1/RecordInboundMessageResponse';
import type { Route as _rapport_messaging_v1_Route, Route__Output as _rapport_messaging_v1_Route__Output } from './rapport/messaging/v1/Route';
import type { RouteMessageResponse as _rapport_messaging_v1_RouteMessageResponse, RouteMessageResponse__Output as _rapport_messaging_v1_RouteMessageResponse__Output } from './rapport/messaging/v1/RouteMessageResponse';
import type { SendMessageRequest as _rapport_messaging_v1_SendMessageRequest, SendMessageRequest__Output as _rapport_messaging_v1_SendMessageRequest__Output } from './rapport/messaging/v1/SendMessageRequest';
import type { SendMessageResponse as _rapport_messaging_v1_SendMessageResponse, SendMessageResponse__Output as _rapport_messaging_v1_SendMessageResponse__Output } from './rapport/messaging/v1/SendMessageResponse';
import type { TemplateComponent as _rapport_messaging_v1_TemplateComponent, TemplateComponent__Output as _rapport_messaging_v1_TemplateComponent__Output } from './rapport/messaging/v1/TemplateComponent';
import type { TemplateParameter as _rapport_messaging_v1_TemplateParameter, TemplateParameter__Output as _rapport_messaging_v1_TemplateParameter__Output } from './rapport/messaging/v1/TemplateParameter';
import type { TemplateParameters as _rapport_messaging_v1_TemplateParameters, TemplateParameters__Output as _rapport_messaging_v1_TemplateParameters__Output } from './rapport/messaging/v1/TemplateParameters';
import type { TemplateSend as _rapport_messaging_v1_TemplateSend, TemplateSend__Output as _rapport_messaging_v1_TemplateSend__Output } from './rapport/messaging/v1/TemplateSend';
import type { WhatsAppTemplate as _rapport_messaging_v1_WhatsAppTemplate, WhatsAppTemplate__Output as _rapport_messaging_v1_WhatsAppTemplate__Output } from './rapport/messaging/v1/WhatsAppTemplate';
import type { Window as _rapport_messaging_v1_Window, Window__Output as _rapport_messaging_v1_Window__Output } from './rapport/messaging/v1/Window';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    messaging: {
      v1: {
        ChannelAccount: MessageTypeDefinition<_rapport_messaging_v1_ChannelAccount, _rapport_messaging_v1_ChannelAccount__Output>
        CreateChannelAccountRequest: MessageTypeDefinition<_rapport_messaging_v1_CreateChannelAccountRequest, _rapport_messaging_v1_CreateChannelAccountRequest__Output>
        CreateChannelAccountResponse: MessageTypeDefinition<_rapport_messaging_v1_CreateChannelAccountResponse, _rapport_messaging_v1_CreateChannelAccountResponse__Output>
        DeleteChannelAccountRequest: MessageTypeDefinition<_rapport_messaging_v1_DeleteChannelAccountRequest, _rapport_messaging_v1_DeleteChannelAccountRequest__Output>
        DeleteChannelAccountResponse: MessageTypeDefinition<_rapport_messaging_v1_DeleteChannelAccountResponse, _rapport_messaging_v1_DeleteChannelAccountResponse__Output>
        GetChannelAccountRequest: MessageTypeDefinition<_rapport_messaging_v1_GetChannelAccountRequest, _rapport_messaging_v1_GetChannelAccountRequest__Output>
        GetChannelAccountResponse: MessageTypeDefinition<_rapport_messaging_v1_GetChannelAccountResponse, _rapport_messaging_v1_GetChannelAccountResponse__Output>
        ListChannelAccountsRequest: MessageTypeDefinition<_rapport_messaging_v1_ListChannelAccountsRequest, _rapport_messaging_v1_ListChannelAccountsRequest__Output>
        ListChannelAccountsResponse: MessageTypeDefinition<_rapport_messaging_v1_ListChannelAccountsResponse, _rapport_messaging_v1_ListChannelAccountsResponse__Output>
        ListMessagesRequest: MessageTypeDefinition<_rapport_messaging_v1_ListMessagesRequest, _rapport_messaging_v1_ListMessagesRequest__Output>
        ListMessagesResponse: MessageTypeDefinition<_rapport_messaging_v1_ListMessagesResponse, _rapport_messaging_v1_ListMessagesResponse__Output>
        ListTemplatesRequest: MessageTypeDefinition<_rapport_messaging_v1_ListTemplatesRequest, _rapport_messaging_v1_ListTemplatesRequest__Output>
        ListTemplatesResponse: MessageTypeDefinition<_rapport_messaging_v1_ListTemplatesResponse, _rapport_messaging_v1_ListTemplatesResponse__Output>
        Message: MessageTypeDefinition<_rapport_messaging_v1_Message, _rapport_messaging_v1_Message__Output>
        MessagingService: SubtypeConstructor<typeof grpc.Client, _rapport_messaging_v1_MessagingServiceClient> & { service: _rapport_messaging_v1_MessagingServiceDefinition }
        RecordInboundMessageRequest: MessageTypeDefinition<_rapport_messaging_v1_RecordInboundMessageRequest, _rapport_messaging_v1_RecordInboundMessageRequest__Output>
        RecordInboundMessageResponse: MessageTypeDefinition<_rapport_messaging_v1_RecordInboundMessageResponse, _rapport_messaging_v1_RecordInboundMessageResponse__Output>
        Route: MessageTypeDefinition<_rapport_messaging_v1_Route, _rapport_messaging_v1_Route__Output>
        RouteMessageResponse: MessageTypeDefinition<_rapport_messaging_v1_RouteMessageResponse, _rapport_messaging_v1_RouteMessageResponse__Output>
        SendMessageRequest: MessageTypeDefinition<_rapport_messaging_v1_SendMessageRequest, _rapport_messaging_v1_SendMessageRequest__Output>
        SendMessageResponse: MessageTypeDefinition<_rapport_messaging_v1_SendMessageResponse, _rapport_messaging_v1_SendMessageResponse__Output>
        TemplateComponent: MessageTypeDefinition<_rapport_messaging_v1_TemplateComponent, _rapport_messaging_v1_TemplateComponent__Output>
        TemplateParameter: MessageTypeDefinition<_rapport_messaging_v1_TemplateParameter, _rapport_messaging_v1_TemplateParameter__Output>
        TemplateParameters: MessageTypeDefinition<_rapport_messaging_v1_TemplateParameters, _rapport_messaging_v1_TemplateParameters__Output>
        TemplateSend: MessageTypeDefinition<_rapport_messaging_v1_TemplateSend, _rapport_messaging_v1_TemplateSend__Output>
        WhatsAppTemplate: MessageTypeDefinition<_rapport_messaging_v1_WhatsAppTemplate, _rapport_messaging_v1_WhatsAppTemplate__Output>
        Window: MessageTypeDefinition<_rapport_messaging_v1_Window, _rapport_messaging_v1_Window__Output>
      }
    }
  }
}

