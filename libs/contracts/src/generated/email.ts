import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { Campaign as _rapport_email_v1_Campaign, Campaign__Output as _rapport_email_v1_Campaign__Output } from './rapport/email/v1/Campaign';
import type { CampaignAudience as _rapport_email_v1_CampaignAudience, CampaignAudience__Output as _rapport_email_v1_CampaignAudience__Output } from './rapport/email/v1/CampaignAudience';
import type { CampaignStats as _rapport_email_v1_CampaignStats, CampaignStats__Output as _rapport_email_v1_CampaignStats__Output } from './rapport/email/v1/CampaignStats';
import type { CreateCampaignRequest as _rapport_email_v1_CreateCampaignRequest, CreateCampaignRequest__Output as _rapport_email_v1_CreateCampaignRequest__Output } from './rapport/email/v1/CreateCampaignRequest';
import type { CreateCampaignResponse as _rapport_email_v1_CreateCampaignResponse, CreateCampaignResponse__Output as _rapport_email_v1_CreateCampaignResponse__Output } from './rapport/email/v1/CreateCampaignResponse';
import type { CreateSuppressionRequest as _rapport_email_v1_CreateSuppressionRequest, CreateSuppressionRequest__Output as _rapport_email_v1_CreateSuppressionRequest__Output } from './rapport/email/v1/CreateSuppressionRequest';
import type { CreateSuppressionResponse as _rapport_email_v1_CreateSuppressionResponse, CreateSuppressionResponse__Output as _rapport_email_v1_CreateSuppressionResponse__Output } from './rapport/email/v1/CreateSuppressionResponse';
import type { CreateTemplateRequest as _rapport_email_v1_CreateTemplateRequest, CreateTemplateRequest__Output as _rapport_email_v1_CreateTemplateRequest__Output } from './rapport/email/v1/CreateTemplateRequest';
import type { CreateTemplateResponse as _rapport_email_v1_CreateTemplateResponse, CreateTemplateResponse__Output as _rapport_email_v1_CreateTemplateResponse__Output } from './rapport/email/v1/CreateTemplateResponse';
import type { DeleteSuppressionRequest as _rapport_email_v1_DeleteSuppressionRequest, DeleteSuppressionRequest__Output as _rapport_email_v1_DeleteSuppressionRequest__Output } from './rapport/email/v1/DeleteSuppressionRequest';
import type { DeleteSuppressionResponse as _rapport_email_v1_DeleteSuppressionResponse, DeleteSuppressionResponse__Output as _rapport_email_v1_DeleteSuppressionResponse__Output } from './rapport/email/v1/DeleteSuppressionResponse';
import type { DeleteTemplateRequest as _rapport_email_v1_DeleteTemplateRequest, DeleteTemplateRequest__Output as _rapport_email_v1_DeleteTemplateRequest__Output } from './rapport/email/v1/DeleteTemplateRequest';
import type { DeleteTemplateResponse as _rapport_email_v1_DeleteTemplateResponse, DeleteTemplateResponse__Output as _rapport_email_v1_DeleteTemplateResponse__Output } from './rapport/email/v1/DeleteTemplateResponse';
import type { EmailSend as _rapport_email_v1_EmailSend, EmailSend__Output as _rapport_email_v1_EmailSend__Output } from './rapport/email/v1/EmailSend';
import type { EmailServiceClient as _rapport_email_v1_EmailServiceClient, EmailServiceDefinition as _rapport_email_v1_EmailServiceDefinition } from './rapport/email/v1/EmailService';
import type { GetCampaignRequest as _rapport_email_v1_GetCampaignRequest, GetCampaignRequest__Output as _rapport_email_v1_GetCampaignRequest__Output } from './rapport/email/v1/GetCampaignRequest';
import type { GetCampaignResponse as _rapport_email_v1_GetCampaignResponse, GetCampaignResponse__Output as _rapport_email_v1_GetCampaignResponse__Output } from './rapport/email/v1/GetCampaignResponse';
import type { GetEmailSendRequest as _rapport_email_v1_GetEmailSendRequest, GetEmailSendRequest__Output as _rapport_email_v1_GetEmailSendRequest__Output } from './rapport/email/v1/GetEmailSendRequest';
import type { GetEmailSendResponse as _rapport_email_v1_GetEmailSendResponse, GetEmailSendResponse__Output as _rapport_email_v1_GetEmailSendResponse__Output } from './rapport/email/v1/GetEmailSendResponse';
import type { GetTemplateRequest as _rapport_email_v1_GetTemplateRequest, GetTemplateRequest__Output as _rapport_email_v1_GetTemplateRequest__Output } from './rapport/email/v1/GetTemplateRequest';
import type { GetTemplateResponse as _rapport_email_v1_GetTemplateResponse, GetTemplateResponse__Output as _rapport_email_v1_GetTemplateResponse__Output } from './rapport/email/v1/GetTemplateResponse';
import type { ListCampaignsRequest as _rapport_email_v1_ListCampaignsRequest, ListCampaignsRequest__Output as _rapport_email_v1_ListCampaignsRequest__Output } from './rapport/email/v1/ListCampaignsRequest';
import type { ListCampaignsResponse as _rapport_email_v1_ListCampaignsResponse, ListCampaignsResponse__Output as _rapport_email_v1_ListCampaignsResponse__Output } from './rapport/email/v1/ListCampaignsResponse';
import type { ListEmailSendsRequest as _rapport_email_v1_ListEmailSendsRequest, ListEmailSendsRequest__Output as _rapport_email_v1_ListEmailSendsRequest__Output } from './rapport/email/v1/ListEmailSendsRequest';
import type { ListEmailSendsResponse as _rapport_email_v1_ListEmailSendsResponse, ListEmailSendsResponse__Output as _rapport_email_v1_ListEmailSendsResponse__Output } from './rapport/email/v1/ListEmailSendsResponse';
import type { ListSuppressionsRequest as _rapport_email_v1_ListSuppressionsRequest, ListSuppressionsRequest__Output as _rapport_email_v1_ListSuppressionsRequest__Output } from './rapport/email/v1/ListSuppressionsRequest';
import type { ListSuppressionsResponse as _rapport_email_v1_ListSuppressionsResponse, ListSuppressionsResponse__Output as _rapport_email_v1_ListSuppressionsResponse__Output } from './rapport/email/v1/ListSuppressionsResponse';
import type { ListTemplatesRequest as _rapport_email_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _rapport_email_v1_ListTemplatesRequest__Output } from './rapport/email/v1/ListTemplatesRequest';
import type { ListTemplatesResponse as _rapport_email_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _rapport_email_v1_ListTemplatesResponse__Output } from './rapport/email/v1/ListTemplatesResponse';
import type { PreviewCampaignRequest as _rapport_email_v1_PreviewCampaignRequest, PreviewCampaignRequest__Output as _rapport_email_v1_PreviewCampaignRequest__Output } from './rapport/email/v1/PreviewCampaignRequest';
import type { PreviewCampaignResponse as _rapport_email_v1_PreviewCampaignResponse, PreviewCampaignResponse__Output as _rapport_email_v1_PreviewCampaignResponse__Output } from './rapport/email/v1/PreviewCampaignResponse';
import type { PreviewRecipient as _rapport_email_v1_PreviewRecipient, PreviewRecipient__Output as _rapport_email_v1_PreviewRecipient__Output } from './rapport/email/v1/PreviewRecipient';
import type { RecordEmailEventsRequest as _rapport_email_v1_RecordEmailEventsRequest, RecordEmailEventsRequest__Output as _rapport_email_v1_RecordEmailEventsRequest__Output } from './rapport/email/v1/RecordEmailEventsRequest';
import type { RecordEmailEventsResponse as _rapport_email_v1_RecordEmailEventsResponse, RecordEmailEventsResponse__Output as _rapport_email_v1_RecordEmailEventsResponse__Output } from './rapport/email/v1/RecordEmailEventsResponse';
import type { RotateEmailEventSecretRequest as _rapport_email_v1_RotateEmailEventSecretRequest, RotateEmailEventSecretRequest__Output as _rapport_email_v1_RotateEmailEventSecretRequest__Output } from './rapport/email/v1/RotateEmailEventSecretRequest';
import type { RotateEmailEventSecretResponse as _rapport_email_v1_RotateEmailEventSecretResponse, RotateEmailEventSecretResponse__Output as _rapport_email_v1_RotateEmailEventSecretResponse__Output } from './rapport/email/v1/RotateEmailEventSecretResponse';
import type { SendCampaignRequest as _rapport_email_v1_SendCampaignRequest, SendCampaignRequest__Output as _rapport_email_v1_SendCampaignRequest__Output } from './rapport/email/v1/SendCampaignRequest';
import type { SendCampaignResponse as _rapport_email_v1_SendCampaignResponse, SendCampaignResponse__Output as _rapport_email_v1_SendCampaignResponse__Output } from './rapport/email/v1/SendCampaignResponse';
import type { SendEmailRequest as _rapport_email_v1_SendEmailRequest, SendEmailRequest__Output as _rapport_email_v1_SendEmailRequest__Output } from './rapport/email/v1/SendEmailRequest';
import type { SendEmailResponse as _rapport_email_v1_SendEmailResponse, SendEmailResponse__Output as _rapport_email_v1_SendEmailResponse__Output } from './rapport/email/v1/SendEmailResponse';
import type { SendExternalEmailRequest as _rapport_email_v1_SendExternalEmailRequest, SendExternalEmailRequest__Output as _rapport_email_v1_SendExternalEmailRequest__Output } from './rapport/email/v1/SendExternalEmailRequest';
import type { SendExternalEmailResponse as _rapport_email_v1_SendExternalEmailResponse, SendExternalEmailResponse__Output as _rapport_email_v1_SendExternalEmailResponse__Output } from './rapport/email/v1/SendExternalEmailResponse';
import type { SendPlatformEmailRequest as _rapport_email_v1_SendPlatformEmailRequest, SendPlatformEmailRequest__Output as _rapport_email_v1_SendPlatformEmailRequest__Output } from './rapport/email/v1/SendPlatformEmailRequest';
import type { SendPlatformEmailResponse as _rapport_email_v1_SendPlatformEmailResponse, SendPlatformEmailResponse__Output as _rapport_email_v1_SendPlatformEmailResponse__Output } from './rapport/email/v1/SendPlatformEmailResponse';
import type { SuppressedCounts as _rapport_email_v1_SuppressedCounts, SuppressedCounts__Output as _rapport_email_v1_SuppressedCounts__Output } from './rapport/email/v1/SuppressedCounts';
import type { Suppression as _rapport_email_v1_Suppression, Suppression__Output as _rapport_email_v1_Suppression__Output } from './rapport/email/v1/Suppression';
import type { Template as _rapport_email_v1_Template, Template__Output as _rapport_email_v1_Template__Output } from './rapport/email/v1/Template';
import type { UnsubscribeRequest as _rapport_email_v1_UnsubscribeRequest, UnsubscribeRequest__Output as _rapport_email_v1_UnsubscribeRequest__Output } from './rapport/email/v1/UnsubscribeRequest';
import type { UnsubscribeResponse as _rapport_email_v1_UnsubscribeResponse, UnsubscribeResponse__Output as _rapport_email_v1_UnsubscribeResponse__Output } from './rapport/email/v1/UnsubscribeResponse';
import type { UpdateTemplateRequest as _rapport_email_v1_UpdateTemplateRequest, UpdateTemplateRequest__Output as _rapport_email_v1_UpdateTemplateRequest__Output } from './rapport/email/v1/UpdateTemplateRequest';
import type { UpdateTemplateResponse as _rapport_email_v1_UpdateTemplateResponse, UpdateTemplateResponse__Output as _rapport_email_v1_UpdateTemplateResponse__Output } from './rapport/email/v1/UpdateTemplateResponse';

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
    email: {
      v1: {
        AudienceType: EnumTypeDefinition
        Campaign: MessageTypeDefinition<_rapport_email_v1_Campaign, _rapport_email_v1_Campaign__Output>
        CampaignAudience: MessageTypeDefinition<_rapport_email_v1_CampaignAudience, _rapport_email_v1_CampaignAudience__Output>
        CampaignStats: MessageTypeDefinition<_rapport_email_v1_CampaignStats, _rapport_email_v1_CampaignStats__Output>
        CampaignStatus: EnumTypeDefinition
        CreateCampaignRequest: MessageTypeDefinition<_rapport_email_v1_CreateCampaignRequest, _rapport_email_v1_CreateCampaignRequest__Output>
        CreateCampaignResponse: MessageTypeDefinition<_rapport_email_v1_CreateCampaignResponse, _rapport_email_v1_CreateCampaignResponse__Output>
        CreateSuppressionRequest: MessageTypeDefinition<_rapport_email_v1_CreateSuppressionRequest, _rapport_email_v1_CreateSuppressionRequest__Output>
        CreateSuppressionResponse: MessageTypeDefinition<_rapport_email_v1_CreateSuppressionResponse, _rapport_email_v1_CreateSuppressionResponse__Output>
        CreateTemplateRequest: MessageTypeDefinition<_rapport_email_v1_CreateTemplateRequest, _rapport_email_v1_CreateTemplateRequest__Output>
        CreateTemplateResponse: MessageTypeDefinition<_rapport_email_v1_CreateTemplateResponse, _rapport_email_v1_CreateTemplateResponse__Output>
        DeleteSuppressionRequest: MessageTypeDefinition<_rapport_email_v1_DeleteSuppressionRequest, _rapport_email_v1_DeleteSuppressionRequest__Output>
        DeleteSuppressionResponse: MessageTypeDefinition<_rapport_email_v1_DeleteSuppressionResponse, _rapport_email_v1_DeleteSuppressionResponse__Output>
        DeleteTemplateRequest: MessageTypeDefinition<_rapport_email_v1_DeleteTemplateRequest, _rapport_email_v1_DeleteTemplateRequest__Output>
        DeleteTemplateResponse: MessageTypeDefinition<_rapport_email_v1_DeleteTemplateResponse, _rapport_email_v1_DeleteTemplateResponse__Output>
        EmailSend: MessageTypeDefinition<_rapport_email_v1_EmailSend, _rapport_email_v1_EmailSend__Output>
        EmailSendStatus: EnumTypeDefinition
        EmailService: SubtypeConstructor<typeof grpc.Client, _rapport_email_v1_EmailServiceClient> & { service: _rapport_email_v1_EmailServiceDefinition }
        GetCampaignRequest: MessageTypeDefinition<_rapport_email_v1_GetCampaignRequest, _rapport_email_v1_GetCampaignRequest__Output>
        GetCampaignResponse: MessageTypeDefinition<_rapport_email_v1_GetCampaignResponse, _rapport_email_v1_GetCampaignResponse__Output>
        GetEmailSendRequest: MessageTypeDefinition<_rapport_email_v1_GetEmailSendRequest, _rapport_email_v1_GetEmailSendRequest__Output>
        GetEmailSendResponse: MessageTypeDefinition<_rapport_email_v1_GetEmailSendResponse, _rapport_email_v1_GetEmailSendResponse__Output>
        GetTemplateRequest: MessageTypeDefinition<_rapport_email_v1_GetTemplateRequest, _rapport_email_v1_GetTemplateRequest__Output>
        GetTemplateResponse: MessageTypeDefinition<_rapport_email_v1_GetTemplateResponse, _rapport_email_v1_GetTemplateResponse__Output>
        ListCampaignsRequest: MessageTypeDefinition<_rapport_email_v1_ListCampaignsRequest, _rapport_email_v1_ListCampaignsRequest__Output>
        ListCampaignsResponse: MessageTypeDefinition<_rapport_email_v1_ListCampaignsResponse, _rapport_email_v1_ListCampaignsResponse__Output>
        ListEmailSendsRequest: MessageTypeDefinition<_rapport_email_v1_ListEmailSendsRequest, _rapport_email_v1_ListEmailSendsRequest__Output>
        ListEmailSendsResponse: MessageTypeDefinition<_rapport_email_v1_ListEmailSendsResponse, _rapport_email_v1_ListEmailSendsResponse__Output>
        ListSuppressionsRequest: MessageTypeDefinition<_rapport_email_v1_ListSuppressionsRequest, _rapport_email_v1_ListSuppressionsRequest__Output>
        ListSuppressionsResponse: MessageTypeDefinition<_rapport_email_v1_ListSuppressionsResponse, _rapport_email_v1_ListSuppressionsResponse__Output>
        ListTemplatesRequest: MessageTypeDefinition<_rapport_email_v1_ListTemplatesRequest, _rapport_email_v1_ListTemplatesRequest__Output>
        ListTemplatesResponse: MessageTypeDefinition<_rapport_email_v1_ListTemplatesResponse, _rapport_email_v1_ListTemplatesResponse__Output>
        PreviewCampaignRequest: MessageTypeDefinition<_rapport_email_v1_PreviewCampaignRequest, _rapport_email_v1_PreviewCampaignRequest__Output>
        PreviewCampaignResponse: MessageTypeDefinition<_rapport_email_v1_PreviewCampaignResponse, _rapport_email_v1_PreviewCampaignResponse__Output>
        PreviewRecipient: MessageTypeDefinition<_rapport_email_v1_PreviewRecipient, _rapport_email_v1_PreviewRecipient__Output>
        RecordEmailEventsRequest: MessageTypeDefinition<_rapport_email_v1_RecordEmailEventsRequest, _rapport_email_v1_RecordEmailEventsRequest__Output>
        RecordEmailEventsResponse: MessageTypeDefinition<_rapport_email_v1_RecordEmailEventsResponse, _rapport_email_v1_RecordEmailEventsResponse__Output>
        RotateEmailEventSecretRequest: MessageTypeDefinition<_rapport_email_v1_RotateEmailEventSecretRequest, _rapport_email_v1_RotateEmailEventSecretRequest__Output>
        RotateEmailEventSecretResponse: MessageTypeDefinition<_rapport_email_v1_RotateEmailEventSecretResponse, _rapport_email_v1_RotateEmailEventSecretResponse__Output>
        SendCampaignRequest: MessageTypeDefinition<_rapport_email_v1_SendCampaignRequest, _rapport_email_v1_SendCampaignRequest__Output>
        SendCampaignResponse: MessageTypeDefinition<_rapport_email_v1_SendCampaignResponse, _rapport_email_v1_SendCampaignResponse__Output>
        SendEmailRequest: MessageTypeDefinition<_rapport_email_v1_SendEmailRequest, _rapport_email_v1_SendEmailRequest__Output>
        SendEmailResponse: MessageTypeDefinition<_rapport_email_v1_SendEmailResponse, _rapport_email_v1_SendEmailResponse__Output>
        SendExternalEmailRequest: MessageTypeDefinition<_rapport_email_v1_SendExternalEmailRequest, _rapport_email_v1_SendExternalEmailRequest__Output>
        SendExternalEmailResponse: MessageTypeDefinition<_rapport_email_v1_SendExternalEmailResponse, _rapport_email_v1_SendExternalEmailResponse__Output>
        SendPlatformEmailRequest: MessageTypeDefinition<_rapport_email_v1_SendPlatformEmailRequest, _rapport_email_v1_SendPlatformEmailRequest__Output>
        SendPlatformEmailResponse: MessageTypeDefinition<_rapport_email_v1_SendPlatformEmailResponse, _rapport_email_v1_SendPlatformEmailResponse__Output>
        SuppressedCounts: MessageTypeDefinition<_rapport_email_v1_SuppressedCounts, _rapport_email_v1_SuppressedCounts__Output>
        Suppression: MessageTypeDefinition<_rapport_email_v1_Suppression, _rapport_email_v1_Suppression__Output>
        Template: MessageTypeDefinition<_rapport_email_v1_Template, _rapport_email_v1_Template__Output>
        UnsubscribeRequest: MessageTypeDefinition<_rapport_email_v1_UnsubscribeRequest, _rapport_email_v1_UnsubscribeRequest__Output>
        UnsubscribeResponse: MessageTypeDefinition<_rapport_email_v1_UnsubscribeResponse, _rapport_email_v1_UnsubscribeResponse__Output>
        UpdateTemplateRequest: MessageTypeDefinition<_rapport_email_v1_UpdateTemplateRequest, _rapport_email_v1_UpdateTemplateRequest__Output>
        UpdateTemplateResponse: MessageTypeDefinition<_rapport_email_v1_UpdateTemplateResponse, _rapport_email_v1_UpdateTemplateResponse__Output>
      }
    }
  }
}

