/**
 * The kitchen display and the ready board (issue 21, decision 0037): tickets with their number, table or pickup time,
 * allergy banner, lines with options and notes, the all-day counts; a tap marks a line done, Bump and "Recall last"
 * send the kitchen's marks for the chosen station (kept in the address and on this screen); a live event reads the
 * tickets again and announces the new one. Keyboard and screen-reader usable (axe).
 */
import type { Ticket, TicketsResponse } from '@maitre/shared/kitchen';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { KitchenDisplay } from './kitchen-display';
import { ReadyBoard } from './ready-board';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function aTicket(id: number, number: number, overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: uuid(id),
    number,
    status: 'confirmed',
    customer_name: 'Marie',
    table_label: null,
    pickup_at: null,
    ready_at: null,
    fire_at: null,
    held: false,
    created_at: minutesAgo(3),
    since: minutesAgo(3),
    notes: null,
    allergens: [],
    lines: [
      {
        id: uuid(id * 10 + 1),
        name: 'Steak Frites',
        quantity: 2,
        options: [{ option_id: uuid(900), group_id: uuid(901), group: 'Cooking', name: 'Medium rare', price_delta: 0 }],
        allergens: [],
        traces: [],
        station_id: uuid(71),
        done: false,
      },
    ],
    progress: [{ station_id: uuid(71), done: 0, total: 1 }],
    ...overrides,
  };
}

const tickets = (list: Ticket[]): TicketsResponse => ({
  time_zone: 'Europe/Paris',
  settings: { warn_minutes: 10, late_minutes: 20 },
  stations: [
    { id: uuid(71), name: 'Grill', position: 0 },
    { id: uuid(72), name: 'Cold', position: 1 },
  ],
  tickets: list,
  all_day: [{ name: 'Steak Frites', quantity: 2 }],
});

