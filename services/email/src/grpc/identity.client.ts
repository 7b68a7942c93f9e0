import * as grpc from '@grpc/grpc-js';
import { identityProto } from '@rapport/contracts';
import { peerClient } from '@rapport/platform';
import type { PlanDirectory } from '../domain/email.ports';

/** Plans come from the identity service (`GetOrganization` answers the plan's features). */
export class IdentityClient implements PlanDirectory {
  private readonly identity;

  constructor(addr: string, deadlineMs: number) {
    this.identity = peerClient('identity', identityProto().rapport.identity.v1.IdentityService, addr, {
      deadlineMs,
    });
  }

  async featuresOf(organizationId: string): Promise<string[]> {
    // An unknown organization has no plan, hence no campaigns.
    const res = await this.identity.call('getOrganization', { organizationId }, [grpc.status.NOT_FOUND]);
    return res?.organization?.features ?? [];
  }

  close(): void {
    this.identity.close();
  }
}
