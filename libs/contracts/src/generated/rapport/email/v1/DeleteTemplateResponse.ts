// Original file: rapport/email/v1/email.proto


export interface DeleteTemplateResponse {
}

export interface DeleteTemplateResponse__Output {
}
