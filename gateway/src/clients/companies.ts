import { companiesProto } from '@rapport/contracts';
import { connect, recordOf, scoped, withRecord } from './grpc-call';

/** The companies service for the gateway: each call takes the request's context. */
export function companiesClient(address: string) {
  const { calls, close } = connect(companiesProto().rapport.companies.v1.CompaniesService, address);
  return {
    listCompanies: scoped(calls.listCompanies),
    getCompany: recordOf(scoped(calls.getCompany), 'company'),
    upsertCompany: withRecord(scoped(calls.upsertCompany), 'company'),
    upsertCompanies: scoped(calls.upsertCompanies),
    updateCompany: recordOf(scoped(calls.updateCompany), 'company'),
    deleteCompany: scoped(calls.deleteCompany),
    close,
  };
}
export type CompaniesClient = ReturnType<typeof companiesClient>;
