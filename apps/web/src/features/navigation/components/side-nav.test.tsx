import type { PlanId } from '@maitre/shared/plans';
import type { Role } from '@maitre/shared/team';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideNav } from './side-nav';

const GATED = ['Reservations', 'Customers', 'Inventory', 'Staff'];
const OPEN = ['Dashboard', 'Menu', 'Orders', 'Analytics', 'Subscription'];

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderNav(planId: PlanId | null, role: Role | null = 'owner') {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SideNav planId={planId} role={role} />
      <Location />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('SideNav', () => {
  it('lists the nine items of the spec, in order', () => {
    const nav = renderNav(null);
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent?.replace('Restaurant+', '')),
    ).toEqual([...OPEN.slice(0, 3), ...GATED, ...OPEN.slice(3)]);
  });

  for (const planId of [null, 'snackbar'] as const) {
    it(`locks the Restaurant+ items ${planId ? 'on Snackbar' : 'without a plan'}: a lock and 'Restaurant+', no link, and a described button`, () => {
      const nav = renderNav(planId);
      for (const label of GATED) {
        expect(within(nav).queryByRole('link', { name: new RegExp(label) })).toBeNull();
        const item = within(nav).getByRole('button', { name: label });
        expect(item).toHaveAccessibleDescription('Needs the Restaurant plan');
        expect(item).toHaveAttribute('aria-expanded', 'false');
        expect(item).toHaveTextContent(`${label}Restaurant+`);
        expect(item.querySelector('svg.lucide-lock')).not.toBeNull();
      }
      for (const label of OPEN) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    });
  }

  it('lets the keyboard reach a locked item, whose explanation opens in place and leads to the plans, not to the page', async () => {
    const user = userEvent.setup();
    const nav = renderNav(null);
    // Dashboard, Menu, Orders, then the first locked item.
    for (let stop = 0; stop < 4; stop += 1) await user.tab();
    const reservations = within(nav).getByRole('button', { name: 'Reservations' });
    expect(reservations).toHaveFocus();
    expect(within(nav).queryByText('Reservations is available on the Restaurant plan and above.')).not.toBeVisible();

    await user.keyboard('{Enter}');
    expect(reservations).toHaveAttribute('aria-expanded', 'true');
    const explanation = document.getElementById(reservations.getAttribute('aria-controls') ?? '');
    expect(explanation).toBeVisible();
    expect(explanation).toHaveTextContent('Reservations is available on the Restaurant plan and above.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);

    await user.tab();
    const seePlans = within(nav).getByRole('link', { name: 'See plans' });
    expect(seePlans).toHaveFocus();
    expect(seePlans).toHaveAttribute('href', '/dashboard/subscription');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/subscription$/);
  });

  for (const planId of ['restaurant', 'michelin'] as const) {
    it(`unlocks every item on ${planId}`, () => {
      const nav = renderNav(planId);
      expect(within(nav).queryByText('Restaurant+')).toBeNull();
      for (const label of [...OPEN, ...GATED]) {
        expect(within(nav).getByRole('link', { name: label })).toHaveAttribute(
          'href',
          label === 'Dashboard' ? '/dashboard' : `/dashboard/${label.toLowerCase()}`,
        );
      }
    });
  }

  describe('follows the role (issue 17): a role sees only the pages it can use', () => {
    const listed = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent?.replace('Restaurant+', ''));

    it('the owner sees every item', () => {
      expect(listed(renderNav('restaurant', 'owner'))).toEqual([...OPEN.slice(0, 3), ...GATED, ...OPEN.slice(3)]);
    });

    it('a manager sees Staff but not Subscription', () => {
      const nav = renderNav('restaurant', 'manager');
      expect(within(nav).getByRole('link', { name: 'Staff' })).toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Subscription' })).toBeNull();
    });

    it('front of house sees the overview, menu and orders, but neither Staff, Analytics (the reports: owners and managers) nor Subscription', () => {
      const nav = renderNav('restaurant', 'front_of_house');
      expect(listed(nav)).toEqual(['Dashboard', 'Menu', 'Orders', 'Reservations', 'Customers', 'Inventory']);
    });

    it('the kitchen sees no overview, figures, Staff or Subscription', () => {
      const nav = renderNav('restaurant', 'kitchen');
      expect(listed(nav)).toEqual(['Menu', 'Orders', 'Reservations', 'Customers', 'Inventory']);
      expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    });

    it('a locked item does not offer the plans to a member who cannot buy one', async () => {
      const user = userEvent.setup();
      const nav = renderNav(null, 'front_of_house');
      const reservations = within(nav).getByRole('button', { name: 'Reservations' });
      await user.click(reservations);
      const explanation = document.getElementById(reservations.getAttribute('aria-controls') ?? '');
      expect(explanation).toBeVisible();
      expect(explanation).toHaveTextContent("The restaurant's owner chooses the plan.");
      expect(within(nav).queryByRole('link', { name: 'See plans' })).toBeNull();
    });
  });
});
