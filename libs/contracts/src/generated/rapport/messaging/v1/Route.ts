// Original file: rapport/messaging/v1/messaging.proto

import type { Window as _rapport_messaging_v1_Window, Window__Output as _rapport_messaging_v1_Window__Output } from '../../../rapport/messaging/v1/Window';

export interface Route {
  'channel'?: (string);
  'accountId'?: (string);
  'rule'?: (string);
  'window'?: (_rapport_messaging_v1_Window | null);
  'outsideWindow'?: (string);
}

export interface Route__Output {
  'channel': (string);
  'accountId': (string);
  'rule': (string);
  'window': (_rapport_messaging_v1_Window__Output | null);
  'outsideWindow': (string);
}
