// Original file: rapport/identity/v1/identity.proto


export interface ListScopesRequest {
}

export interface ListScopesRequest__Output {
}
