import type { PlanId } from '@maitre/shared/plans';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SideNav } from './side-nav';

const GATED = ['Reservations', 'Customers', 'Inventory', 'Staff'];
const OPEN = ['Dashboard', 'Menu', 'Orders', 'Analytics', 'Subscription'];

function renderNav(planId: PlanId | null) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SideNav planId={planId} />
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
        .map((item) => item.textContent?.replace('Restaurant+', '')),
    ).toEqual([...OPEN.slice(0, 3), ...GATED, ...OPEN.slice(3)]);
  });

  for (const planId of [null, 'snackbar'] as const) {
    it(`locks the Restaurant+ items ${planId ? 'on Snackbar' : 'without a plan'}: a lock and 'Restaurant+', and no link`, () => {
      const nav = renderNav(planId);
      for (const label of GATED) {
        expect(within(nav).queryByRole('link', { name: new RegExp(label) })).toBeNull();
        const item = within(nav).getByText(label).closest('[aria-disabled="true"]');
        expect(item).not.toBeNull();
        expect(item).toHaveTextContent(`${label}Restaurant+`);
        expect(item?.querySelector('svg.lucide-lock')).not.toBeNull();
      }
      for (const label of OPEN) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    });
  }

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
});
