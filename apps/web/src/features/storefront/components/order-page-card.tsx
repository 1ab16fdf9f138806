import { Copy, ExternalLink, Printer } from 'lucide-react';
import toast from 'react-hot-toast';
import { orderPageUrl, posterUrl, qrCodeUrl } from '../order-page-url';
import { orderPageCardTexts } from '../texts';

const linkButton =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50';

/** The restaurant's public order page: its link, a QR code, and a printable poster. */
export function OrderPageCard({ slug, showQrCode = true }: { slug: string; showQrCode?: boolean }) {
  const url = orderPageUrl(slug);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(orderPageCardTexts.copied);
    } catch {
      toast.error(orderPageCardTexts.copyFailed);
    }
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {showQrCode && (
        <img
          src={qrCodeUrl(slug)}
          alt={orderPageCardTexts.qrCode(url)}
          width={112}
          height={112}
          className="h-28 w-28 flex-none rounded-lg border border-stone-200 bg-white p-1"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm text-stone-600">{orderPageCardTexts.intro}</p>
        <p className="mt-1 break-all font-mono text-sm text-stone-900" data-testid="order-page-url">
          {url}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={url} target="_blank" rel="noreferrer" className={linkButton}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> {orderPageCardTexts.open}
          </a>
          <button type="button" onClick={() => void copy()} className={linkButton}>
            <Copy aria-hidden="true" className="h-4 w-4" /> {orderPageCardTexts.copy}
          </button>
          <a href={posterUrl(slug)} target="_blank" rel="noreferrer" className={linkButton}>
            <Printer aria-hidden="true" className="h-4 w-4" /> {orderPageCardTexts.printPoster}
          </a>
        </div>
      </div>
    </div>
  );
}
