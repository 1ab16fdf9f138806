import { z } from 'zod';
import { AllergenListOutputSchema } from './allergens.ts';
import { msg } from './messages/index.ts';
import { ChosenOptionSchema } from './options.ts';
import { DEFAULT_ORDER_PAGE_SIZE, MAX_ORDER_PAGE_SIZE, ORDER_SOURCES, ORDER_STATUSES } from './order-status.ts';
import { lineKey } from './pricing.ts';
import { GuestTableSchema } from './tables.ts';
import { type FieldLabel, singleLine } from './text.ts';

export {
  DEFAULT_ORDER_PAGE_SIZE,
  DEFAULT_PREPARATION_MINUTES,
  dailyNumberLabel,
  MAX_ORDER_PAGE_SIZE,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSource,
  type OrderStatus,
  orderNumber,
  orderStatusLabel,
} from './order-status.ts';
export { lineKey } from './pricing.ts';

export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: msg((m) => m.orders.unknownStatus) });

export const OrderLineSchema = z.object({
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  /** The menu item the line was priced from; absent on lines written before it was recorded. */
  menu_item_id: z.string().optional(),
  /**
   * The options chosen, as they were named and priced when ordered (issue 19); `price` already includes their price
   * changes. Absent on lines written before options existed.
   */
  options: z.array(ChosenOptionSchema).optional(),
  /** The EU allergens of what was chosen (dish and options), and traces; absent on older lines. */
  allergens: AllergenListOutputSchema.optional(),
  traces: AllergenListOutputSchema.optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: z.string().uuid(),
  restaurant_id: z.string(),
  /** The account that created the order: the member who took it, or for an online order the restaurant's owner; null once that account is deleted. */
  user_id: z.string().nullable(),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  customer_email: z.string().nullable(),
  order_items: z.array(OrderLineSchema),
  notes: z.string().nullable(),
  total_amount: z.number(),
  status: OrderStatusSchema,
  source: z.enum(ORDER_SOURCES),
  created_at: z.string(),
  updated_at: z.string(),
  /** The short number of the order in its restaurant's business day (#1, #2 …; issue 20), beside the id's last 8 characters. */
  daily_number: z.number().int(),
  /** The restaurant's business day the number belongs to, 'YYYY-MM-DD'. */
  business_day: z.string().nullable(),
  /** When the restaurant said it will be ready (set when accepted); null before, or when accepted without a time. */
  ready_at: z.string().nullable(),
  /** Why the restaurant turned it down (set when rejected); null otherwise. */
  rejection_reason: z.string().nullable(),
  /** When the guest picks the order up (issue 20): the slot they chose; null: as soon as possible (and every phone order). */
  pickup_at: z.string().nullable(),
  /** The table a dine-in order was placed at (issue 20, decision 0033), its label as it was then; null: pickup or phone. */
  table_label: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The ready time offered when an order is accepted: now plus this many minutes (the ±5 buttons move it). */
export const MAX_READY_IN_MINUTES = 600;
export const MAX_REJECTION_REASON = 300;

/** Accept a pending order: it will be ready in this many minutes from now (0: now). */
export const AcceptOrderSchema = z.object({
  ready_in_minutes: z
    .number({ error: msg((m) => m.orders.readyInMinutes(MAX_READY_IN_MINUTES)) })
    .int({ error: msg((m) => m.orders.readyInMinutes(MAX_READY_IN_MINUTES)) })
    .min(0, { error: msg((m) => m.orders.readyInMinutes(MAX_READY_IN_MINUTES)) })
    .max(MAX_READY_IN_MINUTES, { error: msg((m) => m.orders.readyInMinutes(MAX_READY_IN_MINUTES)) }),
});
export type AcceptOrderInput = z.input<typeof AcceptOrderSchema>;

/** Reject a pending order, saying why (the guest reads it). */
export const RejectOrderSchema = z.object({
  reason: z
    .string({ error: msg((m) => m.orders.rejectionReasonRequired) })
    .trim()
    .min(1, { error: msg((m) => m.orders.rejectionReasonRequired) })
    .max(MAX_REJECTION_REASON, { error: msg((m) => m.text.atMost(m.labels.rejectionReason, MAX_REJECTION_REASON)) })
    .refine((value) => !/[\r\n]/.test(value), { error: msg((m) => m.orders.rejectionReasonOneLine) }),
});
export type RejectOrderInput = z.input<typeof RejectOrderSchema>;

/** How the restaurant takes online orders: accepted by themselves, and when a waiting one alerts again. */
export const OrderSettingsSchema = z.object({
  auto_accept: z.boolean(),
  realert_after_minutes: z.number().int().min(1).max(60),
  /** Minutes from acceptance to ready offered by default (read-only here: the restaurant's clock sets it). */
  preparation_minutes: z.number().int(),
});
export type OrderSettings = z.infer<typeof OrderSettingsSchema>;

export const UpdateOrderSettingsSchema = z
  .object({
    auto_accept: z.boolean({ error: msg((m) => m.orders.autoAcceptBoolean) }).optional(),
    realert_after_minutes: z
      .number({ error: msg((m) => m.orders.realertMinutes) })
      .int({ error: msg((m) => m.orders.realertMinutes) })
      .min(1, { error: msg((m) => m.orders.realertMinutes) })
      .max(60, { error: msg((m) => m.orders.realertMinutes) })
      .optional(),
  })
  .strict();
export type UpdateOrderSettingsInput = z.input<typeof UpdateOrderSettingsSchema>;

export const UpdateOrderStatusSchema = z.object({ status: OrderStatusSchema });
export const OrderIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.orders.notAnOrderId) }) });

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

