// Original file: rapport/identity/v1/identity.proto


export interface CompleteIdempotencyKeyResponse {
}

export interface CompleteIdempotencyKeyResponse__Output {
}
