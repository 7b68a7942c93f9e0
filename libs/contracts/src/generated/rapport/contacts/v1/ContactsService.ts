// Original file: rapport/contacts/v1/contacts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AttachTagsRequest as _rapport_contacts_v1_AttachTagsRequest, AttachTagsRequest__Output as _rapport_contacts_v1_AttachTagsRequest__Output } from '../../../rapport/contacts/v1/AttachTagsRequest';
import type { AttachTagsResponse as _rapport_contacts_v1_AttachTagsResponse, AttachTagsResponse__Output as _rapport_contacts_v1_AttachTagsResponse__Output } from '../../../rapport/contacts/v1/AttachTagsResponse';
import type { CountSegmentRequest as _rapport_contacts_v1_CountSegmentRequest, CountSegmentRequest__Output as _rapport_contacts_v1_CountSegmentRequest__Output } from '../../../rapport/contacts/v1/CountSegmentRequest';
import type { CountSegmentResponse as _rapport_contacts_v1_CountSegmentResponse, CountSegmentResponse__Output as _rapport_contacts_v1_CountSegmentResponse__Output } from '../../../rapport/contacts/v1/CountSegmentResponse';
import type { CreateSegmentRequest as _rapport_contacts_v1_CreateSegmentRequest, CreateSegmentRequest__Output as _rapport_contacts_v1_CreateSegmentRequest__Output } from '../../../rapport/contacts/v1/CreateSegmentRequest';
import type { CreateSegmentResponse as _rapport_contacts_v1_CreateSegmentResponse, CreateSegmentResponse__Output as _rapport_contacts_v1_CreateSegmentResponse__Output } from '../../../rapport/contacts/v1/CreateSegmentResponse';
import type { CreateTagRequest as _rapport_contacts_v1_CreateTagRequest, CreateTagRequest__Output as _rapport_contacts_v1_CreateTagRequest__Output } from '../../../rapport/contacts/v1/CreateTagRequest';
import type { CreateTagResponse as _rapport_contacts_v1_CreateTagResponse, CreateTagResponse__Output as _rapport_contacts_v1_CreateTagResponse__Output } from '../../../rapport/contacts/v1/CreateTagResponse';
import type { DeletePersonRequest as _rapport_contacts_v1_DeletePersonRequest, DeletePersonRequest__Output as _rapport_contacts_v1_DeletePersonRequest__Output } from '../../../rapport/contacts/v1/DeletePersonRequest';
import type { DeletePersonResponse as _rapport_contacts_v1_DeletePersonResponse, DeletePersonResponse__Output as _rapport_contacts_v1_DeletePersonResponse__Output } from '../../../rapport/contacts/v1/DeletePersonResponse';
import type { DeleteSegmentRequest as _rapport_contacts_v1_DeleteSegmentRequest, DeleteSegmentRequest__Output as _rapport_contacts_v1_DeleteSegmentRequest__Output } from '../../../rapport/contacts/v1/DeleteSegmentRequest';
import type { DeleteSegmentResponse as _rapport_contacts_v1_DeleteSegmentResponse, DeleteSegmentResponse__Output as _rapport_contacts_v1_DeleteSegmentResponse__Output } from '../../../rapport/contacts/v1/DeleteSegmentResponse';
import type { DetachTagRequest as _rapport_contacts_v1_DetachTagRequest, DetachTagRequest__Output as _rapport_contacts_v1_DetachTagRequest__Output } from '../../../rapport/contacts/v1/DetachTagRequest';
import type { DetachTagResponse as _rapport_contacts_v1_DetachTagResponse, DetachTagResponse__Output as _rapport_contacts_v1_DetachTagResponse__Output } from '../../../rapport/contacts/v1/DetachTagResponse';
import type { FindOrCreatePersonByChannelRequest as _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, FindOrCreatePersonByChannelRequest__Output as _rapport_contacts_v1_FindOrCreatePersonByChannelRequest__Output } from '../../../rapport/contacts/v1/FindOrCreatePersonByChannelRequest';
import type { FindOrCreatePersonByChannelResponse as _rapport_contacts_v1_FindOrCreatePersonByChannelResponse, FindOrCreatePersonByChannelResponse__Output as _rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output } from '../../../rapport/contacts/v1/FindOrCreatePersonByChannelResponse';
import type { GetPersonRequest as _rapport_contacts_v1_GetPersonRequest, GetPersonRequest__Output as _rapport_contacts_v1_GetPersonRequest__Output } from '../../../rapport/contacts/v1/GetPersonRequest';
import type { GetPersonResponse as _rapport_contacts_v1_GetPersonResponse, GetPersonResponse__Output as _rapport_contacts_v1_GetPersonResponse__Output } from '../../../rapport/contacts/v1/GetPersonResponse';
import type { GetSegmentRequest as _rapport_contacts_v1_GetSegmentRequest, GetSegmentRequest__Output as _rapport_contacts_v1_GetSegmentRequest__Output } from '../../../rapport/contacts/v1/GetSegmentRequest';
import type { GetSegmentResponse as _rapport_contacts_v1_GetSegmentResponse, GetSegmentResponse__Output as _rapport_contacts_v1_GetSegmentResponse__Output } from '../../../rapport/contacts/v1/GetSegmentResponse';
import type { ListPeopleRequest as _rapport_contacts_v1_ListPeopleRequest, ListPeopleRequest__Output as _rapport_contacts_v1_ListPeopleRequest__Output } from '../../../rapport/contacts/v1/ListPeopleRequest';
import type { ListPeopleResponse as _rapport_contacts_v1_ListPeopleResponse, ListPeopleResponse__Output as _rapport_contacts_v1_ListPeopleResponse__Output } from '../../../rapport/contacts/v1/ListPeopleResponse';
import type { ListSegmentPeopleRequest as _rapport_contacts_v1_ListSegmentPeopleRequest, ListSegmentPeopleRequest__Output as _rapport_contacts_v1_ListSegmentPeopleRequest__Output } from '../../../rapport/contacts/v1/ListSegmentPeopleRequest';
import type { ListSegmentsRequest as _rapport_contacts_v1_ListSegmentsRequest, ListSegmentsRequest__Output as _rapport_contacts_v1_ListSegmentsRequest__Output } from '../../../rapport/contacts/v1/ListSegmentsRequest';
import type { ListSegmentsResponse as _rapport_contacts_v1_ListSegmentsResponse, ListSegmentsResponse__Output as _rapport_contacts_v1_ListSegmentsResponse__Output } from '../../../rapport/contacts/v1/ListSegmentsResponse';
import type { ListTagsRequest as _rapport_contacts_v1_ListTagsRequest, ListTagsRequest__Output as _rapport_contacts_v1_ListTagsRequest__Output } from '../../../rapport/contacts/v1/ListTagsRequest';
import type { ListTagsResponse as _rapport_contacts_v1_ListTagsResponse, ListTagsResponse__Output as _rapport_contacts_v1_ListTagsResponse__Output } from '../../../rapport/contacts/v1/ListTagsResponse';
import type { StreamPeopleRequest as _rapport_contacts_v1_StreamPeopleRequest, StreamPeopleRequest__Output as _rapport_contacts_v1_StreamPeopleRequest__Output } from '../../../rapport/contacts/v1/StreamPeopleRequest';
import type { UpdatePersonRequest as _rapport_contacts_v1_UpdatePersonRequest, UpdatePersonRequest__Output as _rapport_contacts_v1_UpdatePersonRequest__Output } from '../../../rapport/contacts/v1/UpdatePersonRequest';
import type { UpdatePersonResponse as _rapport_contacts_v1_UpdatePersonResponse, UpdatePersonResponse__Output as _rapport_contacts_v1_UpdatePersonResponse__Output } from '../../../rapport/contacts/v1/UpdatePersonResponse';
import type { UpdateSegmentRequest as _rapport_contacts_v1_UpdateSegmentRequest, UpdateSegmentRequest__Output as _rapport_contacts_v1_UpdateSegmentRequest__Output } from '../../../rapport/contacts/v1/UpdateSegmentRequest';
import type { UpdateSegmentResponse as _rapport_contacts_v1_UpdateSegmentResponse, UpdateSegmentResponse__Output as _rapport_contacts_v1_UpdateSegmentResponse__Output } from '../../../rapport/contacts/v1/UpdateSegmentResponse';
import type { UpsertPeopleRequest as _rapport_contacts_v1_UpsertPeopleRequest, UpsertPeopleRequest__Output as _rapport_contacts_v1_UpsertPeopleRequest__Output } from '../../../rapport/contacts/v1/UpsertPeopleRequest';
import type { UpsertPeopleResponse as _rapport_contacts_v1_UpsertPeopleResponse, UpsertPeopleResponse__Output as _rapport_contacts_v1_UpsertPeopleResponse__Output } from '../../../rapport/contacts/v1/UpsertPeopleResponse';
import type { UpsertPersonRequest as _rapport_contacts_v1_UpsertPersonRequest, UpsertPersonRequest__Output as _rapport_contacts_v1_UpsertPersonRequest__Output } from '../../../rapport/contacts/v1/UpsertPersonRequest';
import type { UpsertPersonResponse as _rapport_contacts_v1_UpsertPersonResponse, UpsertPersonResponse__Output as _rapport_contacts_v1_UpsertPersonResponse__Output } from '../../../rapport/contacts/v1/UpsertPersonResponse';

