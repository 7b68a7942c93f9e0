// Original file: rapport/companies/v1/companies.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteCompanyRequest as _rapport_companies_v1_DeleteCompanyRequest, DeleteCompanyRequest__Output as _rapport_companies_v1_DeleteCompanyRequest__Output } from '../../../rapport/companies/v1/DeleteCompanyRequest';
import type { DeleteCompanyResponse as _rapport_companies_v1_DeleteCompanyResponse, DeleteCompanyResponse__Output as _rapport_companies_v1_DeleteCompanyResponse__Output } from '../../../rapport/companies/v1/DeleteCompanyResponse';
import type { GetCompanyRequest as _rapport_companies_v1_GetCompanyRequest, GetCompanyRequest__Output as _rapport_companies_v1_GetCompanyRequest__Output } from '../../../rapport/companies/v1/GetCompanyRequest';
import type { GetCompanyResponse as _rapport_companies_v1_GetCompanyResponse, GetCompanyResponse__Output as _rapport_companies_v1_GetCompanyResponse__Output } from '../../../rapport/companies/v1/GetCompanyResponse';
import type { ListCompaniesRequest as _rapport_companies_v1_ListCompaniesRequest, ListCompaniesRequest__Output as _rapport_companies_v1_ListCompaniesRequest__Output } from '../../../rapport/companies/v1/ListCompaniesRequest';
import type { ListCompaniesResponse as _rapport_companies_v1_ListCompaniesResponse, ListCompaniesResponse__Output as _rapport_companies_v1_ListCompaniesResponse__Output } from '../../../rapport/companies/v1/ListCompaniesResponse';
import type { UpdateCompanyRequest as _rapport_companies_v1_UpdateCompanyRequest, UpdateCompanyRequest__Output as _rapport_companies_v1_UpdateCompanyRequest__Output } from '../../../rapport/companies/v1/UpdateCompanyRequest';
import type { UpdateCompanyResponse as _rapport_companies_v1_UpdateCompanyResponse, UpdateCompanyResponse__Output as _rapport_companies_v1_UpdateCompanyResponse__Output } from '../../../rapport/companies/v1/UpdateCompanyResponse';
import type { UpsertCompaniesRequest as _rapport_companies_v1_UpsertCompaniesRequest, UpsertCompaniesRequest__Output as _rapport_companies_v1_UpsertCompaniesRequest__Output } from '../../../rapport/companies/v1/UpsertCompaniesRequest';
import type { UpsertCompaniesResponse as _rapport_companies_v1_UpsertCompaniesResponse, UpsertCompaniesResponse__Output as _rapport_companies_v1_UpsertCompaniesResponse__Output } from '../../../rapport/companies/v1/UpsertCompaniesResponse';
import type { UpsertCompanyRequest as _rapport_companies_v1_UpsertCompanyRequest, UpsertCompanyRequest__Output as _rapport_companies_v1_UpsertCompanyRequest__Output } from '../../../rapport/companies/v1/UpsertCompanyRequest';
import type { UpsertCompanyResponse as _rapport_companies_v1_UpsertCompanyResponse, UpsertCompanyResponse__Output as _rapport_companies_v1_UpsertCompanyResponse__Output } from '../../../rapport/companies/v1/UpsertCompanyResponse';

export interface CompaniesServiceClient extends grpc.Client {
  DeleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  DeleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  DeleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  DeleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  deleteCompany(argument: _rapport_companies_v1_DeleteCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_DeleteCompanyResponse__Output>): grpc.ClientUnaryCall;
  
