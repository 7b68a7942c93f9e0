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
  // `kind` names the oneof member, as proto-loader does with `oneofs: true`; serialization ignores it.
  if (value === null || value === undefined) return { kind: 'nullValue', nullValue: 'NULL_VALUE' };
  if (typeof value === 'number') return { kind: 'numberValue', numberValue: value };
  if (typeof value === 'string') return { kind: 'stringValue', stringValue: value };
  if (typeof value === 'boolean') return { kind: 'boolValue', boolValue: value };
  if (Array.isArray(value)) return { kind: 'listValue', listValue: { values: value.map(toValue) } };
  return { kind: 'structValue', structValue: toStruct(value as Record<string, unknown>) };
}

export function toStruct(object: Record<string, unknown> | null | undefined): ProtoStruct {
  const fields: Record<string, ProtoValue> = {};
  for (const [key, value] of Object.entries(object ?? {})) fields[key] = toValue(value);
  return { fields };
}

export function fromValue(value: ProtoValue | undefined): Json {
  switch (value?.kind) {
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
      return null;
  }
}

/** Struct → JSON object. Keys become own properties even when named `__proto__` (no prototype games). */
export function fromStruct(struct: ProtoStruct | null | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(struct?.fields ?? {})) {
    Object.defineProperty(out, key, {
      value: fromValue(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
