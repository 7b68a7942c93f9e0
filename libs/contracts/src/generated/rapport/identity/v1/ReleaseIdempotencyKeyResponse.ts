// Original file: rapport/identity/v1/identity.proto


export interface ReleaseIdempotencyKeyResponse {
}

export interface ReleaseIdempotencyKeyResponse__Output {
}
