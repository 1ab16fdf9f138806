/**
 * The guest's mails about their order (issue 20, decision 0031). The database queues them: a guest's order with an
 * email queues a `guest_order_mail` job in the statement that places it or changes its status (triggers of migration
 * 0017), so a mail exists if and only if its change committed, whichever path made it. This is the worker's side: it
 * reads the order as its restaurant, writes the mail in the language the guest ordered in (else the restaurant's),
 * and hands it to the mailer; a failure is retried by the queue with back-off.
 */
import { DEFAULT_LOCALE, isLocale } from '@maitre/shared/locales';
import { dailyNumberLabel, orderNumber } from '@maitre/shared/orders';
import type { TenantDatabase } from '../../db/client.ts';
import type { JobRun } from '../jobs/job-queue.ts';
import { type GuestOrderMailKind, guestOrderMail } from '../mail/guest-order.mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findOrderForGuestMail } from './orders.repository.ts';

export const GUEST_ORDER_MAIL_JOB = 'guest_order_mail';

/** What the trigger puts in the job: the order, which mail, and what the change said that may change again later. */
export interface GuestOrderMailPayload {
  order_id: string;
  mail: GuestOrderMailKind;
  status: string;
  ready_at: string | null;
  reason: string | null;
}

/** The live status page of an order. */
export function orderStatusUrl(appUrl: string, slug: string, orderId: string): string {
  return `${appUrl}/r/${encodeURIComponent(slug)}/orders/${orderId}`;
}

export function guestOrderMailHandler(deps: { database: TenantDatabase; mailer: Mailer; appUrl: string }) {
  return async ({ payload, restaurantId }: JobRun<GuestOrderMailPayload>): Promise<void> => {
    if (!restaurantId) return;
    const row = await deps.database.withRestaurant(restaurantId, (scope) => findOrderForGuestMail(scope, payload.order_id));
    // An order deleted since (with its restaurant) or without an email any more: nothing to send.
    const to = row?.order.customerEmail;
    if (!row || !to) return;
    const locale = isLocale(row.order.locale) ? row.order.locale : isLocale(row.defaultLanguage) ? row.defaultLanguage : DEFAULT_LOCALE;
    const mail = guestOrderMail({
      kind: payload.mail,
      locale,
      restaurantName: row.restaurantName,
      timeZone: row.timeZone,
      customerName: row.order.customerName,
      number: dailyNumberLabel(row.order.dailyNumber),
      reference: orderNumber(row.order.id),
      lines: row.order.orderItems,
      total: Number(row.order.totalAmount),
      readyAt: payload.ready_at,
      reason: payload.reason,
      url: orderStatusUrl(deps.appUrl, row.slug, row.order.id),
      tableLabel: row.order.tableLabel,
    });
    await deps.mailer.send({ to, ...mail });
  };
}
