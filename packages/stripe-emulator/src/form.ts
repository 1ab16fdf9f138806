/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` bodies and query strings with
 * bracket notation (`line_items[0][price]=…`, `expand[]=…`, `metadata[plan]=…`), plus typed
 * readers that turn a bad value into the 400 Stripe would send.
 */
import qs from 'qs';
import { invalidRequest } from './errors.ts';

export type Params = Record<string, unknown>;

export function parseForm(text: string): Params {
  // Stripe accepts up to 500 metadata keys and long item lists, so lift qs's small defaults.
  return qs.parse(text, { depth: 10, arrayLimit: 500, parameterLimit: 5000 });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asParams(value: unknown): Params {
  return isRecord(value) ? value : {};
}

export function readString(params: Params, name: string, param: string = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param} must be a string.`, param);
  return value;
}

export function requireString(params: Params, name: string, param: string = name): string {
  const value = readString(params, name, param);
  if (value === undefined || value === '') throw invalidRequest(`Missing required param: ${param}.`, param);
  return value;
}

/** An absolute URL, as Stripe requires for redirect targets. */
export function readUrl(params: Params, name: string): string | undefined {
  const value = readString(params, name);
  if (value === undefined || value === '') return undefined;
  if (!URL.canParse(value)) throw invalidRequest('Not a valid URL', name, 'url_invalid');
  return value;
}

/** `''` is how the SDK sends `null`, which Stripe reads as "unset this field". */
export function readNullableString(params: Params, name: string): string | null | undefined {
  const value = readString(params, name);
  if (value === '') return null;
  return value;
}

export function readBoolean(params: Params, name: string, param: string = name): boolean | undefined {
  const value = readString(params, name, param);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${value}`, param);
}

export function readInteger(params: Params, name: string, param: string = name): number | undefined {
  const value = readString(params, name, param);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, param);
  return Number(value);
}

/** Accepts both `expand[]=a` and the SDK's `expand[0]=a`, which qs both turns into arrays. */
export function readStringList(params: Params, name: string): string[] {
  const value = params[name];
  if (value === undefined || value === '') return [];
  if (typeof value === 'string') return [value];
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  if (!items.every((item): item is string => typeof item === 'string')) {
    throw invalidRequest(`Invalid array: ${name} must be a list of strings.`, name);
  }
  return items;
}

/** Reads an indexed list param such as `line_items[0][price]` as its list of entries. */
export function readListOfRecords(params: Params, name: string): Params[] {
  const value = params[name];
  if (value === undefined) return [];
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : undefined;
  if (items === undefined || !items.every(isRecord)) {
    throw invalidRequest(`Invalid array: ${name} must be a list of objects.`, name);
  }
  return items;
}

export type Metadata = Record<string, string>;

/**
 * Applies Stripe's metadata semantics: keys merge into the existing set, a key sent as `''`
 * is removed, and `metadata=''` clears everything.
 */
export function applyMetadata(current: Metadata, params: Params, name = 'metadata'): Metadata {
  const value = params[name];
  if (value === undefined) return current;
  if (value === '') return {};
  if (!isRecord(value)) throw invalidRequest(`Invalid object: ${name} must be a hash.`, name);
  const next: Metadata = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidRequest(`Invalid string: ${name}[${key}]`, `${name}[${key}]`);
    if (entry === '') delete next[key];
    else next[key] = entry;
  }
  return next;
}
