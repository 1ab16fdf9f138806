import type { MenuItem } from '@maitre/shared/menu';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuPage } from './menu-page';

const soup: MenuItem = {
  id: '6f1c1d9e-3a55-4a53-9d4a-3f0a8f3d2b11',
  user_id: 'owner',
  name: 'Onion soup',
  description: 'With gruyère',
  price: 8.5,
  category: 'Appetizers',
  image_url: null,
  is_available: true,
  created_at: '2026-01-01T12:00:00.000Z',
};

type Handler = (init: RequestInit | undefined) => Response;
let routes: Record<string, Handler>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  routes = {
    'GET /api/menu-items': () => json(200, { menuItems: [soup] }),
    'GET /api/subscription': () => json(200, { subscription: null }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const handler = routes[`${init?.method ?? 'GET'} ${url}`];
      if (!handler) throw new Error(`unexpected ${init?.method} ${url}`);
      return handler(init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderMenu(path = '/dashboard/menu') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <MenuPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('MenuPage', () => {
  it('counts items per category and names an empty category', async () => {
    const user = userEvent.setup();
    renderMenu();
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    expect(within(filter).getByRole('button', { name: 'All 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Appetizers 1' })).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: 'Specials 0' }));
    expect(screen.getByText('No items in Specials category.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Onion soup' })).toBeNull();
  });

  it('says how to start when the menu is empty', async () => {
    routes['GET /api/menu-items'] = () => json(200, { menuItems: [] });
    renderMenu();
    expect(await screen.findByText('No menu items yet. Add your first item to get started!')).toBeInTheDocument();
  });

  it("keeps what was typed and shows the plan limit's message when the server refuses the item", async () => {
    const message = 'Without a plan you can add up to 10 menu items. Subscribe to Restaurant for up to 50.';
    let sent: unknown;
    routes['POST /api/menu-items'] = (init) => {
      sent = JSON.parse(String(init?.body));
      return json(403, { error: { code: 'PLAN_LIMIT_REACHED', message } });
    };
    const user = userEvent.setup();
    renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '8.5');
    await user.selectOptions(within(form).getByLabelText(/Category/), 'Desserts');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(await screen.findByText('Failed to add menu item')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Tarte Tatin', description: '', price: 8.5, category: 'Desserts', image_url: null });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Tarte Tatin');
    expect(within(form).getByLabelText(/Price/)).toHaveValue(8.5);
    expect(within(form).getByLabelText(/Category/)).toHaveValue('Desserts');
  });

  it('checks the form before sending anything', async () => {
    const user = userEvent.setup();
    renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Price/), '3.999');
    await user.type(within(form).getByLabelText(/Image URL/), 'ftp://example.com/a.png');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Price can have at most two decimals')).toBeInTheDocument();
    expect(within(form).getByText('Image URL must start with http:// or https://')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalledWith('/api/menu-items', expect.objectContaining({ method: 'POST' }));
  });
});
