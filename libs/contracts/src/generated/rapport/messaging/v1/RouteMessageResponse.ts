// Original file: rapport/messaging/v1/messaging.proto

import type { Route as _rapport_messaging_v1_Route, Route__Output as _rapport_messaging_v1_Route__Output } from '../../../rapport/messaging/v1/Route';

export interface RouteMessageResponse {
  'answer'?: (string);
  'reasons'?: (string)[];
  'route'?: (_rapport_messaging_v1_Route | null);
  '_route'?: "route";
}

export interface RouteMessageResponse__Output {
  'answer': (string);
  'reasons': (string)[];
  'route'?: (_rapport_messaging_v1_Route__Output | null);
  '_route'?: "route";
}
