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

export const PRINTER_PROTOCOLS = ['cloudprnt', 'epson_sdp'] as const;
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

const StationsSchema = z.union([z.literal('all'), z.array(z.string().trim().min(1).max(100)).max(50)]);

/** POST /api/printers. */
export const PrinterInputSchema = z.object({
  name: singleLine('name', MAX_PRINTER_NAME_LENGTH),
  protocol: z.enum(PRINTER_PROTOCOLS),
  /** 'all' stations, or the ids of the stations whose lines it prints ([]: no kitchen tickets). */
  stations: StationsSchema.default('all'),
  prints_receipts: z.boolean().default(false),
  copies: z.number().int().min(1).max(MAX_COPIES).default(1),
  auto_print: z.enum(AUTO_PRINT_MOMENTS).default('accepted'),
  paper_width: z.union([z.literal(58), z.literal(80)]).default(80),
});
export type PrinterInput = z.input<typeof PrinterInputSchema>;
export type PrinterValues = z.output<typeof PrinterInputSchema>;

/** PATCH /api/printers/:id: any of the settings (the protocol and the address stay). */
export const PrinterUpdateSchema = PrinterInputSchema.omit({ protocol: true }).partial();
export type PrinterUpdate = z.output<typeof PrinterUpdateSchema>;

export const PrinterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  protocol: z.enum(PRINTER_PROTOCOLS),
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
export const PrinterAlertsResponseSchema = z.object({ offline: z.array(z.object({ id: z.uuid(), name: z.string() })) });

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
