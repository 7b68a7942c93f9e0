// Original file: rapport/contacts/v1/contacts.proto


export interface DeletePersonResponse {
}

export interface DeletePersonResponse__Output {
}
