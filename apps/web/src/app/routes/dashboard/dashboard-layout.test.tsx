import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { DashboardLayout } from './dashboard-layout';

function renderDashboard() {
  // The live orders stream: closed at once, nothing to say here.
  server.use(http.get('/api/events', () => new HttpResponse(null, { status: 204 })));
  return renderApp({ '/dashboard': <DashboardLayout />, '/dashboard/menu': <DashboardLayout /> }, { at: '/dashboard' });
}

/** The open drawer, found by its role and name. */
const drawer = () => screen.getByRole('dialog', { name: 'Navigation' });
/** The drawer the menu button controls, open or closed (a closed one has no accessible name to find it by). */
const controlledBy = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '');

describe('DashboardLayout: the navigation drawer', () => {
  it('takes the focus when it opens, and gives it back to the menu button on Escape and on Close', async () => {
    const { user } = renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(controlledBy(toggle)).not.toHaveAttribute('open');

    await user.click(toggle);
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBe(controlledBy(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // On the page it shows: the current page's link.
    await waitFor(() => expect(within(drawer()).getByRole('link', { name: 'Dashboard' })).toHaveFocus());

    // Preact runs effects after the paint: wait for the close, as a person would.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(controlledBy(toggle)).not.toHaveAttribute('open'));
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(controlledBy(toggle)).not.toHaveAttribute('open'));
    expect(toggle).toHaveFocus();
  });

  it('closes when the owner picks a page, with the focus back on the menu button', async () => {
    const { user, router } = renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('link', { name: 'Menu' }));
    expect(router.state.location.pathname).toBe('/dashboard/menu');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveFocus());
    expect(controlledBy(screen.getByRole('button', { name: 'Open navigation' }))).not.toHaveAttribute('open');
  });

  it("reaches a locked item's explanation from inside the drawer", async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const staff = within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('button', { name: 'Staff' });
    expect(staff).toHaveAccessibleDescription('Needs the Restaurant plan');
    await user.click(staff);
    expect(within(drawer()).getByText('Staff is available on the Restaurant plan and above.')).toBeVisible();
    expect(drawer()).toHaveAttribute('open');
  });
});
