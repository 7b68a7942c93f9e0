// Original file: rapport/identity/v1/identity.proto


export interface RecordTokenUseResponse {
}

export interface RecordTokenUseResponse__Output {
}
