import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError, answerWith, json } from '@/test/api';
import { aMenuItem, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { MenuPage } from './menu-page';

const soup = aMenuItem({ name: 'Onion soup', category: 'Appetizers' });

function renderMenu(at = '/dashboard/menu') {
  return renderApp(<MenuPage />, { at });
}

describe('MenuPage', () => {
  it('counts items per category and names an empty category', async () => {
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    const { user } = renderMenu();
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    expect(within(filter).getByRole('button', { name: 'All 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Appetizers 1' })).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: 'Specials 0' }));
    expect(screen.getByText('No items in Specials category.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Onion soup' })).toBeNull();
  });

  it('says how to start when the menu is empty', async () => {
    server.use(answer('GET /api/menu-items', { menuItems: [] }));
    renderMenu();
    expect(await screen.findByText('No menu items yet. Add your first item to get started!')).toBeInTheDocument();
  });

  it("keeps what was typed and shows the plan limit's message when the server refuses the item", async () => {
    const message = 'Without a plan you can add up to 10 menu items. Subscribe to Restaurant for up to 50.';
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }), answerError('POST /api/menu-items', 'PLAN_LIMIT_REACHED', message));
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '8.5');
    await user.selectOptions(within(form).getByLabelText(/Category/), 'Desserts');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(await screen.findByText('Failed to add menu item')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/menu-items')).map((request) => request.body)).toEqual([
      { name: 'Tarte Tatin', description: '', price: 8.5, category: 'Desserts', image_url: null },
    ]);
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Tarte Tatin');
    expect(within(form).getByLabelText(/Price/)).toHaveValue(8.5);
    expect(within(form).getByLabelText(/Category/)).toHaveValue('Desserts');
  });

  it('checks the form before sending anything', async () => {
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Price/), '3.999');
    await user.type(within(form).getByLabelText(/Image URL/), 'ftp://example.com/a.png');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Price can have at most two decimals')).toBeInTheDocument();
    expect(within(form).getByText('Image URL must start with http:// or https://')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await sentRequests('POST')).toEqual([]);
  });

  it('adds an item the server accepts, says so and shows it in the list', async () => {
    const tarte = aMenuItem({ id: uuid(102), name: 'Tarte Tatin', price: 8.5, category: 'Desserts', description: '' });
    let menu = [soup];
    server.use(
      answerWith('GET /api/menu-items', () => json('GET /api/menu-items', { menuItems: menu })),
      answerWith('POST /api/menu-items', () => {
        menu = [tarte, soup];
        return json('POST /api/menu-items', { menuItem: tarte }, 201);
      }),
    );
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '8.5');
    await user.selectOptions(within(form).getByLabelText(/Category/), 'Desserts');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText('Menu item added successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tarte Tatin' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name: 'All 2' })).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch menu items' when the menu cannot be read", async () => {
    server.use(answerError('GET /api/menu-items', 'INTERNAL', 'Something went wrong on our side'));
    renderMenu();
    expect(await screen.findByText('Failed to fetch menu items')).toBeInTheDocument();
  });
});
