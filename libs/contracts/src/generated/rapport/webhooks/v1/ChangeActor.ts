// Original file: rapport/webhooks/v1/webhooks.proto


export interface ChangeActor {
  'kind'?: (string);
  'id'?: (string);
}

export interface ChangeActor__Output {
  'kind': (string);
  'id': (string);
}
