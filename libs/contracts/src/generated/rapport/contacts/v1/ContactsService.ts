// Original file: rapport/contacts/v1/contacts.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface ContactsServiceClient extends grpc.Client {
}

export interface ContactsServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface ContactsServiceDefinition extends grpc.ServiceDefinition {
}