/** The kitchen stream, held open; `push` sends an event. */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  server.use(
    http.get(
      '/api/kitchen/events',
      () =>
        new HttpResponse(
          new ReadableStream<Uint8Array>({
            start(c) {
              controller = c;
              c.enqueue(encoder.encode(': connected\n\n'));
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    ),
  );
  return {
    push: (id: number, type: string, data: unknown) => controller?.enqueue(encoder.encode(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller?.close(),
  };
}

afterEach(() => window.localStorage.clear());

describe('the kitchen display', () => {
  it('shows each ticket legibly, and sends a line done, a bump and a recall', async () => {
    const stream = liveStream();
    server.use(
      answer(
        'GET /api/kitchen/tickets',
        tickets([aTicket(1, 12, { table_label: '7', allergens: ['eggs'], notes: 'No salt', created_at: minutesAgo(25), since: minutesAgo(25) })]),
      ),
      answerWith('POST /api/kitchen/lines/:lineId/done', () => json('POST /api/kitchen/lines/:lineId/done', undefined, 204)),
      answerWith('POST /api/kitchen/tickets/:orderId/bump', () => json('POST /api/kitchen/tickets/:orderId/bump', undefined, 204)),
      answerWith('POST /api/kitchen/tickets/:orderId/recall', () => json('POST /api/kitchen/tickets/:orderId/recall', undefined, 204)),
    );
    const { user } = renderApp(<KitchenDisplay />);
    const card = await screen.findByRole('listitem', { name: '#12' });
    expect(within(card).getByText('Table 7')).toBeInTheDocument();
    expect(within(card).getByText('25 min')).toHaveClass('bg-red-600');
    expect(within(card).getByRole('note')).toHaveTextContent('Allergy: Eggs');
    expect(within(card).getByText('Medium rare')).toBeInTheDocument();
    expect(within(card).getByText('No salt')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'All day' })).toHaveTextContent('Steak Frites2');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: /Steak Frites/, pressed: false }));
    await waitFor(async () => expect(await sentRequests('POST', `/api/kitchen/lines/${uuid(11)}/done`)).toHaveLength(1));
    await user.click(within(card).getByRole('button', { name: 'Bump order #12' }));
    await waitFor(async () => expect((await sentRequests('POST', `/api/kitchen/tickets/${uuid(1)}/bump`))[0]?.body).toEqual({}));
    await user.click(screen.getByRole('button', { name: 'Recall last #12' }));
    await waitFor(async () => expect(await sentRequests('POST', `/api/kitchen/tickets/${uuid(1)}/recall`)).toHaveLength(1));
    stream.close();
  });

  it('shows one station, remembered in the address and on this screen; its bump is that station’s', async () => {
    liveStream();
    server.use(
      answerWith('GET /api/kitchen/tickets', ({ request }) => {
        const station = new URL(request.url).searchParams.get('station');
        return json('GET /api/kitchen/tickets', tickets(station === uuid(72) ? [aTicket(2, 14)] : [aTicket(1, 12)]));
      }),
      answerWith('POST /api/kitchen/tickets/:orderId/bump', () => json('POST /api/kitchen/tickets/:orderId/bump', undefined, 204)),
    );
    const { user } = renderApp(<KitchenDisplay />);
    await screen.findByRole('listitem', { name: '#12' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Station' }), 'Cold');
    expect(await screen.findByRole('listitem', { name: '#14' })).toBeInTheDocument();
    expect(window.localStorage.getItem('maitre.kitchen.view')).toBe(uuid(72));
    expect(new URL(window.location.href).searchParams.get('station')).toBe(uuid(72));
    await user.click(screen.getByRole('button', { name: 'Bump order #14' }));
    await waitFor(async () => expect((await sentRequests('POST', `/api/kitchen/tickets/${uuid(2)}/bump`))[0]?.body).toEqual({ station: uuid(72) }));
  });

  it('reads the tickets again on a live event and announces the new one; scheduled ones wait apart', async () => {
    const stream = liveStream();
    let list = [aTicket(1, 12), aTicket(3, 20, { held: true, pickup_at: '2026-11-25T19:40:00.000Z', fire_at: '2026-11-25T19:20:00.000Z' })];
    server.use(answerWith('GET /api/kitchen/tickets', () => json('GET /api/kitchen/tickets', tickets(list))));
    renderApp(<KitchenDisplay />);
    await screen.findByRole('listitem', { name: '#12' });
    expect(screen.getByText('Fires at 20:20')).toBeInTheDocument();
    list = [...list, aTicket(2, 13)];
    stream.push(5, 'order.updated', { id: uuid(2), status: 'confirmed' });
    expect(await screen.findByRole('listitem', { name: '#13' })).toBeInTheDocument();
    expect(await screen.findByText('New ticket #13')).toBeInTheDocument();
    // The stream could not resume (older than the kept log): everything is read again.
    list = [...list, aTicket(4, 15)];
    stream.push(9, 'resync', {});
    expect(await screen.findByRole('listitem', { name: '#15' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tap to enable sound' })).toBeInTheDocument();
    stream.close();
  });
});

describe('a screen neither signed in nor paired', () => {
  const unauthenticated = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } };

  it('goes from the kitchen display to sign-in, which brings a member back to it', async () => {
    liveStream();
    server.use(http.get('/api/kitchen/tickets', () => HttpResponse.json(unauthenticated, { status: 401 })));
    const { router } = renderApp({ '/kitchen': <KitchenDisplay />, '/login': <p>Sign in</p> }, { at: '/kitchen?station=all' });
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/kitchen?station=all' });
  });

  it('goes from the ready board to sign-in', async () => {
    liveStream();
    server.use(http.get('/api/kitchen/ready-board', () => HttpResponse.json(unauthenticated, { status: 401 })));
    const { router } = renderApp({ '/ready': <ReadyBoard />, '/login': <p>Sign in</p> }, { at: '/ready' });
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/ready' });
  });
});

describe('the ready board', () => {
  it('shows the numbers being made and ready, large', async () => {
    liveStream();
    server.use(answer('GET /api/kitchen/ready-board', { preparing: [12, 14], ready: [9] }));
    renderApp(<ReadyBoard />);
    const ready = await screen.findByRole('region', { name: 'Ready' });
    expect(await within(ready).findByText('9')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'In preparation' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12', '14']);
    expect(await axeViolations()).toEqual([]);
  });
});
