/**
 * Settings → Printers (issue 21, decisions 0038 and 0040), loaded lazily by the settings page: the restaurant's Star
 * CloudPRNT, Epson Server Direct Print and network printers (reached through the print bridge) with their status, what
 * each prints, and a form to add one. A new printer's address is shown once, with the steps to type it into the
 * printer's own web page; a network printer's, with the command that starts the print bridge. Only for roles that manage
 * printers (owners and managers); the server refuses the others anyway (and past the plan's limit).
 */
import {
  AUTO_PRINT_MOMENTS,
  type AutoPrintMoment,
  DEFAULT_RAW_PORT,
  MAX_COPIES,
  type Printer,
  type PrinterProtocol,
  type PrinterStatus,
} from '@maitre/shared/printers';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { useUniqueId } from '@/lib/use-unique-id';
import { useAddPrinter, useDeletePrinter, usePrinters } from '../api/printers';
import { printersTexts } from '../texts';

const CHIP: Record<PrinterStatus, string> = {
  unknown: 'bg-stone-100 text-stone-700',
  online: 'bg-emerald-100 text-emerald-900',
  offline: 'bg-red-100 text-red-900',
  paper_out: 'bg-amber-100 text-amber-900',
  cover_open: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
};

const PROTOCOL_TEXT: Record<PrinterProtocol, () => string> = {
  cloudprnt: () => printersTexts.cloudprnt,
  epson_sdp: () => printersTexts.epsonSdp,
  bridge: () => printersTexts.bridge,
};

const AUTO_TEXT: Record<AutoPrintMoment, () => string> = {
  accepted: () => printersTexts.autoAccepted,
  arrived: () => printersTexts.autoArrived,
  off: () => printersTexts.autoOff,
};

