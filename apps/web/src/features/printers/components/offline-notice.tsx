/**
 * The dashboard's notice (issue 21, decision 0038), a lazy chunk: a printer that should print by itself has not polled
 * for 30 s, or reports it cannot print (paper out, cover open, an error), so tickets wait. Nothing when every such
 * printer is online (or the restaurant has none).
 */
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { usePermission } from '@/features/team/use-permission';
import { usePrinterAlerts } from '../api/printers';
import { offlineTexts, printersTexts } from '../texts';

export function PrinterOfflineNotice() {
  const alerts = usePrinterAlerts();
  const manages = usePermission('printers:manage');
  if (!alerts.data || (alerts.data.offline.length === 0 && alerts.data.stopped.length === 0)) return null;
  const { offline, stopped } = alerts.data;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <Printer aria-hidden="true" className="h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {offline.length > 0 && <p>{offlineTexts.offline(offline.map((printer) => printer.name).join(', '))}</p>}
        {stopped.length > 0 && <p>{offlineTexts.stopped(stopped.map((printer) => `${printer.name} (${printersTexts.status[printer.status]})`).join(', '))}</p>}
      </div>
      {manages && (
        <Link to="/dashboard/settings#printers" className="font-semibold underline">
          {offlineTexts.settings}
        </Link>
      )}
    </div>
  );
}
