// Original file: rapport/companies/v1/companies.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface CompaniesServiceClient extends grpc.Client {
}

export interface CompaniesServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface CompaniesServiceDefinition extends grpc.ServiceDefinition {
}