export function PrintersSection() {
  const allowed = usePermission('printers:manage');
  if (!allowed) return null;
  return (
    <section aria-labelledby="printers" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="printers" className="font-display text-lg font-semibold text-stone-900">
        {printersTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{printersTexts.description}</p>
      <div className="mt-5">
        <PrintersEditor />
      </div>
    </section>
  );
}

function PrintersEditor() {
  const printers = usePrinters();
  if (printers.isPending) return <p className="text-sm text-stone-600">{printersTexts.loading}</p>;
  if (printers.isError)
    return (
      <div role="alert" className="text-sm text-red-800">
        {printersTexts.loadFailed}{' '}
        <button type="button" onClick={() => void printers.refetch()} className="font-medium underline">
          {printersTexts.tryAgain}
        </button>
      </div>
    );
  return (
    <div className="space-y-5">
      {printers.data.length === 0 ? (
        <p className="text-sm text-stone-600">{printersTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {printers.data.map((printer) => (
            <PrinterRow key={printer.id} printer={printer} />
          ))}
        </ul>
      )}
      <AddPrinter />
    </div>
  );
}

function PrinterRow({ printer }: { printer: Printer }) {
  const remove = useDeletePrinter();
  const prints = [
    printer.stations === 'all' || printer.stations.length > 0 ? printersTexts.kitchenTickets : null,
    printer.prints_receipts ? printersTexts.receipts : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          {printer.name}
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${CHIP[printer.status]}`} data-testid="printer-status">
            {printersTexts.status[printer.status]}
          </span>
        </p>
        <p className="text-sm text-stone-600">
          {PROTOCOL_TEXT[printer.protocol]()}
          {printer.host !== null && ` (${printer.host.includes(':') ? `[${printer.host}]` : printer.host}:${printer.port})`} ·{' '}
          {printersTexts.widthMm(printer.paper_width)} · {printersTexts.copiesOf(printer.copies)} · {AUTO_TEXT[printer.auto_print]()}
        </p>
        {prints && <p className="text-sm text-stone-600">{printersTexts.prints(prints)}</p>}
      </div>
      <button
        type="button"
        aria-label={printersTexts.deletePrinter(printer.name)}
        disabled={remove.isPending}
        onClick={() => remove.mutate(printer)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}

function AddPrinter() {
  const id = useUniqueId();
  const add = useAddPrinter();
  const [name, setName] = useState('');
  const [protocol, setProtocol] = useState<PrinterProtocol>('cloudprnt');
  const [width, setWidth] = useState<58 | 80>(80);
  const [kitchen, setKitchen] = useState(true);
  const [receipts, setReceipts] = useState(false);
  const [copies, setCopies] = useState(1);
  const [autoPrint, setAutoPrint] = useState<AutoPrintMoment>('accepted');
  const [host, setHost] = useState('');
  const [port, setPort] = useState(String(DEFAULT_RAW_PORT));
  const [created, setCreated] = useState<{ url: string; protocol: PrinterProtocol } | null>(null);
  const fieldErrors = add.error instanceof ApiError ? add.error.fieldErrors : undefined;
  const hostError = fieldErrors?.host?.[0];
  const portError = fieldErrors?.port?.[0];
  // The host's and port's errors show at their fields; anything else here.
  const error =
    add.error instanceof ApiError ? (fieldErrors?.name?.[0] ?? (hostError || portError ? null : add.error.message)) : add.error ? printersTexts.failed : null;
  const bridge = protocol === 'bridge';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        name,
        protocol,
        paper_width: width,
        stations: kitchen ? 'all' : [],
        prints_receipts: receipts,
        copies,
        auto_print: autoPrint,
        // Sent as typed: the server says what is wrong with it, at the field.
        ...(bridge ? { host, port: port.trim() === '' ? DEFAULT_RAW_PORT : Number(port) } : {}),
      },
      {
        onSuccess: ({ url }) => {
          setCreated({ url, protocol });
          setName('');
          setHost('');
        },
      },
    );
  };

  if (created?.protocol === 'bridge') return <BridgeSteps server={created.url} onDone={() => setCreated(null)} />;
  if (created) return <PrinterAddress {...created} onDone={() => setCreated(null)} />;
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          {printersTexts.name}
        </label>
        <input id={`${id}-name`} className={controlClass} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-protocol`} className={labelClass}>
          {printersTexts.protocol}
        </label>
        <select id={`${id}-protocol`} className={controlClass} value={protocol} onChange={(event) => setProtocol(event.target.value as PrinterProtocol)}>
          <option value="cloudprnt">{printersTexts.cloudprnt}</option>
          <option value="epson_sdp">{printersTexts.epsonSdp}</option>
          <option value="bridge">{printersTexts.bridge}</option>
        </select>
      </div>
      {bridge && (
        <>
          <p className="text-sm text-stone-600 sm:col-span-2">{printersTexts.bridgeHint}</p>
          <div>
            <label htmlFor={`${id}-host`} className={labelClass}>
              {printersTexts.host}
            </label>
            <input
              id={`${id}-host`}
              className={controlClass}
              value={host}
              maxLength={253}
              placeholder="192.168.1.50"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={hostError ? true : undefined}
              aria-describedby={hostError ? `${id}-host-error` : undefined}
              onChange={(event) => setHost(event.target.value)}
            />
            {hostError && (
              <p id={`${id}-host-error`} className={fieldErrorClass}>
                {hostError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-port`} className={labelClass}>
              {printersTexts.port}
            </label>
            <input
              id={`${id}-port`}
              inputMode="numeric"
              className={controlClass}
              value={port}
              maxLength={5}
              aria-invalid={portError ? true : undefined}
              aria-describedby={portError ? `${id}-port-error` : undefined}
              onChange={(event) => setPort(event.target.value)}
            />
            {portError && (
              <p id={`${id}-port-error`} className={fieldErrorClass}>
                {portError}
              </p>
            )}
          </div>
        </>
      )}
      <div>
        <label htmlFor={`${id}-width`} className={labelClass}>
          {printersTexts.width}
        </label>
        <select id={`${id}-width`} className={controlClass} value={width} onChange={(event) => setWidth(Number(event.target.value) === 58 ? 58 : 80)}>
          <option value={80}>{printersTexts.widthMm(80)}</option>
          <option value={58}>{printersTexts.widthMm(58)}</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-auto`} className={labelClass}>
          {printersTexts.autoPrint}
        </label>
        <select id={`${id}-auto`} className={controlClass} value={autoPrint} onChange={(event) => setAutoPrint(event.target.value as AutoPrintMoment)}>
          {AUTO_PRINT_MOMENTS.map((moment) => (
            <option key={moment} value={moment}>
              {AUTO_TEXT[moment]()}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-copies`} className={labelClass}>
          {printersTexts.copies}
        </label>
        <input
          id={`${id}-copies`}
          type="number"
          min={1}
          max={MAX_COPIES}
          className={controlClass}
          value={copies}
          onChange={(event) => setCopies(Math.min(MAX_COPIES, Math.max(1, Math.round(Number(event.target.value)) || 1)))}
        />
      </div>
      <fieldset className="flex flex-col justify-end gap-1 text-sm text-stone-800">
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={kitchen} onChange={(event) => setKitchen(event.target.checked)} />
          {printersTexts.kitchenTickets}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={receipts} onChange={(event) => setReceipts(event.target.checked)} />
          {printersTexts.receipts}
        </label>
      </fieldset>
      {error && (
        <p role="alert" className={`${fieldErrorClass} sm:col-span-2`}>
          {error}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
          {add.isPending ? printersTexts.adding : printersTexts.add}
        </button>
      </div>
    </form>
  );
}

/** A new printer's address, shown this once, with the steps for its maker's web page. */
function PrinterAddress({ url, protocol, onDone }: { url: string; protocol: PrinterProtocol; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4" role="status">
      <p className="font-semibold text-stone-900">{printersTexts.urlTitle}</p>
      <code className="block break-all rounded bg-white px-3 py-2 text-sm text-stone-900" data-testid="printer-url">
        {url}
      </code>
      <p className="text-sm text-stone-700">{protocol === 'cloudprnt' ? printersTexts.starSteps : printersTexts.epsonSteps}</p>
      <p className="text-sm font-medium text-stone-800">{printersTexts.urlOnce}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? printersTexts.copied : printersTexts.copy}
        </button>
        <button type="button" className={primaryButtonClass} onClick={onDone}>
          {printersTexts.done}
        </button>
      </div>
    </div>
  );
}

/** A network printer added: how to start the print bridge that reaches it (decision 0040). */
function BridgeSteps({ server, onDone }: { server: string; onDone: () => void }) {
  const command = `npm run print-bridge -- --server ${server} --code ${printersTexts.codePlaceholder}`;
  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4" role="status">
      <p className="font-semibold text-stone-900">{printersTexts.bridgeTitle}</p>
      <p className="text-sm text-stone-700">{printersTexts.bridgeSteps}</p>
      <code className="block break-all rounded bg-white px-3 py-2 text-sm text-stone-900" data-testid="bridge-command">
        {command}
      </code>
      <p className="text-sm text-stone-700">{printersTexts.bridgeNetwork}</p>
      <button type="button" className={primaryButtonClass} onClick={onDone}>
        {printersTexts.done}
      </button>
    </div>
  );
}
