import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { aMenuItem, anOption, anOptionGroup, uuid } from '@/test/fixtures';
import { NewOrderForm } from './new-order-form';

const menu = [
  aMenuItem({
    id: '00000000-0000-4000-8000-000000000001',
    restaurant_id: 'r1',
    user_id: 'u1',
    name: 'Steak frites',
    description: '',
    price: 24.5,
    category: 'Main Course',
  }),
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
  it('takes an order at a table when the restaurant has tables (decision 0033), none by default', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <NewOrderForm menuItems={menu} tables={['12', 'Terrace 3']} onSubmit={onSubmit} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'One more Steak frites' }));
    const table = screen.getByRole('combobox', { name: 'Table (optional)' });
    expect(table).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('table', expect.anything());
    await user.selectOptions(table, 'Terrace 3');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ table: 'Terrace 3', items: [{ menu_item_id: menu[0]?.id, quantity: 1 }] });
  });

  it('marks the dishes of a category hidden from the order page, and takes them like the others (issue 19)', async () => {
    const SPECIALS = uuid(61);
    const special = aMenuItem({ id: uuid(103), name: 'Staff curry', price: 9, category: 'Specials', category_id: SPECIALS });
    const pizza = aMenuItem({ id: uuid(104), name: 'Pizza', price: 11, category_id: SPECIALS, option_group_ids: [uuid(401)] });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <NewOrderForm
          menuItems={[...menu, special, pizza]}
          optionGroups={[anOptionGroup({ id: uuid(401), name: 'Size', options: [anOption({ id: uuid(501), name: '30 cm' })] })]}
          hiddenCategoryIds={[SPECIALS]}
          onSubmit={onSubmit}
          onCancel={vi.fn()}
        />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('listitem');
    const row = (name: string) => rows.find((item) => item.textContent?.includes(name)) as HTMLElement;
    expect(within(row('Staff curry')).getByText('Hidden from guests')).toBeInTheDocument();
    expect(within(row('Pizza')).getByText('Hidden from guests')).toBeInTheDocument();
    expect(within(row('Steak frites')).queryByText('Hidden from guests')).not.toBeInTheDocument();
    // The quantity field keeps its own name: the mark is beside it, not in it.
    expect(within(row('Staff curry')).getByRole('textbox')).toHaveAccessibleName(expect.not.stringContaining('Hidden'));
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'One more Staff curry' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ items: [{ menu_item_id: special.id, quantity: 1 }] });
  });

  it('offers no table when the restaurant has none', () => {
    renderIn(document.body.appendChild(document.createElement('div')));
    expect(screen.queryByRole('combobox', { name: /Table/ })).not.toBeInTheDocument();
  });

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

  it('takes whole quantities only: "1.5" is marked and nothing is sent until it is corrected (issue 18)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <NewOrderForm menuItems={menu} onSubmit={onSubmit} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Grace Hopper');
    const quantity = screen.getByLabelText('Steak frites quantity');
    expect(quantity).toHaveValue('0');

    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 0 to 99');
    expect(screen.getByText('€0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Correct the quantities marked above')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(quantity).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('€49.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more Steak frites' }));
    expect(quantity).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ customer_name: 'Grace Hopper', items: [{ menu_item_id: menu[0]?.id, quantity: 3 }] }));
  });

  it('lets the member choose a dish’s options with the guest’s chooser, previews the total with them, and sends the option ids (issue 19)', async () => {
    const SMALL = uuid(501);
    const LARGE = uuid(502);
    const OLIVES = uuid(511);
    const size = anOptionGroup({
      id: uuid(401),
      name: 'Size',
      min_choices: 1,
      options: [anOption({ id: SMALL, name: '30 cm' }), anOption({ id: LARGE, name: '40 cm', price_delta: 3.5 })],
    });
    const extras = anOptionGroup({
      id: uuid(402),
      name: 'Extras',
      selection: 'multiple',
      max_choices: null,
      options: [anOption({ id: OLIVES, name: 'Olives', price_delta: 1 })],
    });
    const pizza = aMenuItem({ id: uuid(102), name: 'Pizza', price: 11, category: 'Main Course', option_group_ids: [size.id, extras.id] });
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <NewOrderForm menuItems={[...menu, pizza]} optionGroups={[size, extras]} onSubmit={onSubmit} onCancel={vi.fn()} />
      </MemoryRouter>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Grace Hopper');
    const add = screen.getByRole('button', { name: 'Choose options for Pizza' });
    await user.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Options for Pizza' });
    await user.click(within(dialog).getByRole('button', { name: /Add to order/ }));
    expect(within(dialog).getByText('Choose an option for Size')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /40 cm/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €15.50' }));
    expect(add).toHaveFocus();

    await user.click(add);
    dialog = await screen.findByRole('dialog', { name: 'Options for Pizza' });
    await user.click(within(dialog).getByRole('radio', { name: /30 cm/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to order · €11.00' }));
    await user.click(screen.getByRole('button', { name: 'One more Pizza (30 cm)' }));

    expect(screen.getByText('Size: 40 cm')).toBeInTheDocument();
    expect(screen.getByText('Extras: Olives')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity of Pizza (30 cm)' })).toHaveTextContent('2');
    expect(screen.getByText('€37.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [
          { menu_item_id: pizza.id, quantity: 1, options: [LARGE, OLIVES] },
          { menu_item_id: pizza.id, quantity: 2, options: [SMALL] },
        ],
      }),
    );
  });
});
