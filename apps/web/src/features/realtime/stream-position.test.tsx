/**
 * Decision 0049: the page carries where the restaurant's live events stood before its other reads were made; the first
 * stream resumes after that number and sends whatever those reads missed, so the screen reads nothing again when the
 * stream opens (the Analytics page asked its six reports twice before). A stream that cannot resume says `resync`, and
 * everything is read again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { useRestaurantChanged } from '@/features/team/api/restaurant-changed';
import { carryAnswers } from '@/lib/carried-answers';
import { answer, answerWith } from '@/test/api';
import { anOrder, aProfile, uuid } from '@/test/fixtures';
import { pendingOrdersAnswer, renderLiveBoard } from '@/test/live-board';
import { server } from '@/test/server';

afterEach(() => carryAnswers(new Map()));

/** The board's reads (each status's list counts) and the stream's addresses, with the pending list answered by `pending()`. */
function watchReads(
  pending: () => ReturnType<typeof anOrder>[],
  onStream: (client: { send(message: { event: 'resync' | 'order.created'; data: string }): void }) => void = () => {},
) {
  const reads: string[] = [];
  const streams: string[] = [];
  const ended: string[] = [];
  server.use(
    answerWith('GET /api/orders', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      reads.push(status ?? 'all');
      return pendingOrdersAnswer(status, pending());
    }),
    sse<{ resync: string; 'order.created': string }>('/api/events', ({ request, client }) => {
      const { search } = new URL(request.url);
      streams.push(search);
      request.signal.addEventListener('abort', () => ended.push(search));
      onStream(client);
    }),
  );
  return { reads, streams, ended };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

it('opens the first stream after the carried position, and reads nothing again when it opens', async () => {
  carryAnswers(new Map([['GET /api/events/position', { after: 41 }]]));
  const order = anOrder({ id: uuid(231), status: 'pending', customer_name: 'Léa Fontaine' });
  const { reads, streams } = watchReads(() => [order]);
  renderLiveBoard();
  expect(await screen.findByText('Léa Fontaine')).toBeInTheDocument();
  await settle();
  expect(streams).toEqual(['?after=41']);
  expect(reads.filter((status) => status === 'pending')).toHaveLength(1);
});

it('without a carried position, the first stream starts from now and the orders are read again when it opens', async () => {
  const { reads, streams } = watchReads(() => []);
  renderLiveBoard();
  await settle();
  expect(streams).toEqual(['']);
  expect(reads.filter((status) => status === 'pending').length).toBeGreaterThanOrEqual(2);
});

it('a stream that cannot resume (resync) has everything read again', async () => {
  carryAnswers(new Map([['GET /api/events/position', { after: 41 }]]));
  const order = anOrder({ id: uuid(232), status: 'pending', customer_name: 'Paul Girard' });
  let placed = false;
  watchReads(
    () => (placed ? [order] : []),
    (client) =>
      setTimeout(() => {
        placed = true;
        client.send({ event: 'resync', data: '{}' });
      }, 50),
  );
  renderLiveBoard();
  expect(await screen.findByText('Paul Girard', undefined, { timeout: 3_000 })).toBeInTheDocument();
});

/** The switcher's effect once its call has answered: the session acts for the restaurant the profile now names. */
function Switch() {
  const restaurantChanged = useRestaurantChanged();
  return (
    <button type="button" onClick={() => void restaurantChanged()}>
      Switch
    </button>
  );
}

it('a switch to another restaurant ends the stream and opens one for that restaurant, from now', async () => {
  carryAnswers(new Map([['GET /api/events/position', { after: 41 }]]));
  const { streams, ended } = watchReads(() => []);
  renderLiveBoard({ children: <Switch />, at: '/dashboard' });
  await settle();
  expect(streams).toEqual(['?after=41']);
  // The session now acts for another restaurant (the switcher's call answered): its numbers are not the first one's.
  server.use(answer('GET /api/profile', { profile: aProfile({ restaurant_id: uuid(990), restaurant_name: 'Chez Grace', slug: 'chez-grace' }) }));
  await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
  await vi.waitFor(() => expect(streams).toEqual(['?after=41', '']));
  await vi.waitFor(() => expect(ended).toContain('?after=41'));
});
