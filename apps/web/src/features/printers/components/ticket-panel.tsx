/**
 * The order detail's ticket (issue 21, decision 0038), a lazy chunk: the kitchen ticket or the receipt as the server
 * renders it for the printers (an SVG the same as the paper, 80 or 58 mm), "Print on the printers" (reprints say
 * COPY), and the browser's own print of the order's ticket on 58 mm paper (styles.css `.order-ticket`; the order
 * detail's "Print ticket" prints it at 80 mm).
 */
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { ticketPreviewUrl, usePrintOrder } from '../api/printers';
import { printersTexts, ticketTexts } from '../texts';

/** Prints the page's `.order-ticket` on a roll of `width` mm: 58 mm through a named page (styles.css), 80 mm as before. */
export function printInBrowser(width: 58 | 80): void {
  if (width === 58) document.body.dataset.ticketWidth = '58';
  const reset = () => {
    delete document.body.dataset.ticketWidth;
    window.removeEventListener('afterprint', reset);
  };
  window.addEventListener('afterprint', reset);
  window.print();
}

export function TicketPanel({ orderId }: { orderId: string }) {
  const allowed = usePermission('printers:print');
  const [purpose, setPurpose] = useState<'kitchen' | 'receipt'>('kitchen');
  const [width, setWidth] = useState<58 | 80>(80);
  const print = usePrintOrder(orderId);
  if (!allowed) return null;
  const what = purpose === 'kitchen' ? ticketTexts.kitchen : ticketTexts.receipt;
  const toggle = (active: boolean) =>
    `min-h-11 rounded-lg px-3 text-sm font-medium ${active ? 'bg-stone-900 text-white' : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-50'}`;
  return (
    <section aria-labelledby={`ticket-${orderId}`} className="space-y-3">
      <h3 id={`ticket-${orderId}`} className="font-semibold">
        {ticketTexts.title}
      </h3>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={purpose === 'kitchen'} className={toggle(purpose === 'kitchen')} onClick={() => setPurpose('kitchen')}>
          {ticketTexts.kitchen}
        </button>
        <button type="button" aria-pressed={purpose === 'receipt'} className={toggle(purpose === 'receipt')} onClick={() => setPurpose('receipt')}>
          {ticketTexts.receipt}
        </button>
        <button type="button" aria-pressed={width === 80} className={toggle(width === 80)} onClick={() => setWidth(80)}>
          {printersTexts.widthMm(80)}
        </button>
        <button type="button" aria-pressed={width === 58} className={toggle(width === 58)} onClick={() => setWidth(58)}>
          {printersTexts.widthMm(58)}
        </button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white p-2">
        <img
          src={ticketPreviewUrl(orderId, purpose, width)}
          alt={ticketTexts.preview(what, width)}
          className="mx-auto block h-auto"
          style={{ width: width === 80 ? 288 : 192 }}
        />
      </div>
      {print.isError && (
        <p role="alert" className="text-sm text-red-700">
          {print.error instanceof ApiError ? print.error.message : ticketTexts.failed}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => printInBrowser(58)}>
          {ticketTexts.browser58}
        </button>
        <button type="button" className={`${primaryButtonClass} inline-flex items-center gap-2`} disabled={print.isPending} onClick={() => print.mutate()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {print.isPending ? ticketTexts.printing : ticketTexts.print}
        </button>
      </div>
    </section>
  );
}
