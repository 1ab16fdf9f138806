/**
 * Mails through the job queue, as the features send them: an invitation's mail leaves only if the invitation is
 * written, and an SMTP failure is tried again later instead of being lost (the invitation stays either way).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createOwner, givePlan, uniqueEmail } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { createDevMailbox, type Mailer } from '../mail/mailer.ts';

/** The dev mailbox, except that the first invitation mail to each address fails as an SMTP server that is down would. */
function failingFirstInvitation(dataDir: string, from: string): Mailer {
  const mailbox = createDevMailbox(dataDir, from);
  const failed = new Set<string>();
  return {
    ...mailbox,
    async send(message) {
      if (/invited/.test(message.subject) && !failed.has(message.to)) {
        failed.add(message.to);
        throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      }
      await mailbox.send(message);
    },
  };
}

const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' }, mailer: failingFirstInvitation });

const invite = (headers: Record<string, string>, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/staff/invitations', headers, payload: { email, role: 'kitchen' } });

const jobsTo = (email: string) =>
  queryRows<{ attempts: number; last_error: string | null; restaurant_id: string | null }>(
    ctx.database.db,
    sql`select attempts, last_error, restaurant_id from jobs where kind = 'mail' and payload->>'to' = ${email}`,
  );

describe('mails through the job queue', () => {
  it('keeps an invitation mail the SMTP server refused, and sends it on the next attempt', async () => {
    const owner = await createOwner(ctx.app, { restaurantName: 'Chez Relance' });
    await givePlan(ctx.app, owner, 'restaurant');
    const email = uniqueEmail();
    const response = await invite(owner.headers, email);
    expect(response.statusCode, response.body).toBe(201);

    await expect.poll(async () => (await jobsTo(email))[0]?.last_error).toBe('connect ECONNREFUSED 127.0.0.1:587');
    const [job] = await jobsTo(email);
    expect(job).toMatchObject({ attempts: 1, restaurant_id: owner.restaurantId });
    expect(await mailsTo(ctx.app, email)).toEqual([]);

    // The back-off has passed.
    await ctx.database.db.execute(sql`update jobs set run_at = now() where payload->>'to' = ${email}`);
    ctx.app.jobs.wake();
    const mail = await waitForMail(ctx.app, email, /invited to join Chez Relance/);
    expect(mail.language).toBe('en');
    expect(await jobsTo(email)).toEqual([]);
  });

  it('sends nothing for an invitation that was refused', async () => {
    const owner = await createOwner(ctx.app, { restaurantName: 'Chez Complet' });
    // Without a plan the team has no seat to offer: the invitation is refused, and its transaction with its mail.
    const email = uniqueEmail();
    const response = await invite(owner.headers, email);
    expect(response.statusCode).toBe(403);
    expect(await jobsTo(email)).toEqual([]);
    await ctx.app.jobs.drain();
    expect(await mailsTo(ctx.app, email)).toEqual([]);
  });
});
