/**
 * google.protobuf.Struct <-> plain JSON objects. proto-loader hands Structs over as
 * `{ fields: { key: { stringValue | numberValue | boolValue | nullValue | structValue | listValue } } }`.
 */
export interface ProtoValue {
  nullValue?: string | number;
  numberValue?: number;
  stringValue?: string;
  boolValue?: boolean;
  structValue?: ProtoStruct | null;
  listValue?: { values?: ProtoValue[] } | null;
  kind?: string;
}
export interface ProtoStruct {
  fields?: Record<string, ProtoValue>;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function toValue(value: unknown): ProtoValue {
  if (value === null || value === undefined) return { nullValue: 'NULL_VALUE' };
  if (typeof value === 'number') return { numberValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (Array.isArray(value)) return { listValue: { values: value.map(toValue) } };
  return { structValue: toStruct(value as Record<string, unknown>) };
}

export function toStruct(object: Record<string, unknown> | null | undefined): ProtoStruct {
  const fields: Record<string, ProtoValue> = {};
  for (const [key, value] of Object.entries(object ?? {})) fields[key] = toValue(value);
  return { fields };
}

export function fromValue(value: ProtoValue | undefined): Json {
  if (!value) return null;
  switch (value.kind) {
    case 'numberValue':
      return value.numberValue ?? 0;
    case 'stringValue':
      return value.stringValue ?? '';
    case 'boolValue':
      return value.boolValue ?? false;
    case 'structValue':
      return fromStruct(value.structValue);
    case 'listValue':
      return (value.listValue?.values ?? []).map(fromValue);
    default:
      if (value.stringValue !== undefined && value.kind === undefined) return value.stringValue;
      return null;
  }
}

export function fromStruct(struct: ProtoStruct | null | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(struct?.fields ?? {})) out[key] = fromValue(value);
  return out;
}