  GetCompany(argument: _rapport_companies_v1_GetCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  GetCompany(argument: _rapport_companies_v1_GetCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  GetCompany(argument: _rapport_companies_v1_GetCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  GetCompany(argument: _rapport_companies_v1_GetCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _rapport_companies_v1_GetCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _rapport_companies_v1_GetCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _rapport_companies_v1_GetCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  getCompany(argument: _rapport_companies_v1_GetCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_GetCompanyResponse__Output>): grpc.ClientUnaryCall;
  
  ListCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  ListCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  ListCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  ListCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  listCompanies(argument: _rapport_companies_v1_ListCompaniesRequest, callback: grpc.requestCallback<_rapport_companies_v1_ListCompaniesResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  UpdateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  UpdateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  UpdateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  updateCompany(argument: _rapport_companies_v1_UpdateCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_UpdateCompanyResponse__Output>): grpc.ClientUnaryCall;
  
  UpsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  UpsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  UpsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  UpsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  upsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  upsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  upsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  upsertCompanies(argument: _rapport_companies_v1_UpsertCompaniesRequest, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompaniesResponse__Output>): grpc.ClientUnaryCall;
  
  UpsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  UpsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  UpsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  UpsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  upsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  upsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  upsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  upsertCompany(argument: _rapport_companies_v1_UpsertCompanyRequest, callback: grpc.requestCallback<_rapport_companies_v1_UpsertCompanyResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface CompaniesServiceHandlers extends grpc.UntypedServiceImplementation {
  DeleteCompany: grpc.handleUnaryCall<_rapport_companies_v1_DeleteCompanyRequest__Output, _rapport_companies_v1_DeleteCompanyResponse>;
  
  GetCompany: grpc.handleUnaryCall<_rapport_companies_v1_GetCompanyRequest__Output, _rapport_companies_v1_GetCompanyResponse>;
  
  ListCompanies: grpc.handleUnaryCall<_rapport_companies_v1_ListCompaniesRequest__Output, _rapport_companies_v1_ListCompaniesResponse>;
  
  UpdateCompany: grpc.handleUnaryCall<_rapport_companies_v1_UpdateCompanyRequest__Output, _rapport_companies_v1_UpdateCompanyResponse>;
  
  UpsertCompanies: grpc.handleUnaryCall<_rapport_companies_v1_UpsertCompaniesRequest__Output, _rapport_companies_v1_UpsertCompaniesResponse>;
  
  UpsertCompany: grpc.handleUnaryCall<_rapport_companies_v1_UpsertCompanyRequest__Output, _rapport_companies_v1_UpsertCompanyResponse>;
  
}

export interface CompaniesServiceDefinition extends grpc.ServiceDefinition {
  DeleteCompany: MethodDefinition<_rapport_companies_v1_DeleteCompanyRequest, _rapport_companies_v1_DeleteCompanyResponse, _rapport_companies_v1_DeleteCompanyRequest__Output, _rapport_companies_v1_DeleteCompanyResponse__Output>
  GetCompany: MethodDefinition<_rapport_companies_v1_GetCompanyRequest, _rapport_companies_v1_GetCompanyResponse, _rapport_companies_v1_GetCompanyRequest__Output, _rapport_companies_v1_GetCompanyResponse__Output>
  ListCompanies: MethodDefinition<_rapport_companies_v1_ListCompaniesRequest, _rapport_companies_v1_ListCompaniesResponse, _rapport_companies_v1_ListCompaniesRequest__Output, _rapport_companies_v1_ListCompaniesResponse__Output>
  UpdateCompany: MethodDefinition<_rapport_companies_v1_UpdateCompanyRequest, _rapport_companies_v1_UpdateCompanyResponse, _rapport_companies_v1_UpdateCompanyRequest__Output, _rapport_companies_v1_UpdateCompanyResponse__Output>
  UpsertCompanies: MethodDefinition<_rapport_companies_v1_UpsertCompaniesRequest, _rapport_companies_v1_UpsertCompaniesResponse, _rapport_companies_v1_UpsertCompaniesRequest__Output, _rapport_companies_v1_UpsertCompaniesResponse__Output>
  UpsertCompany: MethodDefinition<_rapport_companies_v1_UpsertCompanyRequest, _rapport_companies_v1_UpsertCompanyResponse, _rapport_companies_v1_UpsertCompanyRequest__Output, _rapport_companies_v1_UpsertCompanyResponse__Output>
}
