export type StorefrontRoute = { page: 'menu'; slug: string } | { page: 'order'; slug: string; orderId: string } | { page: 'unknown' };

/** /r/{slug} and /r/{slug}/orders/{id}; anything else is unknown. */
export function parseStorefrontPath(pathname: string): StorefrontRoute {
  const match = pathname.match(/^\/r\/([a-z0-9-]+)(?:\/orders\/([0-9a-f-]{36}))?\/?$/i);
  if (!match?.[1]) return { page: 'unknown' };
  const slug = decodeURIComponent(match[1]);
  return match[2] ? { page: 'order', slug, orderId: match[2] } : { page: 'menu', slug };
}

export function orderPath(slug: string, orderId: string): string {
  return `/r/${encodeURIComponent(slug)}/orders/${orderId}`;
}
