import * as grpc from '@grpc/grpc-js';
import { identityProto, type Output, type ServiceClient } from '@rapport/contracts';
import { CLIENT_CHANNEL_OPTIONS, isServiceError, unary, unavailable } from '@rapport/platform';
import type { PlanDirectory } from '../domain/email.ports';

/** Plans come from the identity service (`GetOrganization` answers the plan's features). */
export class IdentityClient implements PlanDirectory {
  private readonly client: ServiceClient<'identity'>;

  constructor(
    addr: string,
    private readonly deadlineMs: number,
  ) {
    this.client = new (identityProto().rapport.identity.v1.IdentityService)(
      addr,
      grpc.credentials.createInsecure(),
      CLIENT_CHANNEL_OPTIONS,
    );
  }

  async featuresOf(organizationId: string): Promise<string[]> {
    try {
      const res = await unary<Output<'identity', 'GetOrganizationResponse'>>(
        { deadlineMs: this.deadlineMs },
        (md, opts, cb) => this.client.getOrganization({ organizationId }, md, opts, cb),
      );
      return res.organization?.features ?? [];
    } catch (err) {
      // An unknown organization has no plan, hence no campaigns.
      if (isServiceError(err) && err.code === grpc.status.NOT_FOUND) return [];
      throw unavailable('the identity service is unavailable', err);
    }
  }

  close(): void {
    this.client.close();
  }
}
