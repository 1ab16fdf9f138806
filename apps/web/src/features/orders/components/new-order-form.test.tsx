import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NewOrderForm } from './new-order-form';

const menu = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    restaurant_id: 'r1',
    user_id: 'u1',
    name: 'Steak frites',
    description: '',
    price: 24.5,
    category: 'Main Course' as const,
    image_url: null,
    is_available: true,
    created_at: '2026-01-01T00:00:00.000Z',
  },
];

function renderIn(container: HTMLElement) {
  return render(
    <MemoryRouter>
      <NewOrderForm menuItems={menu} onSubmit={vi.fn()} onCancel={vi.fn()} />
    </MemoryRouter>,
    { container },
  );
}

describe('NewOrderForm', () => {
  it('puts the cursor in the customer name when it appears in a dialog that is already open (the menu came late)', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    renderIn(dialog);
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveFocus();
    dialog.remove();
  });

  it('leaves the focus alone outside an open dialog', () => {
    renderIn(document.body.appendChild(document.createElement('div')));
    expect(screen.getByRole('textbox', { name: 'Customer name' })).not.toHaveFocus();
  });
});
