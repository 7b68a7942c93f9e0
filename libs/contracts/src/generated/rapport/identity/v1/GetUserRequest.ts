// Original file: rapport/identity/v1/identity.proto


export interface GetUserRequest {
  'userId'?: (string);
}

export interface GetUserRequest__Output {
  'userId': (string);
}
