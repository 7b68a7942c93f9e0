// Original file: rapport/identity/v1/identity.proto


export interface ListScopesResponse {
  'scopes'?: (string)[];
}

export interface ListScopesResponse__Output {
  'scopes': (string)[];
}
