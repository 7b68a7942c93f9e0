import type * as grpc from '@grpc/grpc-js';

import type { MessagingServiceClient as _rapport_messaging_v1_MessagingServiceClient, MessagingServiceDefinition as _rapport_messaging_v1_MessagingServiceDefinition } from './rapport/messaging/v1/MessagingService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    messaging: {
      v1: {
        MessagingService: SubtypeConstructor<typeof grpc.Client, _rapport_messaging_v1_MessagingServiceClient> & { service: _rapport_messaging_v1_MessagingServiceDefinition }
      }
    }
  }
}

