import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { ListValue as _google_protobuf_ListValue, ListValue__Output as _google_protobuf_ListValue__Output } from './google/protobuf/ListValue';
import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from './google/protobuf/Struct';
import type { Value as _google_protobuf_Value, Value__Output as _google_protobuf_Value__Output } from './google/protobuf/Value';
import type { CompaniesServiceClient as _rapport_companies_v1_CompaniesServiceClient, CompaniesServiceDefinition as _rapport_companies_v1_CompaniesServiceDefinition } from './rapport/companies/v1/CompaniesService';
import type { Company as _rapport_companies_v1_Company, Company__Output as _rapport_companies_v1_Company__Output } from './rapport/companies/v1/Company';
import type { CompanyFields as _rapport_companies_v1_CompanyFields, CompanyFields__Output as _rapport_companies_v1_CompanyFields__Output } from './rapport/companies/v1/CompanyFields';
import type { DeleteCompanyRequest as _rapport_companies_v1_DeleteCompanyRequest, DeleteCompanyRequest__Output as _rapport_companies_v1_DeleteCompanyRequest__Output } from './rapport/companies/v1/DeleteCompanyRequest';
import type { DeleteCompanyResponse as _rapport_companies_v1_DeleteCompanyResponse, DeleteCompanyResponse__Output as _rapport_companies_v1_DeleteCompanyResponse__Output } from './rapport/companies/v1/DeleteCompanyResponse';
import type { GetCompanyRequest as _rapport_companies_v1_GetCompanyRequest, GetCompanyRequest__Output as _rapport_companies_v1_GetCompanyRequest__Output } from './rapport/companies/v1/GetCompanyRequest';
import type { GetCompanyResponse as _rapport_companies_v1_GetCompanyResponse, GetCompanyResponse__Output as _rapport_companies_v1_GetCompanyResponse__Output } from './rapport/companies/v1/GetCompanyResponse';
import type { InputError as _rapport_companies_v1_InputError, InputError__Output as _rapport_companies_v1_InputError__Output } from './rapport/companies/v1/InputError';
import type { ListCompaniesRequest as _rapport_companies_v1_ListCompaniesRequest, ListCompaniesRequest__Output as _rapport_companies_v1_ListCompaniesRequest__Output } from './rapport/companies/v1/ListCompaniesRequest';
import type { ListCompaniesResponse as _rapport_companies_v1_ListCompaniesResponse, ListCompaniesResponse__Output as _rapport_companies_v1_ListCompaniesResponse__Output } from './rapport/companies/v1/ListCompaniesResponse';
import type { UpdateCompanyRequest as _rapport_companies_v1_UpdateCompanyRequest, UpdateCompanyRequest__Output as _rapport_companies_v1_UpdateCompanyRequest__Output } from './rapport/companies/v1/UpdateCompanyRequest';
import type { UpdateCompanyResponse as _rapport_companies_v1_UpdateCompanyResponse, UpdateCompanyResponse__Output as _rapport_companies_v1_UpdateCompanyResponse__Output } from './rapport/companies/v1/UpdateCompanyResponse';
import type { UpsertCompaniesRequest as _rapport_companies_v1_UpsertCompaniesRequest, UpsertCompaniesRequest__Output as _rapport_companies_v1_UpsertCompaniesRequest__Output } from './rapport/companies/v1/UpsertCompaniesRequest';
import type { UpsertCompaniesResponse as _rapport_companies_v1_UpsertCompaniesResponse, UpsertCompaniesResponse__Output as _rapport_companies_v1_UpsertCompaniesResponse__Output } from './rapport/companies/v1/UpsertCompaniesResponse';
import type { UpsertCompaniesResult as _rapport_companies_v1_UpsertCompaniesResult, UpsertCompaniesResult__Output as _rapport_companies_v1_UpsertCompaniesResult__Output } from './rapport/companies/v1/UpsertCompaniesResult';
import type { UpsertCompanyRequest as _rapport_companies_v1_UpsertCompanyRequest, UpsertCompanyRequest__Output as _rapport_companies_v1_UpsertCompanyRequest__Output } from './rapport/companies/v1/UpsertCompanyRequest';
import type { UpsertCompanyResponse as _rapport_companies_v1_UpsertCompanyResponse, UpsertCompanyResponse__Output as _rapport_companies_v1_UpsertCompanyResponse__Output } from './rapport/companies/v1/UpsertCompanyResponse';

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
    companies: {
      v1: {
        CompaniesService: SubtypeConstructor<typeof grpc.Client, _rapport_companies_v1_CompaniesServiceClient> & { service: _rapport_companies_v1_CompaniesServiceDefinition }
        Company: MessageTypeDefinition<_rapport_companies_v1_Company, _rapport_companies_v1_Company__Output>
        CompanyFields: MessageTypeDefinition<_rapport_companies_v1_CompanyFields, _rapport_companies_v1_CompanyFields__Output>
        DeleteCompanyRequest: MessageTypeDefinition<_rapport_companies_v1_DeleteCompanyRequest, _rapport_companies_v1_DeleteCompanyRequest__Output>
        DeleteCompanyResponse: MessageTypeDefinition<_rapport_companies_v1_DeleteCompanyResponse, _rapport_companies_v1_DeleteCompanyResponse__Output>
        GetCompanyRequest: MessageTypeDefinition<_rapport_companies_v1_GetCompanyRequest, _rapport_companies_v1_GetCompanyRequest__Output>
        GetCompanyResponse: MessageTypeDefinition<_rapport_companies_v1_GetCompanyResponse, _rapport_companies_v1_GetCompanyResponse__Output>
        InputError: MessageTypeDefinition<_rapport_companies_v1_InputError, _rapport_companies_v1_InputError__Output>
        ListCompaniesRequest: MessageTypeDefinition<_rapport_companies_v1_ListCompaniesRequest, _rapport_companies_v1_ListCompaniesRequest__Output>
        ListCompaniesResponse: MessageTypeDefinition<_rapport_companies_v1_ListCompaniesResponse, _rapport_companies_v1_ListCompaniesResponse__Output>
        MatchedOn: EnumTypeDefinition
        UpdateCompanyRequest: MessageTypeDefinition<_rapport_companies_v1_UpdateCompanyRequest, _rapport_companies_v1_UpdateCompanyRequest__Output>
        UpdateCompanyResponse: MessageTypeDefinition<_rapport_companies_v1_UpdateCompanyResponse, _rapport_companies_v1_UpdateCompanyResponse__Output>
        UpsertCompaniesRequest: MessageTypeDefinition<_rapport_companies_v1_UpsertCompaniesRequest, _rapport_companies_v1_UpsertCompaniesRequest__Output>
        UpsertCompaniesResponse: MessageTypeDefinition<_rapport_companies_v1_UpsertCompaniesResponse, _rapport_companies_v1_UpsertCompaniesResponse__Output>
        UpsertCompaniesResult: MessageTypeDefinition<_rapport_companies_v1_UpsertCompaniesResult, _rapport_companies_v1_UpsertCompaniesResult__Output>
        UpsertCompanyRequest: MessageTypeDefinition<_rapport_companies_v1_UpsertCompanyRequest, _rapport_companies_v1_UpsertCompanyRequest__Output>
        UpsertCompanyResponse: MessageTypeDefinition<_rapport_companies_v1_UpsertCompanyResponse, _rapport_companies_v1_UpsertCompanyResponse__Output>
      }
    }
  }
}

