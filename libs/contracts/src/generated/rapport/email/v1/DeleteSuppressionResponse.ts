// Original file: rapport/email/v1/email.proto


export interface DeleteSuppressionResponse {
}

export interface DeleteSuppressionResponse__Output {
}
