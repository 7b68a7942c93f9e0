import type * as grpc from '@grpc/grpc-js';

import type { EmailServiceClient as _rapport_email_v1_EmailServiceClient, EmailServiceDefinition as _rapport_email_v1_EmailServiceDefinition } from './rapport/email/v1/EmailService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    email: {
      v1: {
        EmailService: SubtypeConstructor<typeof grpc.Client, _rapport_email_v1_EmailServiceClient> & { service: _rapport_email_v1_EmailServiceDefinition }
      }
    }
  }
}

