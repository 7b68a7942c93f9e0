// Original file: rapport/email/v1/email.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateCampaignRequest as _rapport_email_v1_CreateCampaignRequest, CreateCampaignRequest__Output as _rapport_email_v1_CreateCampaignRequest__Output } from '../../../rapport/email/v1/CreateCampaignRequest';
import type { CreateCampaignResponse as _rapport_email_v1_CreateCampaignResponse, CreateCampaignResponse__Output as _rapport_email_v1_CreateCampaignResponse__Output } from '../../../rapport/email/v1/CreateCampaignResponse';
import type { CreateSuppressionRequest as _rapport_email_v1_CreateSuppressionRequest, CreateSuppressionRequest__Output as _rapport_email_v1_CreateSuppressionRequest__Output } from '../../../rapport/email/v1/CreateSuppressionRequest';
import type { CreateSuppressionResponse as _rapport_email_v1_CreateSuppressionResponse, CreateSuppressionResponse__Output as _rapport_email_v1_CreateSuppressionResponse__Output } from '../../../rapport/email/v1/CreateSuppressionResponse';
import type { CreateTemplateRequest as _rapport_email_v1_CreateTemplateRequest, CreateTemplateRequest__Output as _rapport_email_v1_CreateTemplateRequest__Output } from '../../../rapport/email/v1/CreateTemplateRequest';
import type { CreateTemplateResponse as _rapport_email_v1_CreateTemplateResponse, CreateTemplateResponse__Output as _rapport_email_v1_CreateTemplateResponse__Output } from '../../../rapport/email/v1/CreateTemplateResponse';
import type { DeleteSuppressionRequest as _rapport_email_v1_DeleteSuppressionRequest, DeleteSuppressionRequest__Output as _rapport_email_v1_DeleteSuppressionRequest__Output } from '../../../rapport/email/v1/DeleteSuppressionRequest';
import type { DeleteSuppressionResponse as _rapport_email_v1_DeleteSuppressionResponse, DeleteSuppressionResponse__Output as _rapport_email_v1_DeleteSuppressionResponse__Output } from '../../../rapport/email/v1/DeleteSuppressionResponse';
import type { DeleteTemplateRequest as _rapport_email_v1_DeleteTemplateRequest, DeleteTemplateRequest__Output as _rapport_email_v1_DeleteTemplateRequest__Output } from '../../../rapport/email/v1/DeleteTemplateRequest';
import type { DeleteTemplateResponse as _rapport_email_v1_DeleteTemplateResponse, DeleteTemplateResponse__Output as _rapport_email_v1_DeleteTemplateResponse__Output } from '../../../rapport/email/v1/DeleteTemplateResponse';
import type { GetCampaignRequest as _rapport_email_v1_GetCampaignRequest, GetCampaignRequest__Output as _rapport_email_v1_GetCampaignRequest__Output } from '../../../rapport/email/v1/GetCampaignRequest';
import type { GetCampaignResponse as _rapport_email_v1_GetCampaignResponse, GetCampaignResponse__Output as _rapport_email_v1_GetCampaignResponse__Output } from '../../../rapport/email/v1/GetCampaignResponse';
import type { GetEmailSendRequest as _rapport_email_v1_GetEmailSendRequest, GetEmailSendRequest__Output as _rapport_email_v1_GetEmailSendRequest__Output } from '../../../rapport/email/v1/GetEmailSendRequest';
import type { GetEmailSendResponse as _rapport_email_v1_GetEmailSendResponse, GetEmailSendResponse__Output as _rapport_email_v1_GetEmailSendResponse__Output } from '../../../rapport/email/v1/GetEmailSendResponse';
import type { GetTemplateRequest as _rapport_email_v1_GetTemplateRequest, GetTemplateRequest__Output as _rapport_email_v1_GetTemplateRequest__Output } from '../../../rapport/email/v1/GetTemplateRequest';
import type { GetTemplateResponse as _rapport_email_v1_GetTemplateResponse, GetTemplateResponse__Output as _rapport_email_v1_GetTemplateResponse__Output } from '../../../rapport/email/v1/GetTemplateResponse';
import type { ListCampaignsRequest as _rapport_email_v1_ListCampaignsRequest, ListCampaignsRequest__Output as _rapport_email_v1_ListCampaignsRequest__Output } from '../../../rapport/email/v1/ListCampaignsRequest';
import type { ListCampaignsResponse as _rapport_email_v1_ListCampaignsResponse, ListCampaignsResponse__Output as _rapport_email_v1_ListCampaignsResponse__Output } from '../../../rapport/email/v1/ListCampaignsResponse';
import type { ListEmailSendsRequest as _rapport_email_v1_ListEmailSendsRequest, ListEmailSendsRequest__Output as _rapport_email_v1_ListEmailSendsRequest__Output } from '../../../rapport/email/v1/ListEmailSendsRequest';
import type { ListEmailSendsResponse as _rapport_email_v1_ListEmailSendsResponse, ListEmailSendsResponse__Output as _rapport_email_v1_ListEmailSendsResponse__Output } from '../../../rapport/email/v1/ListEmailSendsResponse';
import type { ListSuppressionsRequest as _rapport_email_v1_ListSuppressionsRequest, ListSuppressionsRequest__Output as _rapport_email_v1_ListSuppressionsRequest__Output } from '../../../rapport/email/v1/ListSuppressionsRequest';
import type { ListSuppressionsResponse as _rapport_email_v1_ListSuppressionsResponse, ListSuppressionsResponse__Output as _rapport_email_v1_ListSuppressionsResponse__Output } from '../../../rapport/email/v1/ListSuppressionsResponse';
import type { ListTemplatesRequest as _rapport_email_v1_ListTemplatesRequest, ListTemplatesRequest__Output as _rapport_email_v1_ListTemplatesRequest__Output } from '../../../rapport/email/v1/ListTemplatesRequest';
import type { ListTemplatesResponse as _rapport_email_v1_ListTemplatesResponse, ListTemplatesResponse__Output as _rapport_email_v1_ListTemplatesResponse__Output } from '../../../rapport/email/v1/ListTemplatesResponse';
import type { PreviewCampaignRequest as _rapport_email_v1_PreviewCampaignRequest, PreviewCampaignRequest__Output as _rapport_email_v1_PreviewCampaignRequest__Output } from '../../../rapport/email/v1/PreviewCampaignRequest';
import type { PreviewCampaignResponse as _rapport_email_v1_PreviewCampaignResponse, PreviewCampaignResponse__Output as _rapport_email_v1_PreviewCampaignResponse__Output } from '../../../rapport/email/v1/PreviewCampaignResponse';
import type { RecordEmailEventsRequest as _rapport_email_v1_RecordEmailEventsRequest, RecordEmailEventsRequest__Output as _rapport_email_v1_RecordEmailEventsRequest__Output } from '../../../rapport/email/v1/RecordEmailEventsRequest';
import type { RecordEmailEventsResponse as _rapport_email_v1_RecordEmailEventsResponse, RecordEmailEventsResponse__Output as _rapport_email_v1_RecordEmailEventsResponse__Output } from '../../../rapport/email/v1/RecordEmailEventsResponse';
import type { RotateEmailEventSecretRequest as _rapport_email_v1_RotateEmailEventSecretRequest, RotateEmailEventSecretRequest__Output as _rapport_email_v1_RotateEmailEventSecretRequest__Output } from '../../../rapport/email/v1/RotateEmailEventSecretRequest';
import type { RotateEmailEventSecretResponse as _rapport_email_v1_RotateEmailEventSecretResponse, RotateEmailEventSecretResponse__Output as _rapport_email_v1_RotateEmailEventSecretResponse__Output } from '../../../rapport/email/v1/RotateEmailEventSecretResponse';
import type { SendCampaignRequest as _rapport_email_v1_SendCampaignRequest, SendCampaignRequest__Output as _rapport_email_v1_SendCampaignRequest__Output } from '../../../rapport/email/v1/SendCampaignRequest';
import type { SendCampaignResponse as _rapport_email_v1_SendCampaignResponse, SendCampaignResponse__Output as _rapport_email_v1_SendCampaignResponse__Output } from '../../../rapport/email/v1/SendCampaignResponse';
import type { SendEmailRequest as _rapport_email_v1_SendEmailRequest, SendEmailRequest__Output as _rapport_email_v1_SendEmailRequest__Output } from '../../../rapport/email/v1/SendEmailRequest';
import type { SendEmailResponse as _rapport_email_v1_SendEmailResponse, SendEmailResponse__Output as _rapport_email_v1_SendEmailResponse__Output } from '../../../rapport/email/v1/SendEmailResponse';
import type { SendExternalEmailRequest as _rapport_email_v1_SendExternalEmailRequest, SendExternalEmailRequest__Output as _rapport_email_v1_SendExternalEmailRequest__Output } from '../../../rapport/email/v1/SendExternalEmailRequest';
import type { SendExternalEmailResponse as _rapport_email_v1_SendExternalEmailResponse, SendExternalEmailResponse__Output as _rapport_email_v1_SendExternalEmailResponse__Output } from '../../../rapport/email/v1/SendExternalEmailResponse';
import type { SendPlatformEmailRequest as _rapport_email_v1_SendPlatformEmailRequest, SendPlatformEmailRequest__Output as _rapport_email_v1_SendPlatformEmailRequest__Output } from '../../../rapport/email/v1/SendPlatformEmailRequest';
import type { SendPlatformEmailResponse as _rapport_email_v1_SendPlatformEmailResponse, SendPlatformEmailResponse__Output as _rapport_email_v1_SendPlatformEmailResponse__Output } from '../../../rapport/email/v1/SendPlatformEmailResponse';
import type { UnsubscribeRequest as _rapport_email_v1_UnsubscribeRequest, UnsubscribeRequest__Output as _rapport_email_v1_UnsubscribeRequest__Output } from '../../../rapport/email/v1/UnsubscribeRequest';
import type { UnsubscribeResponse as _rapport_email_v1_UnsubscribeResponse, UnsubscribeResponse__Output as _rapport_email_v1_UnsubscribeResponse__Output } from '../../../rapport/email/v1/UnsubscribeResponse';
import type { UpdateTemplateRequest as _rapport_email_v1_UpdateTemplateRequest, UpdateTemplateRequest__Output as _rapport_email_v1_UpdateTemplateRequest__Output } from '../../../rapport/email/v1/UpdateTemplateRequest';
import type { UpdateTemplateResponse as _rapport_email_v1_UpdateTemplateResponse, UpdateTemplateResponse__Output as _rapport_email_v1_UpdateTemplateResponse__Output } from '../../../rapport/email/v1/UpdateTemplateResponse';

