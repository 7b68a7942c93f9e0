// Original file: rapport/messaging/v1/messaging.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'

export interface MessagingServiceClient extends grpc.Client {
}

export interface MessagingServiceHandlers extends grpc.UntypedServiceImplementation {
}

export interface MessagingServiceDefinition extends grpc.ServiceDefinition {
}
