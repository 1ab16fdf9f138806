/**
 * `expand[]`: replaces ids along dotted paths (`customer`, `data.default_payment_method`,
 * `items.data.price.product`) with the objects they name. Paths that cannot be expanded fail
 * as they would on Stripe, so the app does not come to rely on something Stripe refuses.
 */
import { invalidRequest } from './errors.ts';
import { isRecord } from './form.ts';

export type Resolve = (id: string) => object | undefined;

/** Stripe refuses expansions deeper than four levels. */
const MAX_DEPTH = 4;

function expandPath(node: Record<string, unknown>, segments: string[], path: string, resolve: Resolve): void {
  const [field, ...rest] = segments;
  if (field === undefined) return;
  if (!(field in node)) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  let value = node[field];
  if (typeof value === 'string') {
    const found = resolve(value);
    if (found === undefined) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
    value = structuredClone(found);
    node[field] = value;
  }
  if (rest.length === 0 || value === null) return;
  if (Array.isArray(value)) {
    for (const element of value) if (isRecord(element)) expandPath(element, rest, path, resolve);
  } else if (isRecord(value)) {
    expandPath(value, rest, path, resolve);
  }
}

/** Returns a copy of `object` with the requested paths expanded; the stored object is untouched. */
export function expand<T extends object>(object: T, paths: readonly string[], resolve: Resolve): T {
  const copy = structuredClone(object);
  for (const path of paths) {
    const segments = path.split('.');
    // A list's own `data.` level does not count towards Stripe's depth limit.
    const depth = segments[0] === 'data' ? segments.length - 1 : segments.length;
    if (depth > MAX_DEPTH) {
      throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property (${path}).`, 'expand');
    }
    expandPath(copy as Record<string, unknown>, segments, path, resolve);
  }
  return copy;
}
