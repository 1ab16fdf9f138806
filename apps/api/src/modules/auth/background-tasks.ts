import type { FastifyInstance } from 'fastify';

/**
 * Mails and other after-the-answer work of account requests: each task is logged when it fails and awaited before the
 * app closes. Answers the function that starts one.
 */
export function createBackgroundTasks(app: FastifyInstance): (task: Promise<unknown>) => void {
  const background = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...background]);
  });
  return (task) => {
    const tracked = task
      .catch((error: unknown) => app.log.error({ err: error }, 'background task of an account request failed'))
      .finally(() => background.delete(tracked));
    background.add(tracked);
  };
}
