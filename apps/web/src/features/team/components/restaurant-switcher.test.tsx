import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuPage } from '@/app/routes/dashboard/menu/menu-page';
import { answerWith, json } from '@/test/api';
import { authAnswers } from '@/test/auth';
import { aMenuItem, aMyRestaurant, aProfile, RESTAURANT_ID, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { RestaurantSwitcher } from './restaurant-switcher';

const BOB_ID = 'restaurant-chez-bob';

/** Ada owns Chez Ada and works in the kitchen of Chez Bob; the server follows which one the session acts for. */
function twoRestaurants() {
  let activeId = RESTAURANT_ID;
  server.use(
    authAnswers.setActiveOrganization((id) => {
      activeId = id;
    }),
    answerWith('GET /api/restaurants', () =>
      json('GET /api/restaurants', {
        restaurants: [
          aMyRestaurant({ active: activeId === RESTAURANT_ID }),
          aMyRestaurant({ id: BOB_ID, name: 'Chez Bob', slug: 'chez-bob', role: 'kitchen', active: activeId === BOB_ID }),
        ],
      }),
    ),
    answerWith('GET /api/profile', () =>
      json('GET /api/profile', {
        profile: activeId === BOB_ID ? aProfile({ restaurant_id: BOB_ID, restaurant_name: 'Chez Bob', slug: 'chez-bob', role: 'kitchen' }) : aProfile(),
      }),
    ),
    answerWith('GET /api/menu-items', () =>
      json('GET /api/menu-items', {
        menuItems: [activeId === BOB_ID ? aMenuItem({ id: uuid(111), restaurant_id: BOB_ID, name: 'Bouillabaisse' }) : aMenuItem({ name: 'Onion soup' })],
      }),
    ),
  );
}

function renderSwitcherWithMenu() {
  return renderApp(
    {
      '/dashboard': (
        <>
          <RestaurantSwitcher />
          <MenuPage />
        </>
      ),
      '/dashboard/settings': <p>Settings</p>,
    },
    { at: '/dashboard' },
  );
}

describe('RestaurantSwitcher', () => {
  it('is not there for a person in one restaurant', async () => {
    renderApp(<RestaurantSwitcher />);
    await waitFor(async () => expect(await sentRequests('GET', '/api/restaurants')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Restaurant:/ })).toBeNull();
  });

  it('switches by keyboard, then shows the other restaurant’s data and the role there', async () => {
    twoRestaurants();
    const { user } = renderSwitcherWithMenu();
    expect(await screen.findByRole('article', { name: 'Onion soup' })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Restaurant: Chez Ada' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Your restaurants' });
    const current = within(menu).getByRole('menuitemradio', { name: /Chez Ada/ });
    expect(current).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(current).toHaveFocus());
    // Escape closes it and gives the focus back.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: /Chez Ada/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    const bob = within(screen.getByRole('menu')).getByRole('menuitemradio', { name: /Chez Bob/ });
    expect(bob).toHaveFocus();
    expect(bob).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Now working in Chez Bob')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/auth/organization/set-active')).map((request) => request.body)).toEqual([{ organizationId: BOB_ID }]);
    // Every query is read again for the new restaurant: its menu, and the role there (kitchen: no menu edits).
    expect(await screen.findByRole('article', { name: 'Bouillabaisse' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Onion soup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Restaurant: Chez Bob' })).toBeInTheDocument();
    expect((await sentRequests('GET', '/api/profile')).length).toBeGreaterThanOrEqual(2);
  });

  it('opens with a click, lists each role, and leads to the restaurants in Settings', async () => {
    twoRestaurants();
    const { user, router } = renderSwitcherWithMenu();
    await user.click(await screen.findByRole('button', { name: 'Restaurant: Chez Ada' }));
    const menu = screen.getByRole('menu', { name: 'Your restaurants' });
    expect(within(menu).getByRole('menuitemradio', { name: /Chez Bob/ })).toHaveTextContent('Kitchen');
    await user.click(within(menu).getByRole('menuitem', { name: 'Manage your restaurants' }));
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(router.state.location.hash).toBe('#your-restaurants');
  });
});
