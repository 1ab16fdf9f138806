import type { Order } from '@maitre/shared/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerError, answerWith, json } from '@/test/api';
import { anOrder, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { AcceptOrderSettings } from './accept-order-settings';
import { OrderCard } from './order-card';

const ORDER_ID = uuid(201);
const number = ORDER_ID.slice(-8);

function card(order: Order, onStatusChange: (status: string) => void = () => {}) {
  return renderApp(<OrderCard order={order} timeZone="Europe/Paris" isUpdating={false} onStatusChange={onStatusChange} />);
}

describe('the accept step on a pending order’s card (issue 20)', () => {
  it('shows the number of the day, and accepts with the preparation time moved by ±5 minutes', async () => {
    server.use(
      answerWith('POST /api/orders/:id/accept', async ({ request }) => {
        const { ready_in_minutes } = (await request.json()) as { ready_in_minutes: number };
        return json('POST /api/orders/:id/accept', {
          order: anOrder({ status: 'confirmed', ready_at: new Date(Date.now() + ready_in_minutes * 60_000).toISOString() }),
        });
      }),
    );
    const { user } = card(anOrder({ daily_number: 12 }));
    expect(screen.getByText('#12')).toBeInTheDocument();
    const step = await screen.findByRole('region', { name: `Accept or reject order ${number}` });
    expect(within(step).getByText('20 min')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: '+5 min' }));
    await user.click(within(step).getByRole('button', { name: '+5 min' }));
    // The card reads the clock when it renders, between these two instants: a minute may turn in between (CI did).
    const earliest = Date.now();
    await user.click(within(step).getByRole('button', { name: '−5 min' }));
    expect(within(step).getByText('25 min')).toBeInTheDocument();
    const accept = within(step).getByRole('button', { name: /^Accept · ready at/ });
    const latest = Date.now();
    const readyAt = (now: number) => new Intl.DateTimeFormat('en-IE', { timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(now + 25 * 60_000));
    expect([readyAt(earliest), readyAt(latest)].map((time) => `Accept · ready at ${time}`)).toContain(accept.textContent);
    await user.click(accept);
    await waitFor(async () =>
      expect((await sentRequests('POST', `/api/orders/${ORDER_ID}/accept`)).map((sent) => sent.body)).toEqual([{ ready_in_minutes: 25 }]),
    );
    expect(await screen.findByText('Order accepted')).toBeInTheDocument();
  });

  it('rejects with the reason the guest will read', async () => {
    server.use(
      answerWith('POST /api/orders/:id/reject', () =>
        json('POST /api/orders/:id/reject', { order: anOrder({ status: 'cancelled', rejection_reason: 'Closed' }) }),
      ),
    );
    const { user } = card(anOrder());
    const step = await screen.findByRole('region', { name: `Accept or reject order ${number}` });
    await user.click(within(step).getByRole('button', { name: 'Reject' }));
    const reason = within(step).getByRole('textbox', { name: 'Reason for the guest' });
    // Focus moves in an effect (Preact runs it after the paint): wait for it.
    await waitFor(() => expect(reason).toHaveFocus());
    await user.type(reason, 'Kitchen closed early');
    await user.click(within(step).getByRole('button', { name: 'Reject order' }));
    await waitFor(async () =>
      expect((await sentRequests('POST', `/api/orders/${ORDER_ID}/reject`)).map((sent) => sent.body)).toEqual([{ reason: 'Kitchen closed early' }]),
    );
  });

  it('says so when someone answered the order first', async () => {
    server.use(answerError('POST /api/orders/:id/accept', 'CONFLICT', 'This order is no longer waiting to be accepted: someone has already answered it'));
    const { user } = card(anOrder());
    const step = await screen.findByRole('region', { name: `Accept or reject order ${number}` });
    await user.click(within(step).getByRole('button', { name: /^Accept · ready at/ }));
    expect(await screen.findByText('This order is no longer waiting to be accepted: someone has already answered it')).toBeInTheDocument();
  });

  it('shows the ready time once accepted and the reason once rejected, without the accept step', () => {
    const { unmount } = card(anOrder({ status: 'confirmed', ready_at: '2026-01-01T18:40:00.000Z' }));
    expect(screen.queryByRole('region', { name: /Accept or reject/ })).toBeNull();
    expect(screen.getByText('Ready at 19:40')).toBeInTheDocument();
    unmount();
    card(anOrder({ status: 'cancelled', rejection_reason: 'No more lasagne' }));
    expect(screen.getByText('Rejected: No more lasagne')).toBeInTheDocument();
  });
});

describe('the status select (issue 20): a change on an explicit choice only', () => {
  it('does not change the status on arrow keys alone; Enter applies the one shown, leaving keeps the order’s', async () => {
    const changes: string[] = [];
    card(anOrder({ status: 'confirmed' }), (status) => changes.push(status));
    const select = screen.getByLabelText(`Status of order #${number}`) as HTMLSelectElement;
    select.focus();
    // What a browser does with ArrowDown on a closed select: the value moves and `change` fires at once.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'preparing' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'ready' } });
    expect(changes).toEqual([]);
    expect(select.value).toBe('ready');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(changes).toEqual(['ready']);

    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'pending' } });
    fireEvent.blur(select);
    expect(changes).toEqual(['ready']);
  });

  it('applies a choice made with the pointer at once', async () => {
    const changes: string[] = [];
    const { user } = card(anOrder({ status: 'confirmed' }), (status) => changes.push(status));
    await user.selectOptions(screen.getByLabelText(`Status of order #${number}`), 'delivered');
    expect(changes).toEqual(['delivered']);
  });
});

describe('Settings › Accepting orders (issue 20)', () => {
  it('turns auto-accept on and sets the re-alert delay; refuses a delay out of range at its field', async () => {
    server.use(
      answerWith('PATCH /api/orders/settings', async ({ request }) => {
        const body = (await request.json()) as { auto_accept: boolean; realert_after_minutes: number };
        return json('PATCH /api/orders/settings', { ...body, preparation_minutes: 20 });
      }),
    );
    const { user } = renderApp(<AcceptOrderSettings />);
    const auto = await screen.findByRole('checkbox', { name: 'Accept online orders automatically' });
    expect(screen.getByText('Each online order is accepted as it arrives, ready 20 minutes later.')).toBeInTheDocument();
    await user.click(auto);
    const realert = screen.getByRole('spinbutton', { name: 'Alert again after (minutes)' });
    await user.clear(realert);
    await user.type(realert, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(realert).toHaveAccessibleDescription('Enter a whole number of minutes from 1 to 60');
    await user.clear(realert);
    await user.type(realert, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await sentRequests('PATCH', '/api/orders/settings')).map((sent) => sent.body)).toEqual([{ auto_accept: true, realert_after_minutes: 5 }]),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });
});

describe('the status select after browsing', () => {
  it('takes a pick from the list as a choice once the moving key is released', () => {
    const changes: string[] = [];
    card(anOrder({ status: 'pending' }), (status) => changes.push(status));
    const select = screen.getByLabelText(`Status of order #${number}`) as HTMLSelectElement;
    // An arrow at the end of the list moves nothing (no change), then the key is released and the list is used.
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.keyUp(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'ready' } });
    expect(changes).toEqual(['ready']);
  });
});