export interface ContactsServiceClient extends grpc.Client {
  AttachTags(argument: _rapport_contacts_v1_AttachTagsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  AttachTags(argument: _rapport_contacts_v1_AttachTagsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  AttachTags(argument: _rapport_contacts_v1_AttachTagsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  AttachTags(argument: _rapport_contacts_v1_AttachTagsRequest, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  attachTags(argument: _rapport_contacts_v1_AttachTagsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  attachTags(argument: _rapport_contacts_v1_AttachTagsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  attachTags(argument: _rapport_contacts_v1_AttachTagsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  attachTags(argument: _rapport_contacts_v1_AttachTagsRequest, callback: grpc.requestCallback<_rapport_contacts_v1_AttachTagsResponse__Output>): grpc.ClientUnaryCall;
  
  CountSegment(argument: _rapport_contacts_v1_CountSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  CountSegment(argument: _rapport_contacts_v1_CountSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  CountSegment(argument: _rapport_contacts_v1_CountSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  CountSegment(argument: _rapport_contacts_v1_CountSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  countSegment(argument: _rapport_contacts_v1_CountSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  countSegment(argument: _rapport_contacts_v1_CountSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  countSegment(argument: _rapport_contacts_v1_CountSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  countSegment(argument: _rapport_contacts_v1_CountSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_CountSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  CreateSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  CreateSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  CreateSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  CreateSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  createSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  createSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  createSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  createSegment(argument: _rapport_contacts_v1_CreateSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_CreateSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  CreateTag(argument: _rapport_contacts_v1_CreateTagRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  CreateTag(argument: _rapport_contacts_v1_CreateTagRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  CreateTag(argument: _rapport_contacts_v1_CreateTagRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  CreateTag(argument: _rapport_contacts_v1_CreateTagRequest, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  createTag(argument: _rapport_contacts_v1_CreateTagRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  createTag(argument: _rapport_contacts_v1_CreateTagRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  createTag(argument: _rapport_contacts_v1_CreateTagRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  createTag(argument: _rapport_contacts_v1_CreateTagRequest, callback: grpc.requestCallback<_rapport_contacts_v1_CreateTagResponse__Output>): grpc.ClientUnaryCall;
  
  DeletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  DeletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  DeletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  DeletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  deletePerson(argument: _rapport_contacts_v1_DeletePersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_DeletePersonResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  DeleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  DeleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  DeleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteSegment(argument: _rapport_contacts_v1_DeleteSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_DeleteSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  DetachTag(argument: _rapport_contacts_v1_DetachTagRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  DetachTag(argument: _rapport_contacts_v1_DetachTagRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  DetachTag(argument: _rapport_contacts_v1_DetachTagRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  DetachTag(argument: _rapport_contacts_v1_DetachTagRequest, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  detachTag(argument: _rapport_contacts_v1_DetachTagRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  detachTag(argument: _rapport_contacts_v1_DetachTagRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  detachTag(argument: _rapport_contacts_v1_DetachTagRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  detachTag(argument: _rapport_contacts_v1_DetachTagRequest, callback: grpc.requestCallback<_rapport_contacts_v1_DetachTagResponse__Output>): grpc.ClientUnaryCall;
  
  FindOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  FindOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  FindOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  FindOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  findOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  findOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  findOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  findOrCreatePersonByChannel(argument: _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, callback: grpc.requestCallback<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>): grpc.ClientUnaryCall;
  
  GetPerson(argument: _rapport_contacts_v1_GetPersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  GetPerson(argument: _rapport_contacts_v1_GetPersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  GetPerson(argument: _rapport_contacts_v1_GetPersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  GetPerson(argument: _rapport_contacts_v1_GetPersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  getPerson(argument: _rapport_contacts_v1_GetPersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  getPerson(argument: _rapport_contacts_v1_GetPersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  getPerson(argument: _rapport_contacts_v1_GetPersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  getPerson(argument: _rapport_contacts_v1_GetPersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_GetPersonResponse__Output>): grpc.ClientUnaryCall;
  
  GetSegment(argument: _rapport_contacts_v1_GetSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  GetSegment(argument: _rapport_contacts_v1_GetSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  GetSegment(argument: _rapport_contacts_v1_GetSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  GetSegment(argument: _rapport_contacts_v1_GetSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  getSegment(argument: _rapport_contacts_v1_GetSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  getSegment(argument: _rapport_contacts_v1_GetSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  getSegment(argument: _rapport_contacts_v1_GetSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  getSegment(argument: _rapport_contacts_v1_GetSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_GetSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  ListPeople(argument: _rapport_contacts_v1_ListPeopleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  ListPeople(argument: _rapport_contacts_v1_ListPeopleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  ListPeople(argument: _rapport_contacts_v1_ListPeopleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  ListPeople(argument: _rapport_contacts_v1_ListPeopleRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listPeople(argument: _rapport_contacts_v1_ListPeopleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listPeople(argument: _rapport_contacts_v1_ListPeopleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listPeople(argument: _rapport_contacts_v1_ListPeopleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listPeople(argument: _rapport_contacts_v1_ListPeopleRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  
  ListSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  ListSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  ListSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  ListSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  listSegmentPeople(argument: _rapport_contacts_v1_ListSegmentPeopleRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListPeopleResponse__Output>): grpc.ClientUnaryCall;
  
  ListSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listSegments(argument: _rapport_contacts_v1_ListSegmentsRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListSegmentsResponse__Output>): grpc.ClientUnaryCall;
  
  ListTags(argument: _rapport_contacts_v1_ListTagsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  ListTags(argument: _rapport_contacts_v1_ListTagsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  ListTags(argument: _rapport_contacts_v1_ListTagsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  ListTags(argument: _rapport_contacts_v1_ListTagsRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  listTags(argument: _rapport_contacts_v1_ListTagsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  listTags(argument: _rapport_contacts_v1_ListTagsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  listTags(argument: _rapport_contacts_v1_ListTagsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  listTags(argument: _rapport_contacts_v1_ListTagsRequest, callback: grpc.requestCallback<_rapport_contacts_v1_ListTagsResponse__Output>): grpc.ClientUnaryCall;
  
  StreamPeople(argument: _rapport_contacts_v1_StreamPeopleRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_rapport_contacts_v1_ListPeopleResponse__Output>;
  StreamPeople(argument: _rapport_contacts_v1_StreamPeopleRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_rapport_contacts_v1_ListPeopleResponse__Output>;
  streamPeople(argument: _rapport_contacts_v1_StreamPeopleRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_rapport_contacts_v1_ListPeopleResponse__Output>;
  streamPeople(argument: _rapport_contacts_v1_StreamPeopleRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_rapport_contacts_v1_ListPeopleResponse__Output>;
  
  UpdatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  UpdatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  UpdatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  UpdatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  updatePerson(argument: _rapport_contacts_v1_UpdatePersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpdatePersonResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  UpdateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  UpdateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  UpdateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  updateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  updateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  updateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  updateSegment(argument: _rapport_contacts_v1_UpdateSegmentRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpdateSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  UpsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  UpsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  UpsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  UpsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  upsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  upsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  upsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  upsertPeople(argument: _rapport_contacts_v1_UpsertPeopleRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPeopleResponse__Output>): grpc.ClientUnaryCall;
  
  UpsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  UpsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  UpsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  UpsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  upsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  upsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  upsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  upsertPerson(argument: _rapport_contacts_v1_UpsertPersonRequest, callback: grpc.requestCallback<_rapport_contacts_v1_UpsertPersonResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ContactsServiceHandlers extends grpc.UntypedServiceImplementation {
  AttachTags: grpc.handleUnaryCall<_rapport_contacts_v1_AttachTagsRequest__Output, _rapport_contacts_v1_AttachTagsResponse>;
  
  CountSegment: grpc.handleUnaryCall<_rapport_contacts_v1_CountSegmentRequest__Output, _rapport_contacts_v1_CountSegmentResponse>;
  
  CreateSegment: grpc.handleUnaryCall<_rapport_contacts_v1_CreateSegmentRequest__Output, _rapport_contacts_v1_CreateSegmentResponse>;
  
  CreateTag: grpc.handleUnaryCall<_rapport_contacts_v1_CreateTagRequest__Output, _rapport_contacts_v1_CreateTagResponse>;
  
  DeletePerson: grpc.handleUnaryCall<_rapport_contacts_v1_DeletePersonRequest__Output, _rapport_contacts_v1_DeletePersonResponse>;
  
  DeleteSegment: grpc.handleUnaryCall<_rapport_contacts_v1_DeleteSegmentRequest__Output, _rapport_contacts_v1_DeleteSegmentResponse>;
  
  DetachTag: grpc.handleUnaryCall<_rapport_contacts_v1_DetachTagRequest__Output, _rapport_contacts_v1_DetachTagResponse>;
  
  FindOrCreatePersonByChannel: grpc.handleUnaryCall<_rapport_contacts_v1_FindOrCreatePersonByChannelRequest__Output, _rapport_contacts_v1_FindOrCreatePersonByChannelResponse>;
  
  GetPerson: grpc.handleUnaryCall<_rapport_contacts_v1_GetPersonRequest__Output, _rapport_contacts_v1_GetPersonResponse>;
  
  GetSegment: grpc.handleUnaryCall<_rapport_contacts_v1_GetSegmentRequest__Output, _rapport_contacts_v1_GetSegmentResponse>;
  
  ListPeople: grpc.handleUnaryCall<_rapport_contacts_v1_ListPeopleRequest__Output, _rapport_contacts_v1_ListPeopleResponse>;
  
  ListSegmentPeople: grpc.handleUnaryCall<_rapport_contacts_v1_ListSegmentPeopleRequest__Output, _rapport_contacts_v1_ListPeopleResponse>;
  
  ListSegments: grpc.handleUnaryCall<_rapport_contacts_v1_ListSegmentsRequest__Output, _rapport_contacts_v1_ListSegmentsResponse>;
  
  ListTags: grpc.handleUnaryCall<_rapport_contacts_v1_ListTagsRequest__Output, _rapport_contacts_v1_ListTagsResponse>;
  
  StreamPeople: grpc.handleServerStreamingCall<_rapport_contacts_v1_StreamPeopleRequest__Output, _rapport_contacts_v1_ListPeopleResponse>;
  
  UpdatePerson: grpc.handleUnaryCall<_rapport_contacts_v1_UpdatePersonRequest__Output, _rapport_contacts_v1_UpdatePersonResponse>;
  
  UpdateSegment: grpc.handleUnaryCall<_rapport_contacts_v1_UpdateSegmentRequest__Output, _rapport_contacts_v1_UpdateSegmentResponse>;
  
  UpsertPeople: grpc.handleUnaryCall<_rapport_contacts_v1_UpsertPeopleRequest__Output, _rapport_contacts_v1_UpsertPeopleResponse>;
  
  UpsertPerson: grpc.handleUnaryCall<_rapport_contacts_v1_UpsertPersonRequest__Output, _rapport_contacts_v1_UpsertPersonResponse>;
  
}

export interface ContactsServiceDefinition extends grpc.ServiceDefinition {
  AttachTags: MethodDefinition<_rapport_contacts_v1_AttachTagsRequest, _rapport_contacts_v1_AttachTagsResponse, _rapport_contacts_v1_AttachTagsRequest__Output, _rapport_contacts_v1_AttachTagsResponse__Output>
  CountSegment: MethodDefinition<_rapport_contacts_v1_CountSegmentRequest, _rapport_contacts_v1_CountSegmentResponse, _rapport_contacts_v1_CountSegmentRequest__Output, _rapport_contacts_v1_CountSegmentResponse__Output>
  CreateSegment: MethodDefinition<_rapport_contacts_v1_CreateSegmentRequest, _rapport_contacts_v1_CreateSegmentResponse, _rapport_contacts_v1_CreateSegmentRequest__Output, _rapport_contacts_v1_CreateSegmentResponse__Output>
  CreateTag: MethodDefinition<_rapport_contacts_v1_CreateTagRequest, _rapport_contacts_v1_CreateTagResponse, _rapport_contacts_v1_CreateTagRequest__Output, _rapport_contacts_v1_CreateTagResponse__Output>
  DeletePerson: MethodDefinition<_rapport_contacts_v1_DeletePersonRequest, _rapport_contacts_v1_DeletePersonResponse, _rapport_contacts_v1_DeletePersonRequest__Output, _rapport_contacts_v1_DeletePersonResponse__Output>
  DeleteSegment: MethodDefinition<_rapport_contacts_v1_DeleteSegmentRequest, _rapport_contacts_v1_DeleteSegmentResponse, _rapport_contacts_v1_DeleteSegmentRequest__Output, _rapport_contacts_v1_DeleteSegmentResponse__Output>
  DetachTag: MethodDefinition<_rapport_contacts_v1_DetachTagRequest, _rapport_contacts_v1_DetachTagResponse, _rapport_contacts_v1_DetachTagRequest__Output, _rapport_contacts_v1_DetachTagResponse__Output>
  FindOrCreatePersonByChannel: MethodDefinition<_rapport_contacts_v1_FindOrCreatePersonByChannelRequest, _rapport_contacts_v1_FindOrCreatePersonByChannelResponse, _rapport_contacts_v1_FindOrCreatePersonByChannelRequest__Output, _rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>
  GetPerson: MethodDefinition<_rapport_contacts_v1_GetPersonRequest, _rapport_contacts_v1_GetPersonResponse, _rapport_contacts_v1_GetPersonRequest__Output, _rapport_contacts_v1_GetPersonResponse__Output>
  GetSegment: MethodDefinition<_rapport_contacts_v1_GetSegmentRequest, _rapport_contacts_v1_GetSegmentResponse, _rapport_contacts_v1_GetSegmentRequest__Output, _rapport_contacts_v1_GetSegmentResponse__Output>
  ListPeople: MethodDefinition<_rapport_contacts_v1_ListPeopleRequest, _rapport_contacts_v1_ListPeopleResponse, _rapport_contacts_v1_ListPeopleRequest__Output, _rapport_contacts_v1_ListPeopleResponse__Output>
  ListSegmentPeople: MethodDefinition<_rapport_contacts_v1_ListSegmentPeopleRequest, _rapport_contacts_v1_ListPeopleResponse, _rapport_contacts_v1_ListSegmentPeopleRequest__Output, _rapport_contacts_v1_ListPeopleResponse__Output>
  ListSegments: MethodDefinition<_rapport_contacts_v1_ListSegmentsRequest, _rapport_contacts_v1_ListSegmentsResponse, _rapport_contacts_v1_ListSegmentsRequest__Output, _rapport_contacts_v1_ListSegmentsResponse__Output>
  ListTags: MethodDefinition<_rapport_contacts_v1_ListTagsRequest, _rapport_contacts_v1_ListTagsResponse, _rapport_contacts_v1_ListTagsRequest__Output, _rapport_contacts_v1_ListTagsResponse__Output>
  StreamPeople: MethodDefinition<_rapport_contacts_v1_StreamPeopleRequest, _rapport_contacts_v1_ListPeopleResponse, _rapport_contacts_v1_StreamPeopleRequest__Output, _rapport_contacts_v1_ListPeopleResponse__Output>
  UpdatePerson: MethodDefinition<_rapport_contacts_v1_UpdatePersonRequest, _rapport_contacts_v1_UpdatePersonResponse, _rapport_contacts_v1_UpdatePersonRequest__Output, _rapport_contacts_v1_UpdatePersonResponse__Output>
  UpdateSegment: MethodDefinition<_rapport_contacts_v1_UpdateSegmentRequest, _rapport_contacts_v1_UpdateSegmentResponse, _rapport_contacts_v1_UpdateSegmentRequest__Output, _rapport_contacts_v1_UpdateSegmentResponse__Output>
  UpsertPeople: MethodDefinition<_rapport_contacts_v1_UpsertPeopleRequest, _rapport_contacts_v1_UpsertPeopleResponse, _rapport_contacts_v1_UpsertPeopleRequest__Output, _rapport_contacts_v1_UpsertPeopleResponse__Output>
  UpsertPerson: MethodDefinition<_rapport_contacts_v1_UpsertPersonRequest, _rapport_contacts_v1_UpsertPersonResponse, _rapport_contacts_v1_UpsertPersonRequest__Output, _rapport_contacts_v1_UpsertPersonResponse__Output>
}
