// Original file: rapport/identity/v1/identity.proto


export interface Token {
  'id'?: (string);
  'organizationId'?: (string);
  'name'?: (string);
  'prefix'?: (string);
  'scopes'?: (string)[];
  'expiresAt'?: (string);
  'revokedAt'?: (string);
  'lastUsedAt'?: (string);
  'lastUsedIp'?: (string);
  'createdAt'?: (string);
  '_expiresAt'?: "expiresAt";
  '_revokedAt'?: "revokedAt";
  '_lastUsedAt'?: "lastUsedAt";
  '_lastUsedIp'?: "lastUsedIp";
}

export interface Token__Output {
  'id': (string);
  'organizationId': (string);
  'name': (string);
  'prefix': (string);
  'scopes': (string)[];
  'expiresAt'?: (string);
  'revokedAt'?: (string);
  'lastUsedAt'?: (string);
  'lastUsedIp'?: (string);
  'createdAt': (string);
  '_expiresAt'?: "expiresAt";
  '_revokedAt'?: "revokedAt";
  '_lastUsedAt'?: "lastUsedAt";
  '_lastUsedIp'?: "lastUsedIp";
}
