// Original file: rapport/companies/v1/companies.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface Company {
  'id'?: (string);
  'organizationId'?: (string);
  'name'?: (string);
  'domain'?: (string);
  'description'?: (string);
  'industry'?: (string);
  'size'?: (string);
  'website'?: (string);
  'city'?: (string);
  'state'?: (string);
  'country'?: (string);
  'categories'?: (string)[];
  'customFields'?: (_google_protobuf_Struct | null);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_name'?: "name";
  '_domain'?: "domain";
  '_description'?: "description";
  '_industry'?: "industry";
  '_size'?: "size";
  '_website'?: "website";
  '_city'?: "city";
  '_state'?: "state";
  '_country'?: "country";
}

export interface Company__Output {
  'id': (string);
  'organizationId': (string);
  'name'?: (string);
  'domain'?: (string);
  'description'?: (string);
  'industry'?: (string);
  'size'?: (string);
  'website'?: (string);
  'city'?: (string);
  'state'?: (string);
  'country'?: (string);
  'categories': (string)[];
  'customFields': (_google_protobuf_Struct__Output | null);
  'createdAt': (string);
  'updatedAt': (string);
  '_name'?: "name";
  '_domain'?: "domain";
  '_description'?: "description";
  '_industry'?: "industry";
  '_size'?: "size";
  '_website'?: "website";
  '_city'?: "city";
  '_state'?: "state";
  '_country'?: "country";
}
