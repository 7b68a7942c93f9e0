// Original file: rapport/companies/v1/companies.proto

import type { Struct as _google_protobuf_Struct, Struct__Output as _google_protobuf_Struct__Output } from '../../../google/protobuf/Struct';

export interface CompanyFields {
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
  'hasCategories'?: (boolean);
  'customFields'?: (_google_protobuf_Struct | null);
  'clear'?: (string)[];
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

export interface CompanyFields__Output {
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
  'hasCategories': (boolean);
  'customFields': (_google_protobuf_Struct__Output | null);
  'clear': (string)[];
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
