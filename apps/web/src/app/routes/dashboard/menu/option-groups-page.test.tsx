import type { OptionGroup } from '@maitre/shared/options';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aMenuItem, aMenuOption, aProfile, aSizeGroup, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { OptionGroupsPage } from './option-groups-page';

const soup = aMenuItem({ id: uuid(101), name: 'Onion soup', option_group_ids: [uuid(401)] });
const pizza = aMenuItem({ id: uuid(102), name: 'Margherita', category: 'Main Course', option_group_ids: [uuid(401)] });
const sizes = aSizeGroup({ menu_item_ids: [soup.id, pizza.id] });

function renderOptionGroups() {
  return renderApp(<OptionGroupsPage />, { at: '/dashboard/menu/options' });
}

/** The option's fieldset in the group form ("Option 2", "Option 2: Small"). */
const optionFieldset = (dialog: HTMLElement, position: number) => within(dialog).getByRole('group', { name: new RegExp(`^Option ${position}`) });

describe('OptionGroupsPage (issue 19)', () => {
  it('adds a group with options, sends them in order with their price changes and allergens, and lists it', async () => {
    let groups: OptionGroup[] = [];
    server.use(
      answer('GET /api/menu-items', { menuItems: [soup] }),
      answerWith('GET /api/option-groups', () => json('GET /api/option-groups', { optionGroups: groups })),
      answerWith('POST /api/option-groups', () => {
        groups = [
          aSizeGroup({
            id: uuid(402),
            name: 'Extras',
            selection: 'multiple',
            min_choices: 0,
            max_choices: 2,
            options: [
              aMenuOption({ id: uuid(511), name: 'Extra mozzarella', price_delta: 1.5, allergens: ['milk'] }),
              aMenuOption({ id: uuid(512), name: 'No onions', price_delta: -0.5 }),
            ],
          }),
        ];
        return json('POST /api/option-groups', { optionGroup: groups[0] as OptionGroup }, 201);
      }),
    );
    const { user } = renderOptionGroups();
    expect(await screen.findByText('No option groups yet. Add one, then choose it in a dish’s form.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an option group' });
    expect(within(dialog).getByText(/menu-item limit counts dishes only/)).toBeInTheDocument();

    await user.type(within(dialog).getAllByRole('textbox', { name: /^Name/ })[0] as HTMLElement, 'Extras');
    await user.click(within(dialog).getByRole('radio', { name: 'Several options' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'At most' }), '2');

    const first = optionFieldset(dialog, 1);
    await user.type(within(first).getByRole('textbox', { name: /^Name/ }), 'Extra mozzarella');
    const firstPrice = within(first).getByRole('textbox', { name: 'Price change (€)' });
    await user.clear(firstPrice);
    await user.type(firstPrice, '1.50');
    await user.click(within(first).getByRole('button', { name: 'Allergens and translations' }));
    await user.selectOptions(within(first).getByLabelText('Milk'), 'Contains');
    expect(await axeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    const second = optionFieldset(dialog, 2);
    await user.type(within(second).getByRole('textbox', { name: /^Name/ }), 'No onions');
    const secondPrice = within(second).getByRole('textbox', { name: 'Price change (€)' });
    await user.clear(secondPrice);
    await user.type(secondPrice, '-0.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add a group' }));

    expect(await screen.findByText('Option group added')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/option-groups')).map((request) => request.body)).toEqual([
      {
        name: 'Extras',
        translations: {},
        selection: 'multiple',
        min_choices: 0,
        max_choices: 2,
        options: [
          { name: 'Extra mozzarella', translations: {}, price_delta: 1.5, is_default: false, is_available: true, allergens: ['milk'], traces: [] },
          { name: 'No onions', translations: {}, price_delta: -0.5, is_default: false, is_available: true, allergens: [], traces: [] },
        ],
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Extras' });
    expect(within(card).getByText('+€1.50')).toBeInTheDocument();
    expect(within(card).getByText('−€0.50')).toBeInTheDocument();
    expect(within(card).getByText('Up to 2')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal under the option it names, and keeps what was typed", async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [] }),
      answerError('POST /api/option-groups', 'VALIDATION_FAILED', 'Some fields are not valid', {
        'options.1.name': ['Each option of a group needs its own name'],
      }),
    );
    const { user } = renderOptionGroups();
    await user.click(await screen.findByRole('button', { name: 'Add a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an option group' });
    await user.type(within(dialog).getAllByRole('textbox', { name: /^Name/ })[0] as HTMLElement, 'Size');
    await user.type(within(optionFieldset(dialog, 1)).getByRole('textbox', { name: /^Name/ }), 'Small');
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await user.type(within(optionFieldset(dialog, 2)).getByRole('textbox', { name: /^Name/ }), 'Smäll');
    await user.click(within(dialog).getByRole('button', { name: 'Add a group' }));

    const second = optionFieldset(dialog, 2);
    expect(await within(second).findByText('Each option of a group needs its own name')).toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByRole('textbox', { name: /^Name/ })).toHaveValue('Smäll');
    expect(within(optionFieldset(dialog, 1)).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'false');
  });

  it('says how many dishes offer a group before deleting it', async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [soup, pizza] }),
      answer('GET /api/option-groups', { optionGroups: [sizes] }),
      answer('DELETE /api/option-groups/:id', undefined, { status: 204 }),
      // After the delete, the menu and the groups are read again.
    );
    const { user } = renderOptionGroups();
    const card = await screen.findByRole('article', { name: 'Size' });
    expect(within(card).getByText('Offered by: Onion soup, Margherita')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete Size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Size?' });
    expect(within(dialog).getByText('2 dishes offer this group and will no longer offer it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Option group deleted')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.url)).toEqual([`/api/option-groups/${sizes.id}`]);
  });

  it('front of house only marks options sold out and back: no add, edit or delete', async () => {
    const soldOut = { ...sizes, options: sizes.options.map((option) => (option.name === '30 cm' ? { ...option, is_available: false } : option)) };
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }),
      answer('GET /api/menu-items', { menuItems: [soup, pizza] }),
      answer('GET /api/option-groups', { optionGroups: [sizes] }),
      answer('PATCH /api/option-groups/:id/options/:optionId', { optionGroup: soldOut }),
    );
    const { user } = renderOptionGroups();
    expect(await screen.findByText(/You can mark options sold out and back on/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Size' });
    expect(screen.queryByRole('button', { name: 'Add a group' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit Size' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete Size' })).toBeNull();

    const large = within(card).getByRole('switch', { name: '30 cm available' });
    expect(large).toHaveAttribute('aria-checked', 'true');
    await user.click(large);
    expect(await screen.findByText('30 cm sold out')).toBeInTheDocument();
    const [request] = await sentRequests('PATCH');
    expect(request?.url).toBe(`/api/option-groups/${sizes.id}/options/${uuid(502)}`);
    expect(request?.body).toEqual({ is_available: false });
  });

  it('the kitchen reads the groups: the sold-out state in words, no switch', async () => {
    const soldOut = { ...sizes, options: sizes.options.map((option) => (option.name === '30 cm' ? { ...option, is_available: false } : option)) };
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }),
      answer('GET /api/menu-items', { menuItems: [] }),
      answer('GET /api/option-groups', { optionGroups: [soldOut] }),
    );
    renderOptionGroups();
    const card = await screen.findByRole('article', { name: 'Size' });
    expect(within(card).queryByRole('switch')).toBeNull();
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
    expect(within(card).getByText('+€2.50')).toBeInTheDocument();
  });
});
