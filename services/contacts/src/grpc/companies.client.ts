import * as grpc from '@grpc/grpc-js';
import { companiesProto, type Output } from '@rapport/contracts';
import { CLIENT_CHANNEL_OPTIONS, isServiceError, unary, unavailable } from '@rapport/platform';
import type { CompanyDirectory } from '../domain/contacts.ports';

export interface CompaniesClient extends CompanyDirectory {
  close(): void;
}

/**
 * The companies service over gRPC (COMPANIES_GRPC_ADDR). `companyExists` is the one place where a
 * person's companyId is checked against it.
 */
export function companiesClient(addr: string, deadlineMs: number): CompaniesClient {
  const client = new (companiesProto().rapport.companies.v1.CompaniesService)(
    addr,
    grpc.credentials.createInsecure(),
    CLIENT_CHANNEL_OPTIONS,
  );
  return {
    companyExists: async (organizationId, companyId) => {
      try {
        const res = await unary<Output<'companies', 'GetCompanyResponse'>>(
          { deadlineMs },
          (md, options, callback) =>
            client.getCompany({ organizationId, id: companyId }, md, options, callback),
        );
        return res.company?.id === companyId;
      } catch (err) {
        if (isServiceError(err) && [grpc.status.NOT_FOUND, grpc.status.INVALID_ARGUMENT].includes(err.code)) {
          return false;
        }
        // The caller gets UNAVAILABLE (503, retry), not a 500.
        throw unavailable('the companies service is unavailable', err);
      }
    },
    close: () => client.close(),
  };
}
