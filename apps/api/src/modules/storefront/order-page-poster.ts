/** The order page's QR code (SVG) and a printable poster around it, for the restaurant's window or tables. */

import type { Locale } from '@maitre/shared/locales';
import QRCode from 'qrcode';
import { escapeHtml } from '../../lib/html.ts';
import { messagesFor } from '../../lib/server-messages.ts';

export function orderPageUrl(appUrl: string, slug: string): string {
  return `${appUrl}/r/${encodeURIComponent(slug)}`;
}

export async function orderPageQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#1c1917', light: '#ffffff' } });
}

/** The poster in `locale` (the restaurant's default_language: it speaks to the restaurant's guests), English by default. */
export async function orderPagePoster({ restaurantName, url, locale = 'en' }: { restaurantName: string; url: string; locale?: Locale }): Promise<string> {
  const qr = await orderPageQrSvg(url);
  const m = messagesFor(locale).storefront;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.posterTitle(restaurantName))}</title>
<style>
  @page { size: A4; margin: 16mm; }
  body { font-family: Georgia, 'Times New Roman', serif; color: #1c1917; text-align: center; margin: 0; padding: 32px 16px; }
  h1 { font-size: 44px; margin: 0 0 8px; overflow-wrap: anywhere; }
  p.lead { font-family: system-ui, sans-serif; font-size: 22px; color: #92400e; margin: 0 0 32px; }
  .qr { width: 320px; max-width: 100%; aspect-ratio: 1; margin: 0 auto; }
  .qr svg { width: 100%; height: 100%; }
  p.url { font-family: ui-monospace, monospace; font-size: 16px; margin-top: 24px; word-break: break-all; }
  p.brand { font-family: system-ui, sans-serif; font-size: 12px; color: #78716c; margin-top: 48px; }
  @media print { .no-print { display: none; } }
</style></head>
<body><main>
  <h1>${escapeHtml(restaurantName)}</h1>
  <p class="lead">${escapeHtml(m.posterLead)}</p>
  <div class="qr" role="img" aria-label="${escapeHtml(m.posterQrLabel(url))}">${qr}</div>
  <p class="url">${escapeHtml(url)}</p>
  <p class="brand">${escapeHtml(m.posterBrand)}</p>
</main></body></html>`;
}
