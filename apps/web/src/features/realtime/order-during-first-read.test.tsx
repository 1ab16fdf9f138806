/**
 * An order placed while the service board's first read is still on its way (a slow server on a Friday night): the
 * board's read, asked before the order existed, answers without it; the live event that announces the order must
 * still bring it onto the board at once, not a minute later with the board's periodic catch-up. (The browser suite
 * caught it once under load: the alert rang, the count said one order, the board was empty.)
 */
import { screen } from '@testing-library/react';
import { sse } from 'msw';
import { expect, it } from 'vitest';
import { answerWith } from '@/test/api';
import { anOrder, uuid } from '@/test/fixtures';
import { pendingOrdersAnswer, renderLiveBoard } from '@/test/live-board';
import { server } from '@/test/server';

/** The board's reads: the pending list asked before the order was placed answers without it, once `until` has come. */
function slowBoardUntil(until: Promise<void>, order: ReturnType<typeof anOrder>, placed: () => boolean) {
  return answerWith('GET /api/orders', async ({ request }) => {
    const existed = placed();
    const status = new URL(request.url).searchParams.get('status');
    if (!existed && status === 'pending') await until.then(() => new Promise((resolve) => setTimeout(resolve, 50)));
    return pendingOrdersAnswer(status, existed ? [order] : []);
  });
}

it('an order announced while the board is still reading shows on the board when that read answers without it', async () => {
  const order = anOrder({ id: uuid(221), status: 'pending', customer_name: 'César Ollivier' });
  let placed = false;
  let announced: () => void = () => {};
  const announcement = new Promise<void>((resolve) => {
    announced = resolve;
  });
  server.use(
    // The board's first read of the pending orders was asked before the order existed, and answers after its event.
    slowBoardUntil(announcement, order, () => placed),
    sse<{ 'order.created': string }>('/api/events', ({ client }) => {
      setTimeout(() => {
        placed = true;
        client.send({ event: 'order.created', data: JSON.stringify({ id: order.id, status: 'pending' }) });
        announced();
      }, 50);
    }),
  );
  renderLiveBoard();
  expect(await screen.findByText('César Ollivier', undefined, { timeout: 3_000 })).toBeInTheDocument();
});

/**
 * The same race after a drop: a screen's first read, asked while the connection was down and before an order was
 * placed, is still on its way when the stream is back. Reading everything again must not wait for that read.
 */
it('an order placed during a short drop shows when the network is back, though the board was still reading', async () => {
  const order = anOrder({ id: uuid(222), status: 'pending', customer_name: 'Odile Marchand' });
  let placed = false;
  let isBack: () => void = () => {};
  const back = new Promise<void>((resolve) => {
    isBack = resolve;
  });
  let opened: () => void = () => {};
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  // The stream stays open through the drop (a phone's network flickers): only the browser's online event says so.
  server.use(
    slowBoardUntil(back, order, () => placed),
    sse('/api/events', () => opened()),
  );
  renderLiveBoard();
  await open;
  await new Promise((resolve) => setTimeout(resolve, 30));
  window.dispatchEvent(new Event('offline'));
  placed = true;
  window.dispatchEvent(new Event('online'));
  isBack();
  expect(await screen.findByText('Odile Marchand', undefined, { timeout: 3_000 })).toBeInTheDocument();
});

it('an order placed while the stream was closed shows when it reopens, though the board was still reading', async () => {
  const order = anOrder({ id: uuid(223), status: 'pending', customer_name: 'Ines Lacombe' });
  let placed = false;
  let isBack: () => void = () => {};
  const back = new Promise<void>((resolve) => {
    isBack = resolve;
  });
  let connections = 0;
  server.use(
    slowBoardUntil(back, order, () => placed),
    sse('/api/events', ({ client }) => {
      connections += 1;
      if (connections === 1) {
        // The server goes away (a deploy): the browser is told to come back soon, and the order is placed meanwhile.
        client.send({ retry: 20 });
        setTimeout(() => {
          placed = true;
          client.close();
        }, 50);
      } else isBack();
    }),
  );
  renderLiveBoard();
  expect(await screen.findByText('Ines Lacombe', undefined, { timeout: 3_000 })).toBeInTheDocument();
  expect(connections).toBe(2);
});
