/**
 * The dashboard's notice (issue 21, decision 0038), a lazy chunk: a printer that should print by itself has not polled
 * for 30 s, so tickets wait. Nothing when every such printer is online (or the restaurant has none).
 */
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { usePermission } from '@/features/team/use-permission';
import { usePrinterAlerts } from '../api/printers';
import { offlineTexts } from '../texts';

export function PrinterOfflineNotice() {
  const alerts = usePrinterAlerts();
  const manages = usePermission('printers:manage');
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <Printer aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p className="min-w-0 flex-1">{offlineTexts.offline(alerts.data.map((printer) => printer.name).join(', '))}</p>
      {manages && (
        <Link to="/dashboard/settings#printers" className="font-semibold underline">
          {offlineTexts.settings}
        </Link>
      )}
    </div>
  );
}
