/**
 * `app.jobs`: the job queue (job-queue.ts) with this app's handlers, its worker started when the app is ready and
 * stopped before it closes (the jobs running then finish first), and its depth on /metrics.
 *
 * `app.queuedMailer` is the mailer the features use: `send()` enqueues a `mail` job, which the worker hands to
 * `app.mailer` (SMTP or the dev mailbox). A mail that cannot be sent now (SMTP down) is tried again with back-off
 * instead of being lost; a mail caused by a transaction goes out only if it commits (`enqueueMail` with its `tx`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { DIGEST_JOB, DIGEST_SWEEP_JOB, type DigestPayload, digestHandler, digestSweepHandler, queueSweep } from '../digest/digest.service.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { GUEST_ORDER_MAIL_JOB, type GuestOrderMailPayload, guestOrderMailHandler } from '../orders/guest-mails.ts';
import { createJobQueue, type JobQueue, type JobRun } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    /** Sends through the job queue: what features and better-auth are given (app.mailer is the transport). */
    queuedMailer: Mailer;
  }
}

export const MAIL_JOB = 'mail';

/** Enqueues `message` with `db` (a transaction: it leaves only if that commits). Call `jobs.wake()` after the commit. */
export function enqueueMail(jobs: JobQueue, db: Pick<Database, 'execute'>, message: MailMessage, restaurantId: string | null = null): Promise<void> {
  return jobs.enqueue(db, { kind: MAIL_JOB, payload: message, restaurantId });
}

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const digestDeps = { database: app.database, jobs: () => jobs, appUrl: app.config.appUrl };
    const jobs: JobQueue = createJobQueue({
      db: app.database.db,
      log: app.log,
      pollMs: app.config.jobsPollMs,
      handlers: {
        [MAIL_JOB]: ({ payload }: JobRun<MailMessage>) => app.mailer.send(payload),
        // Queued by the orders' triggers (migration 0017): the guest's mails about their order.
        [GUEST_ORDER_MAIL_JOB]: guestOrderMailHandler({ database: app.database, mailer: app.mailer, appUrl: app.config.appUrl }) as (
          run: JobRun<GuestOrderMailPayload>,
        ) => Promise<void>,
        // The daily digest (decision 0044): a member's digest, and the hourly sweep that plans missing ones.
        [DIGEST_JOB]: digestHandler(digestDeps) as (run: JobRun<DigestPayload>) => Promise<void>,
        [DIGEST_SWEEP_JOB]: digestSweepHandler(digestDeps),
      },
    });
    app.decorate('jobs', jobs);
    app.decorate('queuedMailer', {
      description: app.mailer.description,
      async send(message: MailMessage) {
        await enqueueMail(jobs, app.database.db, message);
        jobs.wake();
      },
    } satisfies Mailer);
    // One read of the queue per scrape: the registry asks the three gauges at once, and they share the read in flight.
    let reading: ReturnType<typeof jobs.depth> | undefined;
    const depth = () => {
      reading ??= jobs.depth().finally(() => {
        reading = undefined;
      });
      return reading;
    };
    app.metrics.addGauge({
      name: 'maitre_jobs_waiting',
      help: 'Jobs in the queue not yet done (due now or later), on every instance',
      read: async () => (await depth()).waiting,
    });
    app.metrics.addGauge({
      name: 'maitre_jobs_oldest_due_seconds',
      help: 'Seconds since the oldest due job was due (0 when none waits): the queue is behind when this grows',
      read: async () => (await depth()).oldestDueSeconds,
    });
    app.metrics.addGauge({
      name: 'maitre_jobs_dead',
      help: 'Jobs that failed every attempt, kept for an operator',
      read: async () => (await depth()).dead,
    });
    app.addHook('onReady', async () => {
      // The digest's sweep of this hour (keyed: N instances starting queue one), which then queues the next hour's.
      await queueSweep(app.database.db, Date.now()).catch((error: unknown) => app.log.error({ err: error }, 'could not queue the digest sweep'));
      jobs.start();
    });
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['metrics'] },
);
