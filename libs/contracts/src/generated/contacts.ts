import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { AttachTagsRequest as _rapport_contacts_v1_AttachTagsRequest, AttachTagsRequest__Output as _rapport_contacts_v1_AttachTagsRequest__Output } from './rapport/contacts/v1/AttachTagsRequest';
import type { AttachTagsResponse as _rapport_contacts_v1_AttachTagsResponse, AttachTagsResponse__Output as _rapport_contacts_v1_AttachTagsResponse__Output } from './rapport/contacts/v1/AttachTagsResponse';
import type { ContactsServiceClient as _rapport_contacts_v1_ContactsServiceClient, ContactsServiceDefinition as _rapport_contacts_v1_ContactsServiceDefinition } from './rapport/contacts/v1/ContactsService';
import type { CountSegmentRequest as _rapport_contacts_v1_CountSegmentRequest, CountSegmentRequest__Output as _rapport_contacts_v1_CountSegmentRequest__Output } from './rapport/contacts/v1/CountSegmentRequest';
import type { CountSegmentResponse as _rapport_contacts_v1_CountSegmentResponse, CountSegmentResponse__Output as _rapport_contacts_v1_CountSegmentResponse__Output } from './rapport/contacts/v1/CountSegmentResponse';
import type { CreateSegmentRequest as _rapport_contacts_v1_CreateSegmentRequest, CreateSegmentRequest__Output as _rapport_contacts_v1_CreateSegmentRequest__Output } from './rapport/contacts/v1/CreateSegmentRequest';
import type { CreateSegmentResponse as _rapport_contacts_v1_CreateSegmentResponse, CreateSegmentResponse__Output as _rapport_contacts_v1_CreateSegmentResponse__Output } from './rapport/contacts/v1/CreateSegmentResponse';
import type { CreateTagRequest as _rapport_contacts_v1_CreateTagRequest, CreateTagRequest__Output as _rapport_contacts_v1_CreateTagRequest__Output } from './rapport/contacts/v1/CreateTagRequest';
import type { CreateTagResponse as _rapport_contacts_v1_CreateTagResponse, CreateTagResponse__Output as _rapport_contacts_v1_CreateTagResponse__Output } from './rapport/contacts/v1/CreateTagResponse';
import type { DeletePersonRequest as _rapport_contacts_v1_DeletePersonRequest, DeletePersonRequest__Output as _rapport_contacts_v1_DeletePersonRequest__Output } from './rapport/contacts/v1/DeletePersonRequest';
import type { DeletePersonResponse as _rapport_contacts_v1_DeletePersonResponse, DeletePersonResponse__Output as _rapport_contacts_v1_DeletePersonResponse__Output } from './rapport/contacts/v1/DeletePersonResponse';
import type { DeleteSegmentRequest as _rapport_contacts_v1_DeleteSegmentRequest, DeleteSegmentRequest__Output as _rapport_contacts_v1_DeleteSegmentRequest__Output } from './rapport/contacts/v1/DeleteSegmentRequest';
import type { DeleteSegmentResponse as _rapport_contacts_v1_DeleteSegmentResponse, DeleteSegmentResponse__Output as _rapport_contacts_v1_DeleteSegmentResponse__Output } from './rapport/contacts/v1/DeleteSegmentResponse';
import type { DetachTagRequest as _rapport_contacts_v1_DetachTagRequest, DetachTagRequest__Output as _rapport_contacts_v1_DetachTagRequest__Output } from './rapport/contacts/v1/DetachTagRequest';
import type { DetachTagResponse as _rapport_contacts_v1_DetachTagResponse, DetachTagResponse__Output as _rapport_contacts_v1_DetachTagResponse__Output } from './rapport/contacts/v1/DetachTagResponse';
import type { FindOrCreatePersonByChannelRequest as _rapport_contacts_v1_FindOrCreatePersonByChannelRequest, FindOrCreatePersonByChannelRequest__Output as _rapport_contacts_v1_FindOrCreatePersonByChannelRequest__Output } from './rapport/contacts/v1/FindOrCreatePersonByChannelRequest';
import type { FindOrCreatePersonByChannelResponse as _rapport_contacts_v1_FindOrCreatePersonByChannelResponse, FindOrCreatePersonByChannelResponse__Output as _rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output } from './rapport/contacts/v1/FindOrCreatePersonByChannelResponse';
import type { GetPersonRequest as _rapport_contacts_v1_GetPersonRequest, GetPersonRequest__Output as _rapport_contacts_v1_GetPersonRequest__Output } from './rapport/contacts/v1/GetPersonRequest';
import type { GetPersonResponse as _rapport_contacts_v1_GetPersonResponse, GetPersonResponse__Output as _rapport_contacts_v1_GetPersonResponse__Output } from './rapport/contacts/v1/GetPersonResponse';
import type { GetSegmentRequest as _rapport_contacts_v1_GetSegmentRequest, GetSegmentRequest__Output as _rapport_contacts_v1_GetSegmentRequest__Output } from './rapport/contacts/v1/GetSegmentRequest';
import type { GetSegmentResponse as _rapport_contacts_v1_GetSegmentResponse, GetSegmentResponse__Output as _rapport_contacts_v1_GetSegmentResponse__Output } from './rapport/contacts/v1/GetSegmentResponse';
import type { InputError as _rapport_contacts_v1_InputError, InputError__Output as _rapport_contacts_v1_InputError__Output } from './rapport/contacts/v1/InputError';
import type { ListPeopleRequest as _rapport_contacts_v1_ListPeopleRequest, ListPeopleRequest__Output as _rapport_contacts_v1_ListPeopleRequest__Output } from './rapport/contacts/v1/ListPeopleRequest';
import type { ListPeopleResponse as _rapport_contacts_v1_ListPeopleResponse, ListPeopleResponse__Output as _rapport_contacts_v1_ListPeopleResponse__Output } from './rapport/contacts/v1/ListPeopleResponse';
import type { ListSegmentPeopleRequest as _rapport_contacts_v1_ListSegmentPeopleRequest, ListSegmentPeopleRequest__Output as _rapport_contacts_v1_ListSegmentPeopleRequest__Output } from './rapport/contacts/v1/ListSegmentPeopleRequest';
import type { ListSegmentsRequest as _rapport_contacts_v1_ListSegmentsRequest, ListSegmentsRequest__Output as _rapport_contacts_v1_ListSegmentsRequest__Output } from './rapport/contacts/v1/ListSegmentsRequest';
import type { ListSegmentsResponse as _rapport_contacts_v1_ListSegmentsResponse, ListSegmentsResponse__Output as _rapport_contacts_v1_ListSegmentsResponse__Output } from './rapport/contacts/v1/ListSegmentsResponse';
import type { ListTagsRequest as _rapport_contacts_v1_ListTagsRequest, ListTagsRequest__Output as _rapport_contacts_v1_ListTagsRequest__Output } from './rapport/contacts/v1/ListTagsRequest';
import type { ListTagsResponse as _rapport_contacts_v1_ListTagsResponse, ListTagsResponse__Output as _rapport_contacts_v1_ListTagsResponse__Output } from './rapport/contacts/v1/ListTagsResponse';
import type { Person as _rapport_contacts_v1_Person, Person__Output as _rapport_contacts_v1_Person__Output } from './rapport/contacts/v1/Person';
import type { PersonFields as _rapport_contacts_v1_PersonFields, PersonFields__Output as _rapport_contacts_v1_PersonFields__Output } from './rapport/contacts/v1/PersonFields';
import type { Segment as _rapport_contacts_v1_Segment, Segment__Output as _rapport_contacts_v1_Segment__Output } from './rapport/contacts/v1/Segment';
import type { StreamPeopleRequest as _rapport_contacts_v1_StreamPeopleRequest, StreamPeopleRequest__Output as _rapport_contacts_v1_StreamPeopleRequest__Output } from './rapport/contacts/v1/StreamPeopleRequest';
import type { Tag as _rapport_contacts_v1_Tag, Tag__Output as _rapport_contacts_v1_Tag__Output } from './rapport/contacts/v1/Tag';
import type { UpdatePersonRequest as _rapport_contacts_v1_UpdatePersonRequest, UpdatePersonRequest__Output as _rapport_contacts_v1_UpdatePersonRequest__Output } from './rapport/contacts/v1/UpdatePersonRequest';
import type { UpdatePersonResponse as _rapport_contacts_v1_UpdatePersonResponse, UpdatePersonResponse__Output as _rapport_contacts_v1_UpdatePersonResponse__Output } from './rapport/contacts/v1/UpdatePersonResponse';
import type { UpdateSegmentRequest as _rapport_contacts_v1_UpdateSegmentRequest, UpdateSegmentRequest__Output as _rapport_contacts_v1_UpdateSegmentRequest__Output } from './rapport/contacts/v1/UpdateSegmentRequest';
import type { UpdateSegmentResponse as _rapport_contacts_v1_UpdateSegmentResponse, UpdateSegmentResponse__Output as _rapport_contacts_v1_UpdateSegmentResponse__Output } from './rapport/contacts/v1/UpdateSegmentResponse';
import type { UpsertPeopleRequest as _rapport_contacts_v1_UpsertPeopleRequest, UpsertPeopleRequest__Output as _rapport_contacts_v1_UpsertPeopleRequest__Output } from './rapport/contacts/v1/UpsertPeopleRequest';
import type { UpsertPeopleResponse as _rapport_contacts_v1_UpsertPeopleResponse, UpsertPeopleResponse__Output as _rapport_contacts_v1_UpsertPeopleResponse__Output } from './rapport/contacts/v1/UpsertPeopleResponse';
import type { UpsertPeopleResult as _rapport_contacts_v1_UpsertPeopleResult, UpsertPeopleResult__Output as _rapport_contacts_v1_UpsertPeopleResult__Output } from './rapport/contacts/v1/UpsertPeopleResult';
import type { UpsertPersonInput as _rapport_contacts_v1_UpsertPersonInput, UpsertPersonInput__Output as _rapport_contacts_v1_UpsertPersonInput__Output } from './rapport/contacts/v1/UpsertPersonInput';
import type { UpsertPersonRequest as _rapport_contacts_v1_UpsertPersonRequest, UpsertPersonRequest__Output as _rapport_contacts_v1_UpsertPersonRequest__Output } from './rapport/contacts/v1/UpsertPersonRequest';
import type { UpsertPersonResponse as _rapport_contacts_v1_UpsertPersonResponse, UpsertPersonResponse__Output as _rapport_contacts_v1_UpsertPersonResponse__Output } from './rapport/contacts/v1/UpsertPersonResponse';

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
    contacts: {
      v1: {
        AttachTagsRequest: MessageTypeDefinition<_rapport_contacts_v1_AttachTagsRequest, _rapport_contacts_v1_AttachTagsRequest__Output>
        AttachTagsResponse: MessageTypeDefinition<_rapport_contacts_v1_AttachTagsResponse, _rapport_contacts_v1_AttachTagsResponse__Output>
        ContactsService: SubtypeConstructor<typeof grpc.Client, _rapport_contacts_v1_ContactsServiceClient> & { service: _rapport_contacts_v1_ContactsServiceDefinition }
        CountSegmentRequest: MessageTypeDefinition<_rapport_contacts_v1_CountSegmentRequest, _rapport_contacts_v1_CountSegmentRequest__Output>
        CountSegmentResponse: MessageTypeDefinition<_rapport_contacts_v1_CountSegmentResponse, _rapport_contacts_v1_CountSegmentResponse__Output>
        CreateSegmentRequest: MessageTypeDefinition<_rapport_contacts_v1_CreateSegmentRequest, _rapport_contacts_v1_CreateSegmentRequest__Output>
        CreateSegmentResponse: MessageTypeDefinition<_rapport_contacts_v1_CreateSegmentResponse, _rapport_contacts_v1_CreateSegmentResponse__Output>
        CreateTagRequest: MessageTypeDefinition<_rapport_contacts_v1_CreateTagRequest, _rapport_contacts_v1_CreateTagRequest__Output>
        CreateTagResponse: MessageTypeDefinition<_rapport_contacts_v1_CreateTagResponse, _rapport_contacts_v1_CreateTagResponse__Output>
        DeletePersonRequest: MessageTypeDefinition<_rapport_contacts_v1_DeletePersonRequest, _rapport_contacts_v1_DeletePersonRequest__Output>
        DeletePersonResponse: MessageTypeDefinition<_rapport_contacts_v1_DeletePersonResponse, _rapport_contacts_v1_DeletePersonResponse__Output>
        DeleteSegmentRequest: MessageTypeDefinition<_rapport_contacts_v1_DeleteSegmentRequest, _rapport_contacts_v1_DeleteSegmentRequest__Output>
        DeleteSegmentResponse: MessageTypeDefinition<_rapport_contacts_v1_DeleteSegmentResponse, _rapport_contacts_v1_DeleteSegmentResponse__Output>
        DetachTagRequest: MessageTypeDefinition<_rapport_contacts_v1_DetachTagRequest, _rapport_contacts_v1_DetachTagRequest__Output>
        DetachTagResponse: MessageTypeDefinition<_rapport_contacts_v1_DetachTagResponse, _rapport_contacts_v1_DetachTagResponse__Output>
        FindOrCreatePersonByChannelRequest: MessageTypeDefinition<_rapport_contacts_v1_FindOrCreatePersonByChannelRequest, _rapport_contacts_v1_FindOrCreatePersonByChannelRequest__Output>
        FindOrCreatePersonByChannelResponse: MessageTypeDefinition<_rapport_contacts_v1_FindOrCreatePersonByChannelResponse, _rapport_contacts_v1_FindOrCreatePersonByChannelResponse__Output>
        GetPersonRequest: MessageTypeDefinition<_rapport_contacts_v1_GetPersonRequest, _rapport_contacts_v1_GetPersonRequest__Output>
        GetPersonResponse: MessageTypeDefinition<_rapport_contacts_v1_GetPersonResponse, _rapport_contacts_v1_GetPersonResponse__Output>
        GetSegmentRequest: MessageTypeDefinition<_rapport_contacts_v1_GetSegmentRequest, _rapport_contacts_v1_GetSegmentRequest__Output>
        GetSegmentResponse: MessageTypeDefinition<_rapport_contacts_v1_GetSegmentResponse, _rapport_contacts_v1_GetSegmentResponse__Output>
        InputError: MessageTypeDefinition<_rapport_contacts_v1_InputError, _rapport_contacts_v1_InputError__Output>
        ListPeopleRequest: MessageTypeDefinition<_rapport_contacts_v1_ListPeopleRequest, _rapport_contacts_v1_ListPeopleRequest__Output>
        ListPeopleResponse: MessageTypeDefinition<_rapport_contacts_v1_ListPeopleResponse, _rapport_contacts_v1_ListPeopleResponse__Output>
        ListSegmentPeopleRequest: MessageTypeDefinition<_rapport_contacts_v1_ListSegmentPeopleRequest, _rapport_contacts_v1_ListSegmentPeopleRequest__Output>
        ListSegmentsRequest: MessageTypeDefinition<_rapport_contacts_v1_ListSegmentsRequest, _rapport_contacts_v1_ListSegmentsRequest__Output>
        ListSegmentsResponse: MessageTypeDefinition<_rapport_contacts_v1_ListSegmentsResponse, _rapport_contacts_v1_ListSegmentsResponse__Output>
        ListTagsRequest: MessageTypeDefinition<_rapport_contacts_v1_ListTagsRequest, _rapport_contacts_v1_ListTagsRequest__Output>
        ListTagsResponse: MessageTypeDefinition<_rapport_contacts_v1_ListTagsResponse, _rapport_contacts_v1_ListTagsResponse__Output>
        MatchedOn: EnumTypeDefinition
        Person: MessageTypeDefinition<_rapport_contacts_v1_Person, _rapport_contacts_v1_Person__Output>
        PersonFields: MessageTypeDefinition<_rapport_contacts_v1_PersonFields, _rapport_contacts_v1_PersonFields__Output>
        Segment: MessageTypeDefinition<_rapport_contacts_v1_Segment, _rapport_contacts_v1_Segment__Output>
        StreamPeopleRequest: MessageTypeDefinition<_rapport_contacts_v1_StreamPeopleRequest, _rapport_contacts_v1_StreamPeopleRequest__Output>
        Tag: MessageTypeDefinition<_rapport_contacts_v1_Tag, _rapport_contacts_v1_Tag__Output>
        UpdatePersonRequest: MessageTypeDefinition<_rapport_contacts_v1_UpdatePersonRequest, _rapport_contacts_v1_UpdatePersonRequest__Output>
        UpdatePersonResponse: MessageTypeDefinition<_rapport_contacts_v1_UpdatePersonResponse, _rapport_contacts_v1_UpdatePersonResponse__Output>
        UpdateSegmentRequest: MessageTypeDefinition<_rapport_contacts_v1_UpdateSegmentRequest, _rapport_contacts_v1_UpdateSegmentRequest__Output>
        UpdateSegmentResponse: MessageTypeDefinition<_rapport_contacts_v1_UpdateSegmentResponse, _rapport_contacts_v1_UpdateSegmentResponse__Output>
        UpsertPeopleRequest: MessageTypeDefinition<_rapport_contacts_v1_UpsertPeopleRequest, _rapport_contacts_v1_UpsertPeopleRequest__Output>
        UpsertPeopleResponse: MessageTypeDefinition<_rapport_contacts_v1_UpsertPeopleResponse, _rapport_contacts_v1_UpsertPeopleResponse__Output>
        UpsertPeopleResult: MessageTypeDefinition<_rapport_contacts_v1_UpsertPeopleResult, _rapport_contacts_v1_UpsertPeopleResult__Output>
        UpsertPersonInput: MessageTypeDefinition<_rapport_contacts_v1_UpsertPersonInput, _rapport_contacts_v1_UpsertPersonInput__Output>
        UpsertPersonRequest: MessageTypeDefinition<_rapport_contacts_v1_UpsertPersonRequest, _rapport_contacts_v1_UpsertPersonRequest__Output>
        UpsertPersonResponse: MessageTypeDefinition<_rapport_contacts_v1_UpsertPersonResponse, _rapport_contacts_v1_UpsertPersonResponse__Output>
      }
    }
  }
}

