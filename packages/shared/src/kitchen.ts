/**
 * The kitchen display (issue 21, decision 0037): stations, the category/dish → station mapping, the age colours, the
 * open tickets a display shows, the all-day counts and the customer-facing ready board. A ticket carries what the
 * kitchen cooks from — never the guest's phone or email.
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';
import { ChosenOptionSchema } from './options.ts';
import { singleLine } from './text.ts';

export const MAX_STATION_NAME_LENGTH = 30;
/** At most this many stations per restaurant. */
export const MAX_STATIONS = 20;
export const DEFAULT_KITCHEN_WARN_MINUTES = 10;
export const DEFAULT_KITCHEN_LATE_MINUTES = 20;

export const StationNameSchema = singleLine('station', MAX_STATION_NAME_LENGTH);

export const StationSchema = z.object({ id: z.uuid(), name: z.string(), position: z.number().int() });
export type KitchenStation = z.infer<typeof StationSchema>;

export const StationInputSchema = z.object({ name: StationNameSchema });
export const StationIdParamsSchema = z.object({ id: z.uuid({ error: msg((m) => m.kitchen.notAStationId) }) });
export const StationOrderSchema = z.object({
  station_ids: z
    .array(z.uuid({ error: msg((m) => m.kitchen.listEveryStation) }), { error: msg((m) => m.kitchen.listEveryStation) })
    .min(1, { error: msg((m) => m.kitchen.listEveryStation) })
    .max(MAX_STATIONS, { error: msg((m) => m.kitchen.listEveryStation) }),
});
export const StationListResponseSchema = z.object({ stations: z.array(StationSchema) });
export const StationResponseSchema = z.object({ station: StationSchema });

/** The age colours: amber after `warn_minutes`, red after `late_minutes` (later than amber). */
export const KitchenSettingsSchema = z
  .object({
    warn_minutes: z.number().int().min(1).max(240),
    late_minutes: z.number().int().min(2).max(480),
  })
  .refine((value) => value.late_minutes > value.warn_minutes, { path: ['late_minutes'], error: msg((m) => m.kitchen.lateAfterWarn) });
export type KitchenSettings = z.infer<typeof KitchenSettingsSchema>;

const StationRef = z.uuid({ error: msg((m) => m.kitchen.notAStationId) }).nullable();
/** PUT /api/kitchen/mapping: categories and dishes sent to a station (null: none; a dish's null: its category's). */
export const KitchenMappingInputSchema = z.object({
  categories: z
    .array(z.object({ id: z.uuid(), station_id: StationRef }))
    .max(500)
    .default([]),
  menu_items: z
    .array(z.object({ id: z.uuid(), station_id: StationRef }))
    .max(2000)
    .default([]),
});
export const KitchenSetupSchema = z.object({
  settings: z.object({ warn_minutes: z.number().int(), late_minutes: z.number().int() }),
  stations: z.array(StationSchema),
  categories: z.array(z.object({ id: z.uuid(), name: z.string(), station_id: z.uuid().nullable() })),
  menu_items: z.array(z.object({ id: z.uuid(), name: z.string(), category_id: z.uuid(), station_id: z.uuid().nullable() })),
});
export type KitchenSetup = z.infer<typeof KitchenSetupSchema>;

/** `?station=`: one station's id, or `all` (every line; the expo view reads the same). */
export const TicketsQuerySchema = z.object({
  station: z.union([z.literal('all'), z.uuid({ error: msg((m) => m.kitchen.notAStationId) })]).default('all'),
});
/** Bump / recall: for one station (its lines), or without it the whole order. */
export const BumpInputSchema = z.object({ station: z.uuid({ error: msg((m) => m.kitchen.notAStationId) }).optional() }).default({});
export const TicketParamsSchema = z.object({ orderId: z.uuid({ error: msg((m) => m.kitchen.ticketNotFound) }) });
export const LineParamsSchema = z.object({ lineId: z.uuid({ error: msg((m) => m.kitchen.lineNotFound) }) });

export const TicketLineSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  options: z.array(ChosenOptionSchema),
  allergens: z.array(z.string()),
  traces: z.array(z.string()),
  station_id: z.uuid().nullable(),
  done: z.boolean(),
});
export type TicketLine = z.infer<typeof TicketLineSchema>;

export const TicketSchema = z.object({
  id: z.uuid(),
  /** The number of the day (#12). */
  number: z.number().int(),
  status: z.string(),
  /** The guest's name as given (no phone, no email). */
  customer_name: z.string(),
  /** Dine-in: the table's label; null: pickup. */
  table_label: z.string().nullable(),
  /** A scheduled pickup's time; null: as soon as possible (or at a table). */
  pickup_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** When the kitchen should start a scheduled pickup: its pickup time minus the preparation time; null: now. */
  fire_at: z.string().nullable(),
  /** Scheduled and not yet due: shown apart, left out of the all-day counts. */
  held: z.boolean(),
  created_at: z.string(),
  /** What the age timer counts from: the fire time of a scheduled order, else when it was placed. */
  since: z.string(),
  notes: z.string().nullable(),
  /** Every allergen of the order's lines (contains), once. */
  allergens: z.array(z.string()),
  lines: z.array(TicketLineSchema),
  /** Per station with lines in the order (null: lines with no station): how many of its lines are done. */
  progress: z.array(z.object({ station_id: z.uuid().nullable(), done: z.number().int(), total: z.number().int() })),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const AllDaySchema = z.object({ name: z.string(), quantity: z.number().int() });
export type AllDayCount = z.infer<typeof AllDaySchema>;

export const TicketsResponseSchema = z.object({
  time_zone: z.string(),
  settings: z.object({ warn_minutes: z.number().int(), late_minutes: z.number().int() }),
  stations: z.array(StationSchema),
  tickets: z.array(TicketSchema),
  all_day: z.array(AllDaySchema),
});
export type TicketsResponse = z.infer<typeof TicketsResponseSchema>;

export const ReadyBoardSchema = z.object({ preparing: z.array(z.number().int()), ready: z.array(z.number().int()) });
export type ReadyBoard = z.infer<typeof ReadyBoardSchema>;

/** The kitchen stream's event types (with the order's `id`): a display refetches on each; `resync` reloads all. */
export const KITCHEN_EVENT_TYPES = ['order.created', 'order.updated', 'kitchen.bumped', 'kitchen.recalled', 'kitchen.line'] as const;
