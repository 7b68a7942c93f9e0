// Original file: rapport/email/v1/email.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface EmailServiceClient extends grpc.Client {
}

export interface EmailServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface EmailServiceDefinition extends grpc.ServiceDefinition {
}
