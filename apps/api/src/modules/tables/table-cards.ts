/**
 * Printable table cards (issue 20, decision 0033): one card per table, each with the restaurant's name, "Table 12",
 * the QR code of `/r/{slug}?table=12` and "Scan to order · pay at the table", in the restaurant's default language (it
 * speaks to the restaurant's guests, whoever prints it). Two cards across an A4 page, with dashed borders to cut
 * along; like the order page poster.
 */
import type { Locale } from '@maitre/shared/locales';
import { escapeHtml } from '../../lib/html.ts';
import { messagesFor } from '../../lib/server-messages.ts';
import { orderPageQrSvg, orderPageUrl } from '../storefront/order-page-poster.ts';

/** The order page's address for a table: `/r/{slug}?table=12`, the label encoded. */
export function tableOrderUrl(appUrl: string, slug: string, label: string): string {
  return `${orderPageUrl(appUrl, slug)}?table=${encodeURIComponent(label)}`;
}

export async function tableCardsPage({
  restaurantName,
  appUrl,
  slug,
  labels,
  locale,
}: {
  restaurantName: string;
  appUrl: string;
  slug: string;
  labels: readonly string[];
  locale: Locale;
}): Promise<string> {
  const m = messagesFor(locale).tables;
  const cards = await Promise.all(
    labels.map(async (label) => {
      const url = tableOrderUrl(appUrl, slug, label);
      const qr = await orderPageQrSvg(url);
      return `<section class="card">
  <p class="name">${escapeHtml(restaurantName)}</p>
  <h1>${escapeHtml(m.cardTable(label))}</h1>
  <div class="qr" role="img" aria-label="${escapeHtml(m.cardQrLabel(url))}">${qr}</div>
  <p class="lead">${escapeHtml(m.cardLead)}</p>
</section>`;
    }),
  );
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.cardsTitle(restaurantName))}</title>
<style>
  @page { size: A4; margin: 10mm; }
  body { font-family: Georgia, 'Times New Roman', serif; color: #1c1917; margin: 0; padding: 8px; }
  main { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8mm; }
  .card { border: 1px dashed #a8a29e; border-radius: 8px; padding: 16px; text-align: center; break-inside: avoid; page-break-inside: avoid; }
  p.name { font-size: 18px; margin: 0 0 4px; overflow-wrap: anywhere; }
  h1 { font-size: 36px; margin: 0 0 12px; overflow-wrap: anywhere; }
  .qr { width: 180px; max-width: 100%; aspect-ratio: 1; margin: 0 auto; }
  .qr svg { width: 100%; height: 100%; }
  p.lead { font-family: system-ui, sans-serif; font-size: 16px; color: #92400e; margin: 12px 0 0; }
  p.empty { font-family: system-ui, sans-serif; font-size: 18px; }
</style></head>
<body><main>
${cards.length > 0 ? cards.join('\n') : `<p class="empty">${escapeHtml(m.noTables)}</p>`}
</main></body></html>`;
}
