/**
 * Printers (issue 21, decision 0038): Star CloudPRNT and Epson Server Direct Print printers that poll Maître at an
 * address holding a secret, what each prints (kitchen stations and/or receipts, N copies, by itself when an order is
 * accepted or arrives), and the plan's printer limit. Owners and managers manage them (`printers:manage`); whoever
 * runs the service prints and reprints (`printers:print`).
 */
import { z } from 'zod';
import { englishMessages, type Messages, msg } from './messages/index.ts';
import { getPlan, PLANS, type PlanId } from './plans.ts';
import { singleLine } from './text.ts';

/**
 * `cloudprnt` and `epson_sdp` poll Maître themselves; `bridge` is a network printer at `host:port` (raw ESC/POS, port
 * 9100 by default) reached through the restaurant's paired print bridge (decision 0040).
 */
export const PRINTER_PROTOCOLS = ['cloudprnt', 'epson_sdp', 'bridge'] as const;
export type PrinterProtocol = (typeof PRINTER_PROTOCOLS)[number];
export const AUTO_PRINT_MOMENTS = ['accepted', 'arrived', 'off'] as const;
export type AutoPrintMoment = (typeof AUTO_PRINT_MOMENTS)[number];
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidthMm = (typeof PAPER_WIDTHS)[number];
/** What Settings shows: reported by the printer, or offline when it has not polled for PRINTER_OFFLINE_SECONDS. */
export const PRINTER_STATUSES = ['unknown', 'online', 'offline', 'paper_out', 'cover_open', 'error'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];
export const PRINTER_OFFLINE_SECONDS = 30;
export const TICKET_PURPOSES = ['kitchen', 'receipt', 'cancellation'] as const;
export type TicketPurposeName = (typeof TICKET_PURPOSES)[number];
export const MAX_PRINTER_NAME_LENGTH = 60;
export const MAX_COPIES = 5;

export const DEFAULT_RAW_PORT = 9100;
export const MAX_HOST_LENGTH = 253;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** A printer's address on the restaurant's network: an IPv4 or IPv6 address or a host name — never a URL, never a port. */
export function isPrinterHost(value: string): boolean {
  if (IPV4.test(value)) return true;
  // Digits and dots only: meant as an IPv4 address, and not one (1.2.3.999).
  if (/^[\d.]+$/.test(value)) return false;
  if (value.includes(':')) return z.ipv6().safeParse(value.replace(/^\[(.*)\]$/, '$1')).success;
  return HOST_NAME.test(value);
}

const HostSchema = z
  .string({ error: msg((m) => m.printing.hostRequired) })
  .trim()
  .min(1, { error: msg((m) => m.printing.hostRequired) })
  .max(MAX_HOST_LENGTH, { error: msg((m) => m.printing.hostInvalid) })
  .refine(isPrinterHost, { error: msg((m) => m.printing.hostInvalid) })
  // Stored without the brackets an IPv6 address may be typed with.
  .transform((value) => value.replace(/^\[(.*)\]$/, '$1'));
const PortSchema = z
  .number({ error: msg((m) => m.printing.portInvalid) })
  .int({ error: msg((m) => m.printing.portInvalid) })
  .min(1, { error: msg((m) => m.printing.portInvalid) })
  .max(65535, { error: msg((m) => m.printing.portInvalid) });

const StationsSchema = z.union([z.literal('all'), z.array(z.string().trim().min(1).max(100)).max(50)]);

const PrinterFields = z.object({
  name: singleLine('name', MAX_PRINTER_NAME_LENGTH),
  protocol: z.enum(PRINTER_PROTOCOLS),
  /** A `bridge` printer's address on the restaurant's network (required for it, refused for the others). */
  host: HostSchema.optional(),
  /** A `bridge` printer's raw port (9100 when left out). */
  port: PortSchema.optional(),
  /** 'all' stations, or the ids of the stations whose lines it prints ([]: no kitchen tickets). */
  stations: StationsSchema.default('all'),
  prints_receipts: z.boolean().default(false),
  copies: z.number().int().min(1).max(MAX_COPIES).default(1),
  auto_print: z.enum(AUTO_PRINT_MOMENTS).default('accepted'),
  paper_width: z.union([z.literal(58), z.literal(80)]).default(80),
});

/** POST /api/printers. A `bridge` printer needs its host; the others have none (their address is Maître's). */
export const PrinterInputSchema = PrinterFields.superRefine((value, context) => {
  if (value.protocol === 'bridge' && value.host === undefined) {
    context.addIssue({ code: 'custom', path: ['host'], message: msg((m) => m.printing.hostRequired)() });
  }
  for (const field of ['host', 'port'] as const) {
    if (value.protocol !== 'bridge' && value[field] !== undefined) {
      context.addIssue({ code: 'custom', path: [field], message: msg((m) => m.printing.bridgeOnly)() });
    }
  }
});
export type PrinterInput = z.input<typeof PrinterInputSchema>;
export type PrinterValues = z.output<typeof PrinterInputSchema>;