const optionalText = (max: number, label: FieldLabel) =>
  z
    .string()
    .trim()
    .max(max, { error: msg((m) => m.text.atMost(m.labels[label], max)) })
    .nullish()
    .transform((value) => (value ? value : null));

/** Who ordered: a name, and a phone number or email when the guest gave one. */
export const OrderCustomerSchema = z.object({
  customer_name: singleLine('customerName', 120),
  customer_phone: optionalText(40, 'phone').refine((value) => value === null || /^[+()\d\s./-]{3,}$/.test(value), { error: msg((m) => m.orders.enterPhone) }),
  customer_email: optionalText(254, 'email').refine((value) => value === null || z.email().safeParse(value).success, {
    error: msg((m) => m.orders.enterEmail),
  }),
});

/** Option ids chosen for one line: the server checks them against the dish's groups (options.ts `priceLine`). */
export const OrderOptionIdsSchema = z.array(z.uuid({ error: msg((m) => m.orders.optionIds) }), { error: msg((m) => m.orders.optionIds) }).max(60);

export const OrderItemRequestSchema = z.object({
  menu_item_id: z.uuid({ error: msg((m) => m.orders.pickMenuItem) }),
  quantity: z
    .number({ error: msg((m) => m.orders.quantityNumber) })
    .int({ error: msg((m) => m.orders.quantityWhole) })
    .min(1, { error: msg((m) => m.orders.quantityMin) })
    .max(MAX_LINE_QUANTITY, { error: msg((m) => m.orders.quantityMax(MAX_LINE_QUANTITY)) }),
  /** The chosen option ids (issue 19); absent: each group's defaults. Prices always come from the menu. */
  options: OrderOptionIdsSchema.optional(),
});

/**
 * A new order: who, what (menu item ids and quantities only — names and prices come from the menu on the server), notes.
 * POST /api/orders takes it for orders taken by phone or at the counter.
 */
export const CreateOrderSchema = OrderCustomerSchema.extend({
  notes: optionalText(1000, 'notes'),
  /** An order taken at a table (decision 0033): one of the restaurant's table labels, whatever its case (else 400 at `table`). */
  table: GuestTableSchema.optional(),
  items: z
    .array(OrderItemRequestSchema, { error: msg((m) => m.orders.addItem) })
    .min(1, { error: msg((m) => m.orders.addItem) })
    .max(MAX_ORDER_LINES, { error: msg((m) => m.orders.tooManyLines(MAX_ORDER_LINES)) })
    .refine((items) => new Set(items.map(lineKey)).size === items.length, { error: msg((m) => m.orders.itemOnce) }),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

/** Status filter counts; `all` is every order of the owner. */
const count = z.number().int();
export const OrderCountsSchema = z.object({ all: count, pending: count, confirmed: count, preparing: count, ready: count, delivered: count, cancelled: count });
export type OrderCounts = z.infer<typeof OrderCountsSchema>;

/** A calendar day, YYYY-MM-DD, that exists. */
const OrderDaySchema = z.iso.date({ error: msg((m) => m.orders.enterDay) });

export const OrderListQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    /** Opaque: the nextCursor of the previous page. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_ORDER_PAGE_SIZE).default(DEFAULT_ORDER_PAGE_SIZE),
    /** Search (issue 20): the order's number (the id's last characters, with or without "#"), the guest's name or phone. */
    q: z
      .string()
      .trim()
      .max(100, { error: msg((m) => m.orders.searchTooLong(100)) })
      .optional()
      .transform((value) => value || undefined),
    /** First and last day (YYYY-MM-DD) of the orders, both included, in the restaurant's time zone. */
    from: OrderDaySchema.optional(),
    to: OrderDaySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], error: msg((m) => m.orders.daysReversed) });
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

export const OrderListResponseSchema = z.object({
  orders: z.array(OrderSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  counts: OrderCountsSchema,
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
