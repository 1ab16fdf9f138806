import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrder, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { OrderCard } from './order-card';

describe('OrderCard: the lines (issue 19)', () => {
  it('shows the options chosen under the dish and its allergens; a line from before options shows nothing more', () => {
    const order = anOrder({
      order_items: [
        {
          name: 'Margherita',
          price: 13.5,
          quantity: 1,
          menu_item_id: uuid(102),
          options: [
            { option_id: uuid(502), group_id: uuid(401), group: 'Size', name: '30 cm', price_delta: 2.5 },
            { option_id: uuid(511), group_id: uuid(402), group: 'Extras', name: 'Extra mozzarella', price_delta: 1.5 },
          ],
          allergens: ['gluten', 'milk'],
          traces: ['nuts'],
        },
        { name: 'Onion soup', price: 8.5, quantity: 2, menu_item_id: uuid(101) },
      ],
      total_amount: 30.5,
    });
    renderApp(<OrderCard order={order} timeZone="Europe/Paris" isUpdating={false} onStatusChange={() => {}} />);
    const [pizza, soup] = within(screen.getByRole('article')).getAllByRole('listitem');
    expect(within(pizza as HTMLElement).getByText('30 cm, Extra mozzarella')).toBeInTheDocument();
    expect(within(pizza as HTMLElement).getByText('Contains: Cereals containing gluten, Milk. May contain: Nuts.')).toBeInTheDocument();
    expect(soup).toHaveTextContent(/^2 × Onion soup€8.50 each€17.00$/);
  });
});
