import * as grpc from '@grpc/grpc-js';
import { emailProto } from '@rapport/contracts';
import type { EmailSend__Output } from '@rapport/contracts/src/generated/rapport/email/v1/EmailSend';
import type { EmailServiceClient } from '@rapport/contracts/src/generated/rapport/email/v1/EmailService';
import type { GetEmailSendResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/GetEmailSendResponse';
import type { ListEmailSendsResponse__Output } from '@rapport/contracts/src/generated/rapport/email/v1/ListEmailSendsResponse';
import { unary } from '@rapport/platform';

/** The email service's own gRPC API, to read the stored send records the REST API does not show. */
export class EmailRecords {
  private readonly client: EmailServiceClient;

  constructor(addr: string) {
    this.client = new (emailProto().rapport.email.v1.EmailService)(addr, grpc.credentials.createInsecure());
  }

  async get(organizationId: string, id: string): Promise<EmailSend__Output> {
    const res = await unary<GetEmailSendResponse__Output>({}, (md, opts, cb) =>
      this.client.getEmailSend({ organizationId, id }, md, opts, cb),
    );
    return res.send!;
  }

  async listForContact(organizationId: string, contactId: string): Promise<EmailSend__Output[]> {
    const res = await unary<ListEmailSendsResponse__Output>({}, (md, opts, cb) =>
      this.client.listEmailSends({ organizationId, contactId, limit: 100 }, md, opts, cb),
    );
    return res.data;
  }

  close(): void {
    this.client.close();
  }
}
