// Original file: rapport/companies/v1/companies.proto


export interface DeleteCompanyResponse {
}

export interface DeleteCompanyResponse__Output {
}
