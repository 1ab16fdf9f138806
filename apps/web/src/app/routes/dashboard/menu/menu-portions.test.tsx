/**
 * Sold-out counts on the menu screens (issue 19, decision 0027): each dish and option shows what is left today, front
 * of house and up set it (the count and the number each day starts with, read with the reader's number rules) and
 * reset every count; the kitchen reads them.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError, answerWith, json } from '@/test/api';
import { aMenuItem, anOption, anOptionGroup, aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { MenuPage } from './menu-page';
import { OptionGroupsPage } from './option-groups-page';

const margherita = aMenuItem({ id: uuid(101), name: 'Margherita', category: 'Main Course', portions_left: 3, portions_par: 20 });
const tiramisu = aMenuItem({ id: uuid(102), name: 'Tiramisu', category: 'Desserts' });

afterEach(() => activateLocale('en', null));

describe('counts on the menu', () => {
  it('shows what is left of each dish, and sets a count and its daily start', async () => {
    // The menu as the server has it: read again after the change.
    let menuItems = [margherita, tiramisu];
    server.use(
      answerWith('GET /api/menu-items', () => json('GET /api/menu-items', { menuItems })),
      answerWith('PUT /api/menu-items/:id/portions', () => {
        menuItems = [margherita, { ...tiramisu, portions_left: 12 }];
        return json('PUT /api/menu-items/:id/portions', { portions_left: 12, portions_par: null });
      }),
    );
    const { user } = renderApp(<MenuPage />, { at: '/dashboard/menu' });
    const card = await screen.findByRole('article', { name: 'Margherita' });
    expect(within(card).getByText('3 left today')).toBeInTheDocument();
    expect(within(card).getByText('20 each day')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Tiramisu' });
    expect(within(other).getByText('Not counted')).toBeInTheDocument();

    await user.click(within(other).getByRole('button', { name: 'Portions of Tiramisu' }));
    const form = within(other).getByRole('form', { name: 'Portions of Tiramisu' });
    expect(within(form).getByLabelText('Left today')).toHaveFocus();
    await user.type(within(form).getByLabelText('Left today'), '12');
    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    expect(await screen.findByText('Count of Tiramisu saved')).toBeInTheDocument();
    expect((await sentRequests('PUT', `/api/menu-items/${tiramisu.id}/portions`)).map((request) => request.body)).toEqual([
      { portions_left: 12, portions_par: null },
    ]);
    expect(within(other).queryByRole('form')).toBeNull();
    expect(within(other).getByText('12 left today')).toBeInTheDocument();
  });

  it('reads numbers the reader’s way and refuses anything but a whole number, naming the field', async () => {
    activateLocale('de', await loadDashboardCatalog('de'));
    server.use(answer('GET /api/menu-items', { menuItems: [margherita] }));
    const { user } = renderApp(<MenuPage />, { at: '/dashboard/menu' });
    const card = await screen.findByRole('article', { name: 'Margherita' });
    expect(within(card).getByText('Heute noch 3')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Portionen von Margherita' }));
    const form = within(card).getByRole('form', { name: 'Portionen von Margherita' });
    const left = within(form).getByLabelText('Heute übrig');
    const par = within(form).getByLabelText('Jeden Tag beginnen mit');
    expect(left).toHaveValue('3');
    expect(par).toHaveValue('20');
    await user.clear(left);
    await user.type(left, '2,5');
    await user.clear(par);
    await user.type(par, '-4');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByText('Geben Sie eine ganze Zahl ein, z. B. 12')).toBeInTheDocument();
    expect(within(form).getByText('Ein Bestand kann nicht negativ sein')).toBeInTheDocument();
    expect(left).toHaveAttribute('aria-invalid', 'true');
    expect(left).toHaveFocus();
    expect(await sentRequests('PUT')).toEqual([]);
  });

  it('shows the server’s refusal at its field, and an empty field stops counting', async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [margherita] }),
      answerError('PUT /api/menu-items/:id/portions', 'VALIDATION_FAILED', 'Some fields are invalid', {
        portions_par: ['A count is a whole number from 0 to 9999, or null for not counted'],
      }),
    );
    const { user } = renderApp(<MenuPage />, { at: '/dashboard/menu' });
    const card = await screen.findByRole('article', { name: 'Margherita' });
    await user.click(within(card).getByRole('button', { name: 'Portions of Margherita' }));
    const form = within(card).getByRole('form', { name: 'Portions of Margherita' });
    await user.clear(within(form).getByLabelText('Left today'));
    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    expect(await within(form).findByText('A count is a whole number from 0 to 9999, or null for not counted')).toBeInTheDocument();
    expect((await sentRequests('PUT')).map((request) => request.body)).toEqual([{ portions_left: null, portions_par: 20 }]);
  });

  it('resets every count after asking, and reads the menu again', async () => {
    let reads = 0;
    server.use(
      answerWith('GET /api/menu-items', () => {
        reads += 1;
        return json('GET /api/menu-items', { menuItems: [reads === 1 ? margherita : { ...margherita, portions_left: 20 }] });
      }),
      answer('POST /api/portions/reset', { items: { [margherita.id]: 20 }, options: {} }),
    );
    const { user } = renderApp(<MenuPage />, { at: '/dashboard/menu' });
    const card = await screen.findByRole('article', { name: 'Margherita' });
    await user.click(screen.getByRole('button', { name: 'Reset counts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset every count?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset counts' }));
    expect(await screen.findByText('Counts reset')).toBeInTheDocument();
    expect(await within(card).findByText('20 left today')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/portions/reset')).toHaveLength(1);
  });

  it('the kitchen sees what is left, and neither sets nor resets', async () => {
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }),
      answer('GET /api/menu-items', { menuItems: [{ ...margherita, portions_left: 0 }, tiramisu] }),
    );
    renderApp(<MenuPage />, { at: '/dashboard/menu' });
    const card = await screen.findByRole('article', { name: 'Margherita' });
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Portions/ })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Tiramisu' })).queryByText('Not counted')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset counts' })).toBeNull();
  });

  it('front of house sets counts and resets them', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }), answer('GET /api/menu-items', { menuItems: [margherita] }));
    renderApp(<MenuPage />, { at: '/dashboard/menu' });
    const card = await screen.findByRole('article', { name: 'Margherita' });
    expect(within(card).getByRole('button', { name: 'Portions of Margherita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset counts' })).toBeInTheDocument();
  });
});

describe('counts on the option groups', () => {
  it('shows what is left of each option and sets it', async () => {
    const large = anOption({ id: uuid(502), name: 'Large', portions_left: 0, portions_par: 8 });
    const group = anOptionGroup({ id: uuid(401), name: 'Size', options: [anOption({ id: uuid(501), name: 'Small' }), large] });
    let optionGroups = [group];
    server.use(
      answerWith('GET /api/option-groups', () => json('GET /api/option-groups', { optionGroups })),
      answer('GET /api/menu-items', { menuItems: [] }),
      answerWith('PUT /api/option-groups/:id/options/:optionId/portions', () => {
        optionGroups = [{ ...group, options: [group.options[0] ?? large, { ...large, portions_left: 4 }] }];
        return json('PUT /api/option-groups/:id/options/:optionId/portions', { portions_left: 4, portions_par: 8 });
      }),
    );
    const { user } = renderApp(<OptionGroupsPage />, { at: '/dashboard/menu/options' });
    const card = await screen.findByRole('article', { name: 'Size' });
    const largeLine = within(card).getByText('Large').closest('li') as HTMLElement;
    expect(within(largeLine).getByText('Sold out')).toBeInTheDocument();
    expect(within(largeLine).getByText('8 each day')).toBeInTheDocument();
    await user.click(within(largeLine).getByRole('button', { name: 'Portions of Large (Size)' }));
    const left = within(largeLine).getByLabelText('Left today');
    await user.clear(left);
    await user.type(left, '4');
    await user.click(within(largeLine).getByRole('button', { name: 'Save count' }));
    expect(await within(largeLine).findByText('4 left today')).toBeInTheDocument();
    expect((await sentRequests('PUT', `/api/option-groups/${group.id}/options/${large.id}/portions`)).map((request) => request.body)).toEqual([
      { portions_left: 4, portions_par: 8 },
    ]);
  });
});
