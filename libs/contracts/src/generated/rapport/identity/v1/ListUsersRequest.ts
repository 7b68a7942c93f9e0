// Original file: rapport/identity/v1/identity.proto


export interface ListUsersRequest {
  'actorUserId'?: (string);
}

export interface ListUsersRequest__Output {
  'actorUserId': (string);
}
