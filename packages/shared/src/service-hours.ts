/**
 * Contracts of the restaurant's clock (issue 20, decision 0030): the settings (opening hours, exceptions, business-day
 * cutoff, preparation time, pacing, scheduling, the guests' address and phone), the pause of online orders, and what
 * the order page is told (open, closed with the next opening, paused with the message; the free pickup slots). The
 * rules themselves are in service-clock.ts (zod-free).
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';
import { minutesOf } from './service-clock.ts';

export {
  DEFAULT_PREPARATION_MINUTES,
  type HoursException,
  SLOT_MINUTES,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from './service-clock.ts';

export const SERVICE_LIMITS = {
  rangesPerDay: 4,
  exceptions: 60,
  noteMax: 80,
  pauseMessageMax: 200,
  addressMax: 200,
  phoneMax: 40,
  cutoffMax: 720,
  preparationMax: 240,
  pacingMax: 999,
} as const;

/** The pause lengths offered (minutes); null: until resumed. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

const time = z.string().refine((value) => !Number.isNaN(minutesOf(value)) && value !== '24:00', { error: msg((m) => m.serviceHours.enterTime) });
const closingTime = z.string().refine((value) => !Number.isNaN(minutesOf(value)), { error: msg((m) => m.serviceHours.enterTime) });

export const TimeRangeSchema = z
  .object({ from: time, to: closingTime })
  .refine((range) => minutesOf(range.from) !== minutesOf(range.to) % 1440 || range.to === '24:00', {
    error: msg((m) => m.serviceHours.rangeEmpty),
    path: ['to'],
  });

const dayRanges = z.array(TimeRangeSchema).max(SERVICE_LIMITS.rangesPerDay, { error: msg((m) => m.serviceHours.tooManyRanges(SERVICE_LIMITS.rangesPerDay)) });

export const WeeklyHoursSchema = z.object({
  mon: dayRanges,
  tue: dayRanges,
  wed: dayRanges,
  thu: dayRanges,
  fri: dayRanges,
  sat: dayRanges,
  sun: dayRanges,
});

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const HoursExceptionSchema = z.object({
  date: z.string().refine(isDate, { error: msg((m) => m.serviceHours.enterDate) }),
  /** Empty: closed all day. */
  ranges: dayRanges,
  note: z
    .string()
    .trim()
    .max(SERVICE_LIMITS.noteMax, { error: msg((m) => m.text.atMost(m.labels.notes, SERVICE_LIMITS.noteMax)) })
    .nullish()
    .transform((value) => value || null),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg((m) => m.serviceHours.tooLong(max)) })
    .nullish()
    .transform((value) => value || null);

/** PUT /api/service-hours: every setting of the clock at once. */
export const ServiceSettingsInputSchema = z.object({
  /** null: no hours set, open at all hours. */
  weekly_hours: WeeklyHoursSchema.nullable(),
  exceptions: z
    .array(HoursExceptionSchema)
    .max(SERVICE_LIMITS.exceptions, { error: msg((m) => m.serviceHours.tooManyExceptions(SERVICE_LIMITS.exceptions)) })
    .refine((list) => new Set(list.map((exception) => exception.date)).size === list.length, { error: msg((m) => m.serviceHours.dateTwice) }),
  /** Minutes after midnight at which a business day starts (an order at 01:30 belongs to the day before with 04:00). */
  business_day_cutoff_minutes: z
    .number()
    .int()
    .min(0, { error: msg((m) => m.serviceHours.cutoffRange) })
    .max(SERVICE_LIMITS.cutoffMax, { error: msg((m) => m.serviceHours.cutoffRange) }),
  preparation_minutes: z
    .number()
    .int()
    .min(0, { error: msg((m) => m.serviceHours.preparationRange(SERVICE_LIMITS.preparationMax)) })
    .max(SERVICE_LIMITS.preparationMax, { error: msg((m) => m.serviceHours.preparationRange(SERVICE_LIMITS.preparationMax)) }),
  /** At most this many orders per 15-minute slot; null: no limit. */
  pacing_per_slot: z
    .number()
    .int()
    .min(1, { error: msg((m) => m.serviceHours.pacingRange(SERVICE_LIMITS.pacingMax)) })
    .max(SERVICE_LIMITS.pacingMax, { error: msg((m) => m.serviceHours.pacingRange(SERVICE_LIMITS.pacingMax)) })
    .nullable(),
  allow_scheduling: z.boolean(),
  address: optionalText(SERVICE_LIMITS.addressMax),
  phone: optionalText(SERVICE_LIMITS.phoneMax).refine((value) => value === null || /^[+()\d\s./-]{3,}$/.test(value), {
    error: msg((m) => m.orders.enterPhone),
  }),
});
export type ServiceSettingsInput = z.input<typeof ServiceSettingsInputSchema>;

export const PauseSchema = z.object({
  /** Active pause: when it started, when it ends (null: until resumed), what guests are told. */
  started_at: z.string(),
  ends_at: z.string().nullable(),
  message: z.string().nullable(),
});
export type Pause = z.infer<typeof PauseSchema>;

export const ServiceSettingsSchema = z.object({
  timezone: z.string(),
  weekly_hours: WeeklyHoursSchema.nullable(),
  exceptions: z.array(z.object({ date: z.string(), ranges: z.array(z.object({ from: z.string(), to: z.string() })), note: z.string().nullable() })),
  business_day_cutoff_minutes: z.number().int(),
  preparation_minutes: z.number().int(),
  pacing_per_slot: z.number().int().nullable(),
  allow_scheduling: z.boolean(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  /** The pause while it lasts; null otherwise (one that ended by itself is null too). */
  pause: PauseSchema.nullable(),
});
export type ServiceSettings = z.infer<typeof ServiceSettingsSchema>;
export const ServiceSettingsResponseSchema = z.object({ service: ServiceSettingsSchema });

/** PUT /api/service-hours/pause: for 15, 30 or 60 minutes, or (null) until resumed; an optional message to guests. */
export const PauseInputSchema = z.object({
  minutes: z
    .number()
    .int()
    .refine((value) => (PAUSE_MINUTES as readonly number[]).includes(value), { error: msg((m) => m.serviceHours.pauseLength) })
    .nullable(),
  message: optionalText(SERVICE_LIMITS.pauseMessageMax),
});
export type PauseInput = z.input<typeof PauseInputSchema>;

export const SERVICE_STATES = ['open', 'closed', 'paused'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** What the order page is told (GET /api/storefront/:slug/service). Instants are ISO strings; the zone formats them. */
export const StorefrontServiceSchema = z.object({
  state: z.enum(SERVICE_STATES),
  timezone: z.string(),
  /** Closed: when it opens next (null: no opening in the next two weeks). */
  next_opening: z.string().nullable(),
  /** Paused: until when (null: until resumed) and the message to guests. */
  paused_until: z.string().nullable(),
  pause_message: z.string().nullable(),
  /** Whether an order "as soon as possible" is taken now (open, not paused, the current slot not full). */
  asap: z.boolean(),
  /** Whether guests may choose a later pickup slot; `slots` the free ones (empty while paused). */
  scheduling: z.boolean(),
  slots: z.array(z.string()),
  preparation_minutes: z.number().int(),
  weekly_hours: WeeklyHoursSchema.nullable(),
  /** The exceptions from today on (closed days, special hours). */
  exceptions: z.array(z.object({ date: z.string(), ranges: z.array(z.object({ from: z.string(), to: z.string() })), note: z.string().nullable() })),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});
export type StorefrontService = z.infer<typeof StorefrontServiceSchema>;
