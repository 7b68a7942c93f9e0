import * as grpc from '@grpc/grpc-js';
import { emailProto, type Output, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';

/**
 * The email service's own gRPC API: the stored send records the REST API does not show, and calls as
 * an internal caller makes them.
 */
export class EmailRecords {
  private readonly client: ServiceClient<'email'>;

  constructor(addr: string) {
    this.client = new (emailProto().rapport.email.v1.EmailService)(addr, grpc.credentials.createInsecure());
  }

  async get(organizationId: string, id: string): Promise<Output<'email', 'EmailSend'>> {
    const res = await unary<Output<'email', 'GetEmailSendResponse'>>({}, (md, opts, cb) =>
      this.client.getEmailSend({ organizationId, id }, md, opts, cb),
    );
    return res.send!;
  }

  async listForContact(organizationId: string, contactId: string): Promise<Output<'email', 'EmailSend'>[]> {
    const res = await unary<Output<'email', 'ListEmailSendsResponse'>>({}, (md, opts, cb) =>
      this.client.listEmailSends({ organizationId, contactId, limit: 100 }, md, opts, cb),
    );
    return res.data;
  }

  /** DeleteSuppression as an internal caller sends it (the gateway's checks are not in the way). */
  async deleteSuppression(organizationId: string, address: string): Promise<void> {
    await unary({}, (md, opts, cb) =>
      this.client.deleteSuppression({ organizationId, address }, md, opts, cb),
    );
  }

  close(): void {
    this.client.close();
  }
}
