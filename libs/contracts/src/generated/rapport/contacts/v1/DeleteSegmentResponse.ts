// Original file: rapport/contacts/v1/contacts.proto


export interface DeleteSegmentResponse {
}

export interface DeleteSegmentResponse__Output {
}
