/** Stripe's list envelope and cursor pagination (`limit`, `starting_after`, `ending_before`). */
import { invalidRequest } from './errors.ts';
import { type Params, readInteger, readString } from './form.ts';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** `items` must already be filtered and in Stripe's order: newest first. */
export function paginate<T extends { id: string }>(items: readonly T[], params: Params, url: string): ListObject<T> {
  const limit = readInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  }
  const startingAfter = readString(params, 'starting_after');
  const endingBefore = readString(params, 'ending_before');

  let start = 0;
  let end = items.length;
  if (startingAfter !== undefined && startingAfter !== '') {
    const index = items.findIndex((item) => item.id === startingAfter);
    if (index === -1) throw invalidRequest(`No such object: '${startingAfter}'`, 'starting_after', 'resource_missing');
    start = index + 1;
  } else if (endingBefore !== undefined && endingBefore !== '') {
    const index = items.findIndex((item) => item.id === endingBefore);
    if (index === -1) throw invalidRequest(`No such object: '${endingBefore}'`, 'ending_before', 'resource_missing');
    end = index;
    start = Math.max(0, end - limit);
  }
  const page = items.slice(start, Math.min(end, start + limit));
  const hasMore = endingBefore !== undefined && endingBefore !== '' ? start > 0 : start + page.length < end;
  return { object: 'list', data: page, has_more: hasMore, url };
}

/** Stored collections keep insertion order, which is creation order; Stripe lists newest first. */
export function newestFirst<T>(collection: Record<string, T>): T[] {
  return Object.values(collection).reverse();
}
