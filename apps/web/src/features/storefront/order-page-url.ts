export function orderPageUrl(slug: string): string {
  return `${window.location.origin}/r/${encodeURIComponent(slug)}`;
}

export function posterUrl(slug: string): string {
  return `/api/storefront/${encodeURIComponent(slug)}/poster`;
}

export function qrCodeUrl(slug: string): string {
  return `/api/storefront/${encodeURIComponent(slug)}/qr.svg`;
}
