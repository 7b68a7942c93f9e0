import type * as grpc from '@grpc/grpc-js';

import type { CompaniesServiceClient as _rapport_companies_v1_CompaniesServiceClient, CompaniesServiceDefinition as _rapport_companies_v1_CompaniesServiceDefinition } from './rapport/companies/v1/CompaniesService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    companies: {
      v1: {
        CompaniesService: SubtypeConstructor<typeof grpc.Client, _rapport_companies_v1_CompaniesServiceClient> & { service: _rapport_companies_v1_CompaniesServiceDefinition }
      }
    }
  }
}

