import { ALLERGENS } from '@maitre/shared/allergens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aMenuItem, aMenuOption, aSizeGroup, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { AllergensPage } from './allergens-page';

describe('AllergensPage (issue 19)', () => {
  it('marks what each dish contains and may contain, with its dietary marks and the options that add allergens', async () => {
    const pizza = aMenuItem({
      id: uuid(102),
      name: 'Margherita',
      category: 'Main Course',
      allergens: ['gluten', 'milk'],
      traces: ['nuts'],
      dietary: ['vegetarian'],
      option_group_ids: [uuid(401)],
    });
    const soup = aMenuItem({ id: uuid(101), name: 'Onion soup', allergens: ['celery'] });
    const extras = aSizeGroup({
      id: uuid(401),
      name: 'Extras',
      options: [aMenuOption({ id: uuid(511), name: 'Anchovies', allergens: ['fish'] }), aMenuOption({ id: uuid(512), name: 'Basil' })],
    });
    server.use(answer('GET /api/menu-items', { menuItems: [pizza, soup] }), answer('GET /api/option-groups', { optionGroups: [extras] }));
    renderApp(<AllergensPage />, { at: '/dashboard/menu/allergens' });

    const table = await screen.findByRole('table', { name: /^Allergens at Chez Ada, / });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Dish',
      'Cereals containing gluten',
      'Crustaceans',
      'Eggs',
      'Fish',
      'Peanuts',
      'Soybeans',
      'Milk',
      'Nuts',
      'Celery',
      'Mustard',
      'Sesame seeds',
      'Sulphur dioxide and sulphites',
      'Lupin',
      'Molluscs',
      'Dietary marks',
    ]);
    const cellOf = (row: HTMLElement, allergen: (typeof ALLERGENS)[number]) => within(row).getAllByRole('cell')[ALLERGENS.indexOf(allergen)];

    const margherita = within(table).getByRole('row', { name: /^Margherita(?! \+)/ });
    expect(within(margherita).getByRole('rowheader')).toHaveTextContent('Margherita');
    expect(cellOf(margherita, 'milk')).toHaveTextContent('Contains');
    expect(cellOf(margherita, 'gluten')).toHaveTextContent('Contains');
    expect(cellOf(margherita, 'nuts')).toHaveTextContent('May contain');
    expect(cellOf(margherita, 'eggs')).toHaveTextContent('');
    expect(within(margherita).getAllByRole('cell').at(-1)).toHaveTextContent('Vegetarian');

    // An option that adds an allergen has its own line under the dish; one that adds none has not.
    const anchovies = within(table).getByRole('row', { name: /^Margherita \+ Anchovies/ });
    expect(cellOf(anchovies, 'fish')).toHaveTextContent('Contains');
    expect(within(table).queryByRole('row', { name: /Basil/ })).toBeNull();

    expect(cellOf(within(table).getByRole('row', { name: /^Onion soup/ }), 'celery')).toHaveTextContent('Contains');
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });
});
