// Original file: rapport/webhooks/v1/webhooks.proto


export interface GetChangeHeadRequest {
  'organizationId'?: (string);
}

export interface GetChangeHeadRequest__Output {
  'organizationId': (string);
}
