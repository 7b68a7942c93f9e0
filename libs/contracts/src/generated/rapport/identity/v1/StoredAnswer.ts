// Original file: rapport/identity/v1/identity.proto


export interface StoredAnswer {
  'status'?: (number);
  'headers'?: ({[key: string]: string});
  'body'?: (string);
}

export interface StoredAnswer__Output {
  'status': (number);
  'headers': ({[key: string]: string});
  'body': (string);
}
