import * as grpc from '@grpc/grpc-js';
import { companiesProto } from '@rapport/contracts';
import { peerClient } from '@rapport/platform';
import type { CompanyDirectory } from '../domain/contacts.ports';

export interface CompaniesClient extends CompanyDirectory {
  close(): void;
}

/** A company that is not there, or an id companies refuses: not a company of the organization. */
const NO_COMPANY = [grpc.status.NOT_FOUND, grpc.status.INVALID_ARGUMENT];

/**
 * The companies service over gRPC (COMPANIES_GRPC_ADDR). `companyExists` is the one place where a
 * person's companyId is checked against it.
 */
export function companiesClient(addr: string, deadlineMs: number): CompaniesClient {
  const companies = peerClient('companies', companiesProto().rapport.companies.v1.CompaniesService, addr, {
    deadlineMs,
  });
  return {
    companyExists: async (organizationId, companyId) => {
      const res = await companies.call('getCompany', { organizationId, id: companyId }, NO_COMPANY);
      return res?.company?.id === companyId;
    },
    close: () => companies.close(),
  };
}