export interface EmailServiceClient extends grpc.Client {
  CreateCampaign(argument: _rapport_email_v1_CreateCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  CreateCampaign(argument: _rapport_email_v1_CreateCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  CreateCampaign(argument: _rapport_email_v1_CreateCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  CreateCampaign(argument: _rapport_email_v1_CreateCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _rapport_email_v1_CreateCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _rapport_email_v1_CreateCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _rapport_email_v1_CreateCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  createCampaign(argument: _rapport_email_v1_CreateCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_CreateCampaignResponse__Output>): grpc.ClientUnaryCall;
  
  CreateSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  CreateSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  CreateSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  CreateSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  createSuppression(argument: _rapport_email_v1_CreateSuppressionRequest, callback: grpc.requestCallback<_rapport_email_v1_CreateSuppressionResponse__Output>): grpc.ClientUnaryCall;
  
  CreateTemplate(argument: _rapport_email_v1_CreateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateTemplate(argument: _rapport_email_v1_CreateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateTemplate(argument: _rapport_email_v1_CreateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateTemplate(argument: _rapport_email_v1_CreateTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _rapport_email_v1_CreateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _rapport_email_v1_CreateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _rapport_email_v1_CreateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _rapport_email_v1_CreateTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  DeleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  DeleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  DeleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  deleteSuppression(argument: _rapport_email_v1_DeleteSuppressionRequest, callback: grpc.requestCallback<_rapport_email_v1_DeleteSuppressionResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _rapport_email_v1_DeleteTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  GetCampaign(argument: _rapport_email_v1_GetCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  GetCampaign(argument: _rapport_email_v1_GetCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  GetCampaign(argument: _rapport_email_v1_GetCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  GetCampaign(argument: _rapport_email_v1_GetCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _rapport_email_v1_GetCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _rapport_email_v1_GetCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _rapport_email_v1_GetCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  getCampaign(argument: _rapport_email_v1_GetCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_GetCampaignResponse__Output>): grpc.ClientUnaryCall;
  
  GetEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  GetEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  GetEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  GetEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  getEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  getEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  getEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  getEmailSend(argument: _rapport_email_v1_GetEmailSendRequest, callback: grpc.requestCallback<_rapport_email_v1_GetEmailSendResponse__Output>): grpc.ClientUnaryCall;
  
  GetTemplate(argument: _rapport_email_v1_GetTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetTemplate(argument: _rapport_email_v1_GetTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetTemplate(argument: _rapport_email_v1_GetTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetTemplate(argument: _rapport_email_v1_GetTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _rapport_email_v1_GetTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _rapport_email_v1_GetTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _rapport_email_v1_GetTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _rapport_email_v1_GetTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  ListCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  ListCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  ListCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  ListCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  listCampaigns(argument: _rapport_email_v1_ListCampaignsRequest, callback: grpc.requestCallback<_rapport_email_v1_ListCampaignsResponse__Output>): grpc.ClientUnaryCall;
  
  ListEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  ListEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  ListEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  ListEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  listEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  listEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  listEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  listEmailSends(argument: _rapport_email_v1_ListEmailSendsRequest, callback: grpc.requestCallback<_rapport_email_v1_ListEmailSendsResponse__Output>): grpc.ClientUnaryCall;
  
  ListSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  ListSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  ListSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  ListSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  listSuppressions(argument: _rapport_email_v1_ListSuppressionsRequest, callback: grpc.requestCallback<_rapport_email_v1_ListSuppressionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTemplates(argument: _rapport_email_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _rapport_email_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _rapport_email_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _rapport_email_v1_ListTemplatesRequest, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_email_v1_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_email_v1_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_email_v1_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _rapport_email_v1_ListTemplatesRequest, callback: grpc.requestCallback<_rapport_email_v1_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  PreviewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  PreviewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  PreviewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  PreviewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  previewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  previewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  previewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  previewCampaign(argument: _rapport_email_v1_PreviewCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_PreviewCampaignResponse__Output>): grpc.ClientUnaryCall;
  
  RecordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  RecordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  RecordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  RecordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  recordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  recordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  recordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  recordEmailEvents(argument: _rapport_email_v1_RecordEmailEventsRequest, callback: grpc.requestCallback<_rapport_email_v1_RecordEmailEventsResponse__Output>): grpc.ClientUnaryCall;
  
  RotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateEmailEventSecret(argument: _rapport_email_v1_RotateEmailEventSecretRequest, callback: grpc.requestCallback<_rapport_email_v1_RotateEmailEventSecretResponse__Output>): grpc.ClientUnaryCall;
  
  SendCampaign(argument: _rapport_email_v1_SendCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  SendCampaign(argument: _rapport_email_v1_SendCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  SendCampaign(argument: _rapport_email_v1_SendCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  SendCampaign(argument: _rapport_email_v1_SendCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  sendCampaign(argument: _rapport_email_v1_SendCampaignRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  sendCampaign(argument: _rapport_email_v1_SendCampaignRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  sendCampaign(argument: _rapport_email_v1_SendCampaignRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  sendCampaign(argument: _rapport_email_v1_SendCampaignRequest, callback: grpc.requestCallback<_rapport_email_v1_SendCampaignResponse__Output>): grpc.ClientUnaryCall;
  
  SendEmail(argument: _rapport_email_v1_SendEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  SendEmail(argument: _rapport_email_v1_SendEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  SendEmail(argument: _rapport_email_v1_SendEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  SendEmail(argument: _rapport_email_v1_SendEmailRequest, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  sendEmail(argument: _rapport_email_v1_SendEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  sendEmail(argument: _rapport_email_v1_SendEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  sendEmail(argument: _rapport_email_v1_SendEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  sendEmail(argument: _rapport_email_v1_SendEmailRequest, callback: grpc.requestCallback<_rapport_email_v1_SendEmailResponse__Output>): grpc.ClientUnaryCall;
  
  SendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  SendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  SendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  SendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  sendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  sendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  sendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  sendExternalEmail(argument: _rapport_email_v1_SendExternalEmailRequest, callback: grpc.requestCallback<_rapport_email_v1_SendExternalEmailResponse__Output>): grpc.ClientUnaryCall;
  
  SendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  SendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  SendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  SendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  sendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  sendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  sendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  sendPlatformEmail(argument: _rapport_email_v1_SendPlatformEmailRequest, callback: grpc.requestCallback<_rapport_email_v1_SendPlatformEmailResponse__Output>): grpc.ClientUnaryCall;
  
  Unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  Unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  Unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  Unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _rapport_email_v1_UnsubscribeRequest, callback: grpc.requestCallback<_rapport_email_v1_UnsubscribeResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  UpdateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  UpdateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  UpdateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  updateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  updateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  updateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  updateTemplate(argument: _rapport_email_v1_UpdateTemplateRequest, callback: grpc.requestCallback<_rapport_email_v1_UpdateTemplateResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface EmailServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateCampaign: grpc.handleUnaryCall<_rapport_email_v1_CreateCampaignRequest__Output, _rapport_email_v1_CreateCampaignResponse>;
  
  CreateSuppression: grpc.handleUnaryCall<_rapport_email_v1_CreateSuppressionRequest__Output, _rapport_email_v1_CreateSuppressionResponse>;
  
  CreateTemplate: grpc.handleUnaryCall<_rapport_email_v1_CreateTemplateRequest__Output, _rapport_email_v1_CreateTemplateResponse>;
  
  DeleteSuppression: grpc.handleUnaryCall<_rapport_email_v1_DeleteSuppressionRequest__Output, _rapport_email_v1_DeleteSuppressionResponse>;
  
  DeleteTemplate: grpc.handleUnaryCall<_rapport_email_v1_DeleteTemplateRequest__Output, _rapport_email_v1_DeleteTemplateResponse>;
  
  GetCampaign: grpc.handleUnaryCall<_rapport_email_v1_GetCampaignRequest__Output, _rapport_email_v1_GetCampaignResponse>;
  
  GetEmailSend: grpc.handleUnaryCall<_rapport_email_v1_GetEmailSendRequest__Output, _rapport_email_v1_GetEmailSendResponse>;
  
  GetTemplate: grpc.handleUnaryCall<_rapport_email_v1_GetTemplateRequest__Output, _rapport_email_v1_GetTemplateResponse>;
  
  ListCampaigns: grpc.handleUnaryCall<_rapport_email_v1_ListCampaignsRequest__Output, _rapport_email_v1_ListCampaignsResponse>;
  
  ListEmailSends: grpc.handleUnaryCall<_rapport_email_v1_ListEmailSendsRequest__Output, _rapport_email_v1_ListEmailSendsResponse>;
  
  ListSuppressions: grpc.handleUnaryCall<_rapport_email_v1_ListSuppressionsRequest__Output, _rapport_email_v1_ListSuppressionsResponse>;
  
  ListTemplates: grpc.handleUnaryCall<_rapport_email_v1_ListTemplatesRequest__Output, _rapport_email_v1_ListTemplatesResponse>;
  
  PreviewCampaign: grpc.handleUnaryCall<_rapport_email_v1_PreviewCampaignRequest__Output, _rapport_email_v1_PreviewCampaignResponse>;
  
  RecordEmailEvents: grpc.handleUnaryCall<_rapport_email_v1_RecordEmailEventsRequest__Output, _rapport_email_v1_RecordEmailEventsResponse>;
  
  RotateEmailEventSecret: grpc.handleUnaryCall<_rapport_email_v1_RotateEmailEventSecretRequest__Output, _rapport_email_v1_RotateEmailEventSecretResponse>;
  
  SendCampaign: grpc.handleUnaryCall<_rapport_email_v1_SendCampaignRequest__Output, _rapport_email_v1_SendCampaignResponse>;
  
  SendEmail: grpc.handleUnaryCall<_rapport_email_v1_SendEmailRequest__Output, _rapport_email_v1_SendEmailResponse>;
  
  SendExternalEmail: grpc.handleUnaryCall<_rapport_email_v1_SendExternalEmailRequest__Output, _rapport_email_v1_SendExternalEmailResponse>;
  
  SendPlatformEmail: grpc.handleUnaryCall<_rapport_email_v1_SendPlatformEmailRequest__Output, _rapport_email_v1_SendPlatformEmailResponse>;
  
  Unsubscribe: grpc.handleUnaryCall<_rapport_email_v1_UnsubscribeRequest__Output, _rapport_email_v1_UnsubscribeResponse>;
  
  UpdateTemplate: grpc.handleUnaryCall<_rapport_email_v1_UpdateTemplateRequest__Output, _rapport_email_v1_UpdateTemplateResponse>;
  
}

export interface EmailServiceDefinition extends grpc.ServiceDefinition {
  CreateCampaign: MethodDefinition<_rapport_email_v1_CreateCampaignRequest, _rapport_email_v1_CreateCampaignResponse, _rapport_email_v1_CreateCampaignRequest__Output, _rapport_email_v1_CreateCampaignResponse__Output>
  CreateSuppression: MethodDefinition<_rapport_email_v1_CreateSuppressionRequest, _rapport_email_v1_CreateSuppressionResponse, _rapport_email_v1_CreateSuppressionRequest__Output, _rapport_email_v1_CreateSuppressionResponse__Output>
  CreateTemplate: MethodDefinition<_rapport_email_v1_CreateTemplateRequest, _rapport_email_v1_CreateTemplateResponse, _rapport_email_v1_CreateTemplateRequest__Output, _rapport_email_v1_CreateTemplateResponse__Output>
  DeleteSuppression: MethodDefinition<_rapport_email_v1_DeleteSuppressionRequest, _rapport_email_v1_DeleteSuppressionResponse, _rapport_email_v1_DeleteSuppressionRequest__Output, _rapport_email_v1_DeleteSuppressionResponse__Output>
  DeleteTemplate: MethodDefinition<_rapport_email_v1_DeleteTemplateRequest, _rapport_email_v1_DeleteTemplateResponse, _rapport_email_v1_DeleteTemplateRequest__Output, _rapport_email_v1_DeleteTemplateResponse__Output>
  GetCampaign: MethodDefinition<_rapport_email_v1_GetCampaignRequest, _rapport_email_v1_GetCampaignResponse, _rapport_email_v1_GetCampaignRequest__Output, _rapport_email_v1_GetCampaignResponse__Output>
  GetEmailSend: MethodDefinition<_rapport_email_v1_GetEmailSendRequest, _rapport_email_v1_GetEmailSendResponse, _rapport_email_v1_GetEmailSendRequest__Output, _rapport_email_v1_GetEmailSendResponse__Output>
  GetTemplate: MethodDefinition<_rapport_email_v1_GetTemplateRequest, _rapport_email_v1_GetTemplateResponse, _rapport_email_v1_GetTemplateRequest__Output, _rapport_email_v1_GetTemplateResponse__Output>
  ListCampaigns: MethodDefinition<_rapport_email_v1_ListCampaignsRequest, _rapport_email_v1_ListCampaignsResponse, _rapport_email_v1_ListCampaignsRequest__Output, _rapport_email_v1_ListCampaignsResponse__Output>
  ListEmailSends: MethodDefinition<_rapport_email_v1_ListEmailSendsRequest, _rapport_email_v1_ListEmailSendsResponse, _rapport_email_v1_ListEmailSendsRequest__Output, _rapport_email_v1_ListEmailSendsResponse__Output>
  ListSuppressions: MethodDefinition<_rapport_email_v1_ListSuppressionsRequest, _rapport_email_v1_ListSuppressionsResponse, _rapport_email_v1_ListSuppressionsRequest__Output, _rapport_email_v1_ListSuppressionsResponse__Output>
  ListTemplates: MethodDefinition<_rapport_email_v1_ListTemplatesRequest, _rapport_email_v1_ListTemplatesResponse, _rapport_email_v1_ListTemplatesRequest__Output, _rapport_email_v1_ListTemplatesResponse__Output>
  PreviewCampaign: MethodDefinition<_rapport_email_v1_PreviewCampaignRequest, _rapport_email_v1_PreviewCampaignResponse, _rapport_email_v1_PreviewCampaignRequest__Output, _rapport_email_v1_PreviewCampaignResponse__Output>
  RecordEmailEvents: MethodDefinition<_rapport_email_v1_RecordEmailEventsRequest, _rapport_email_v1_RecordEmailEventsResponse, _rapport_email_v1_RecordEmailEventsRequest__Output, _rapport_email_v1_RecordEmailEventsResponse__Output>
  RotateEmailEventSecret: MethodDefinition<_rapport_email_v1_RotateEmailEventSecretRequest, _rapport_email_v1_RotateEmailEventSecretResponse, _rapport_email_v1_RotateEmailEventSecretRequest__Output, _rapport_email_v1_RotateEmailEventSecretResponse__Output>
  SendCampaign: MethodDefinition<_rapport_email_v1_SendCampaignRequest, _rapport_email_v1_SendCampaignResponse, _rapport_email_v1_SendCampaignRequest__Output, _rapport_email_v1_SendCampaignResponse__Output>
  SendEmail: MethodDefinition<_rapport_email_v1_SendEmailRequest, _rapport_email_v1_SendEmailResponse, _rapport_email_v1_SendEmailRequest__Output, _rapport_email_v1_SendEmailResponse__Output>
  SendExternalEmail: MethodDefinition<_rapport_email_v1_SendExternalEmailRequest, _rapport_email_v1_SendExternalEmailResponse, _rapport_email_v1_SendExternalEmailRequest__Output, _rapport_email_v1_SendExternalEmailResponse__Output>
  SendPlatformEmail: MethodDefinition<_rapport_email_v1_SendPlatformEmailRequest, _rapport_email_v1_SendPlatformEmailResponse, _rapport_email_v1_SendPlatformEmailRequest__Output, _rapport_email_v1_SendPlatformEmailResponse__Output>
  Unsubscribe: MethodDefinition<_rapport_email_v1_UnsubscribeRequest, _rapport_email_v1_UnsubscribeResponse, _rapport_email_v1_UnsubscribeRequest__Output, _rapport_email_v1_UnsubscribeResponse__Output>
  UpdateTemplate: MethodDefinition<_rapport_email_v1_UpdateTemplateRequest, _rapport_email_v1_UpdateTemplateResponse, _rapport_email_v1_UpdateTemplateRequest__Output, _rapport_email_v1_UpdateTemplateResponse__Output>
}
