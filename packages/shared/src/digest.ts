/**
 * The daily digest (issue 22, decision 0044): a member with `reports:view` (owners, managers) opts in per restaurant
 * to a mail of yesterday's business day against the same weekday a week earlier, sent at a local time of their choice
 * in the restaurant's zone. Off by default; 08:00 unless chosen.
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';
import { minutesOf, timeOf } from './service-clock.ts';

/** 08:00 in the restaurant's zone. */
export const DEFAULT_DIGEST_MINUTES = 480;
export const DEFAULT_DIGEST_TIME = timeOf(DEFAULT_DIGEST_MINUTES);
/** How many dishes the digest lists (by quantity, with their revenue). */
export const DIGEST_TOP_DISHES = 5;

const sendTime = z.string().refine((value) => /^\d\d:\d\d$/.test(value) && !Number.isNaN(minutesOf(value)) && minutesOf(value) < 1440, {
  error: msg((m) => m.serviceHours.enterTime),
});

/** PUT /api/digest: on or off, and the local time ('HH:MM', 00:00–23:59). */
export const DigestSettingsInputSchema = z.object({ enabled: z.boolean(), send_time: sendTime });
export type DigestSettingsInput = z.infer<typeof DigestSettingsInputSchema>;

/** The member's setting for the restaurant their session acts for; `timezone` is the zone `send_time` is read in. */
export const DigestSettingsSchema = z.object({ enabled: z.boolean(), send_time: z.string(), timezone: z.string() });
export type DigestSettings = z.infer<typeof DigestSettingsSchema>;

export const DigestSettingsResponseSchema = z.object({ digest: DigestSettingsSchema });

/** POST /api/digest/test: the test digest is queued (it arrives within seconds). */
export const DigestTestResponseSchema = z.object({ queued: z.literal(true) });