/** PATCH /api/printers/:id: any of the settings (the protocol stays; host and port only for a `bridge` printer). */
export const PrinterUpdateSchema = PrinterFields.omit({ protocol: true }).partial();
export type PrinterUpdate = z.output<typeof PrinterUpdateSchema>;

export const PrinterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  protocol: z.enum(PRINTER_PROTOCOLS),
  /** A `bridge` printer's address and port; null for the others. */
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  stations: StationsSchema,
  prints_receipts: z.boolean(),
  copies: z.number().int(),
  auto_print: z.enum(AUTO_PRINT_MOMENTS),
  paper_width: z.union([z.literal(58), z.literal(80)]),
  status: z.enum(PRINTER_STATUSES),
  status_detail: z.string().nullable(),
  last_poll_at: z.string().nullable(),
  created_at: z.string(),
});
export type Printer = z.infer<typeof PrinterSchema>;

export const PrinterIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.printing.notAPrinterId) }) });
export const PrinterListResponseSchema = z.object({ printers: z.array(PrinterSchema) });
export const PrinterResponseSchema = z.object({ printer: PrinterSchema });
/** The answer to a new printer: its address (with the secret), shown this once. */
export const PrinterCreatedResponseSchema = z.object({ printer: PrinterSchema, url: z.string() });

/** GET /api/printers/alerts: the printers that should print by themselves and are offline (the dashboard's notice). */
/**
 * GET /api/printers/alerts: the printers that should print by themselves and cannot — `offline` (no poll for 30 s, or
 * reported so) and `stopped` (reporting paper out, cover open or an error); their tickets wait.
 */
export const PrinterAlertsResponseSchema = z.object({
  offline: z.array(z.object({ id: z.uuid(), name: z.string() })),
  stopped: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.enum(['paper_out', 'cover_open', 'error']) })),
});
export type PrinterAlerts = z.infer<typeof PrinterAlertsResponseSchema>;

/** POST /api/orders/:id/print: every ticket of the order on every printer that prints it, or one purpose / one printer. */
export const PrintOrderSchema = z.object({
  purpose: z.enum(['kitchen', 'receipt']).optional(),
  printer_id: z.uuid().optional(),
});
export const PrintOrderResponseSchema = z.object({ jobs: z.number().int(), copy: z.boolean() });

/** GET /api/orders/:id/ticket: the ticket's preview. */
export const TicketPreviewQuerySchema = z.object({
  purpose: z.enum(TICKET_PURPOSES).default('kitchen'),
  width: z.coerce
    .number()
    .pipe(z.union([z.literal(58), z.literal(80)]))
    .default(80),
  format: z.enum(['svg', 'text']).default('svg'),
});

/** Printers the plan allows (no plan counts as Snackbar); null means unlimited. */
export function printerLimit(planId: PlanId | null): number | null {
  return getPlan(planId ?? 'snackbar').limits.printers;
}

/** What an owner at the limit is told: the limit, and the cheapest plan that lifts it (English unless given messages). */
export function printerLimitMessage(planId: PlanId | null, messages: Messages = englishMessages): string {
  const limit = printerLimit(planId);
  const next = PLANS.find((plan) => plan.limits.printers === null || (limit !== null && plan.limits.printers > limit));
  return messages.printing.printerLimit(planId ? getPlan(planId).name : null, limit, next ? { name: next.name, limit: next.limits.printers } : null);
}

/** What a print bridge reports of a printer (decision 0040): reachable, not reachable, or what its status bytes said. */
export const BRIDGE_PRINTER_STATUSES = ['online', 'offline', 'paper_out', 'cover_open', 'error'] as const;
export type BridgePrinterStatus = (typeof BRIDGE_PRINTER_STATUSES)[number];
const TokenSchema = z.string().trim().min(1).max(100);
const DetailSchema = z.string().max(200).optional();

/** POST /api/print-bridge/confirm: the bridge wrote the job of `token` to its printer, and the connection closed cleanly. */
export const BridgeConfirmSchema = z.object({ token: TokenSchema });
/** POST /api/print-bridge/fail: the bridge could not print the job of `token` (back in the queue); what it saw of the printer. */
export const BridgeFailSchema = z.object({
  token: TokenSchema,
  status: z.enum(BRIDGE_PRINTER_STATUSES).default('error'),
  detail: DetailSchema,
});
/** POST /api/print-bridge/status: the bridge's heartbeat, a status per printer it reaches. */
export const BridgeStatusSchema = z.object({
  printers: z.array(z.object({ id: z.uuid(), status: z.enum(BRIDGE_PRINTER_STATUSES), detail: DetailSchema })).max(100),
});
export const BridgeAcknowledgedSchema = z.object({ ok: z.literal(true) });

/** The stream's `printers` event: the restaurant's bridge printers, whenever they change (and first). */
export interface BridgePrinter {
  id: string;
  name: string;
  host: string;
  port: number;
}
/** The stream's `job` event: one ticket for one printer, ESC/POS bytes in base64, printed only once confirmed with its token. */
export interface BridgeJob {
  id: string;
  token: string;
  printer_id: string;
  bytes: string;
}
