/**
 * Sold-out counts, the kitchen's "86" (issue 19, decision 0027): how many portions of a dish or an option are left for
 * the current business day (null: not counted), and an optional daily par that each business day starts from. Every
 * order takes from the count atomically; at 0 the dish or option is sold out, live on every open order page.
 */
import { z } from 'zod';
import { msg } from './messages/index.ts';

import { MAX_PORTIONS } from './pricing.ts';

export { FEW_PORTIONS_LEFT, isOnSale, MAX_PORTIONS } from './pricing.ts';

const countSchema = z
  .number({ error: msg((m) => m.portions.whole(MAX_PORTIONS)) })
  .int({ error: msg((m) => m.portions.whole(MAX_PORTIONS)) })
  .min(0, { error: msg((m) => m.portions.whole(MAX_PORTIONS)) })
  .max(MAX_PORTIONS, { error: msg((m) => m.portions.whole(MAX_PORTIONS)) })
  .nullable();

/**
 * PUT /api/menu-items/:id/portions and PUT /api/option-groups/:id/options/:optionId/portions: what is left now (null:
 * not counted) and the daily par (null: none; the count then stays as it is from one day to the next). A par without a
 * count starts today at the par.
 */
export const PortionsInputSchema = z.object(
  {
    portions_left: countSchema,
    portions_par: countSchema.default(null),
  },
  { error: msg((m) => m.portions.whole(MAX_PORTIONS)) },
);
export type PortionsInput = z.input<typeof PortionsInputSchema>;
export type PortionsValues = z.output<typeof PortionsInputSchema>;

/** The answer of a PUT …/portions: what is left now and the daily par, as stored. */
export const PortionsResponseSchema = z.object({ portions_left: z.number().int().nullable(), portions_par: z.number().int().nullable() });
export type PortionsResponse = z.infer<typeof PortionsResponseSchema>;

/**
 * What is left, by id: dishes under `items`, options under `options`; null where a count was removed. The public
 * availability of an order page (counted ones only), the live stream's event (`portions`, only what changed), and the
 * answer of "Reset counts" (everything it touched).
 */
export const PortionCountsSchema = z.object({
  items: z.record(z.uuid(), z.number().int().nullable()),
  options: z.record(z.uuid(), z.number().int().nullable()),
});
export type PortionCounts = z.infer<typeof PortionCountsSchema>;
