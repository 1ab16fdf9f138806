import { z } from 'zod';

/**
 * `GET /api/events/position` (decision 0049): the number of the restaurant's last logged event. A screen whose reads
 * were made after it opens the live stream with `GET /api/events?after=<number>`: the stream first sends what was
 * logged since, so nothing those reads missed is lost and nothing needs reading again when the stream opens.
 */
export const EventsPositionSchema = z.object({ after: z.number().int().min(0) });
export type EventsPosition = z.infer<typeof EventsPositionSchema>;

/** `GET /api/events`'s query: `after`, the number to resume after when the request has no `Last-Event-ID`. */
export const EventsQuerySchema = z.object({
  after: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a whole number')
    .optional(),
});
