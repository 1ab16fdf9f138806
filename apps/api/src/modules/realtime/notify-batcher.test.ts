import { describe, expect, it } from 'vitest';
import { NotifyBatcher } from './realtime-bus.ts';

/** A sender that holds each batch until released, so the test sees what gathers while one is on its way. */
function heldSender() {
  const batches: string[][] = [];
  const waiting: Array<() => void> = [];
  return {
    batches,
    send: (payloads: string[]) =>
      new Promise<void>((resolve) => {
        batches.push(payloads);
        waiting.push(resolve);
      }),
    releaseAll: () => {
      for (const release of waiting.splice(0)) release();
    },
  };
}

const silent = { warn: () => {} };

describe('NotifyBatcher', () => {
  it('sends what is announced in one turn as one batch, and what arrives meanwhile as the next, in order', async () => {
    const sender = heldSender();
    const batcher = new NotifyBatcher(sender.send, silent);
    batcher.add('a');
    batcher.add('b');
    expect(sender.batches).toEqual([]); // nothing leaves before the turn ends
    await new Promise((resolve) => setImmediate(resolve));
    expect(sender.batches).toEqual([['a', 'b']]);
    batcher.add('c');
    batcher.add('d');
    expect(sender.batches).toHaveLength(1); // one batch on its way at a time
    sender.releaseAll();
    await expect
      .poll(() => sender.batches)
      .toEqual([
        ['a', 'b'],
        ['c', 'd'],
      ]);
    const drained = batcher.drain();
    sender.releaseAll();
    await drained;
  });

  it('logs a batch that fails and goes on with the next', async () => {
    const warnings: unknown[] = [];
    const sent: string[][] = [];
    let fail = true;
    const batcher = new NotifyBatcher(
      async (payloads) => {
        if (fail) {
          fail = false;
          throw new Error('connection lost');
        }
        sent.push(payloads);
      },
      { warn: (details: unknown) => warnings.push(details) },
    );
    batcher.add('lost');
    await batcher.drain();
    batcher.add('next');
    await batcher.drain();
    expect(sent).toEqual([['next']]);
    expect(warnings).toEqual([expect.objectContaining({ events: 1 })]);
  });

  it('drain waits for every payload added so far, including those added while it waits', async () => {
    const sender = heldSender();
    const batcher = new NotifyBatcher(sender.send, silent);
    batcher.add('first');
    let drained = false;
    const done = batcher.drain().then(() => {
      drained = true;
    });
    await expect.poll(() => sender.batches.length).toBe(1);
    batcher.add('second');
    sender.releaseAll();
    await expect.poll(() => sender.batches.length).toBe(2);
    expect(drained).toBe(false);
    sender.releaseAll();
    await done;
    expect(sender.batches).toEqual([['first'], ['second']]);
  });
});
