import type { Category } from '@maitre/shared/categories';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aCategory, aProfile, CATEGORY_IDS, defaultCategories, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { CategoriesPage } from './categories-page';

function renderCategories() {
  return renderApp(<CategoriesPage />, { at: '/dashboard/menu/categories' });
}

/** The categories as the list shows them, in order: each entry's heading. */
const shownOrder = () =>
  within(screen.getByRole('list', { name: 'Categories in menu order' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

/** A server that keeps the categories a test changes, answering each request as the API would. */
function serveCategories(initial: Category[]) {
  let categories = initial;
  server.use(
    answerWith('GET /api/categories', () => json('GET /api/categories', { categories })),
    answerWith('PUT /api/categories/order', async ({ request }) => {
      const { category_ids } = (await request.json()) as { category_ids: string[] };
      categories = category_ids.map((id, position) => ({ ...(categories.find((category) => category.id === id) as Category), position }));
      return json('PUT /api/categories/order', { categories });
    }),
  );
  return () => categories;
}

describe('CategoriesPage (issue 19)', () => {
  afterEach(() => activateLocale('en', null));

  it('lists the categories in the menu’s order with their dish counts, and says which are hidden', async () => {
    serveCategories([
      aCategory({ name: 'Appetizers', menu_item_count: 2 }),
      aCategory({ name: 'Main Course', menu_item_count: 1 }),
      aCategory({ name: 'Specials', is_hidden: true, position: 2 }),
    ]);
    renderCategories();
    expect(await screen.findByRole('heading', { name: 'Categories', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(shownOrder()).toEqual(['Appetizers', 'Main Course', 'Specials']));
    const specials = screen.getByRole('heading', { name: 'Specials' }).closest('li') as HTMLElement;
    expect(within(specials).getByText('Hidden from the order page')).toBeInTheDocument();
    expect(within(specials).getByText('0 dishes')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Main Course' }).closest('li') as HTMLElement).getByText('1 dish')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('moves a category by keyboard: the arrows buttons and the handle’s arrow keys, each move said and saved', async () => {
    const current = serveCategories(defaultCategories());
    const { user } = renderCategories();
    await waitFor(() => expect(shownOrder()).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials']));

    const up = screen.getByRole('button', { name: 'Move Specials up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Specials', 'Beverages']));
    expect(screen.getByRole('status')).toHaveTextContent('Specials: 4 of 5');
    // The focus stays on the button that moved it, so pressing again moves it again.
    expect(up).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownOrder()).toEqual(['Appetizers', 'Main Course', 'Specials', 'Desserts', 'Beverages']));

    // The drag handle takes the arrow keys.
    const handle = screen.getByRole('button', { name: 'Reorder Appetizers: drag it, or use the arrow keys' });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(shownOrder()).toEqual(['Main Course', 'Appetizers', 'Specials', 'Desserts', 'Beverages']));
    expect(screen.getByRole('status')).toHaveTextContent('Appetizers: 2 of 5');
    expect(handle).toHaveFocus();

    await waitFor(async () => expect(await sentRequests('PUT', '/api/categories/order')).toHaveLength(3));
    expect((await sentRequests('PUT', '/api/categories/order')).map((request) => request.body)).toEqual([
      { category_ids: ['Appetizers', 'Main Course', 'Desserts', 'Specials', 'Beverages'].map((name) => CATEGORY_IDS[name]) },
      { category_ids: ['Appetizers', 'Main Course', 'Specials', 'Desserts', 'Beverages'].map((name) => CATEGORY_IDS[name]) },
      { category_ids: ['Main Course', 'Appetizers', 'Specials', 'Desserts', 'Beverages'].map((name) => CATEGORY_IDS[name]) },
    ]);
    expect(current().map((category) => category.name)).toEqual(['Main Course', 'Appetizers', 'Specials', 'Desserts', 'Beverages']);
    // The first cannot go further up: the button says so and does nothing.
    const first = screen.getByRole('button', { name: 'Move Main Course up' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    await user.click(first);
    expect(await sentRequests('PUT', '/api/categories/order')).toHaveLength(3);
  });

  it('puts the old order back and says so when the server refuses the new one', async () => {
    server.use(answerError('PUT /api/categories/order', 'VALIDATION_FAILED', 'Send every category of the menu once, in the new order'));
    const { user } = renderCategories();
    await waitFor(() => expect(shownOrder()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Move Main Course down' }));
    expect(await screen.findByText('The new order could not be saved')).toBeInTheDocument();
    await waitFor(() => expect(shownOrder()).toEqual(['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials']));
  });

  it('adds a category with its translations; a name already used is shown at the field and what was typed stays', async () => {
    server.use(
      answerError('POST /api/categories', 'CONFLICT', 'There is already a category called “Desserts”', {
        name: ['There is already a category called “Desserts”'],
      }),
    );
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'desserts');
    await user.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    expect(await within(dialog).findByText('There is already a category called “Desserts”')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');

    server.use(answer('POST /api/categories', { category: aCategory({ id: uuid(906), name: 'Soups', position: 5 }) }, { status: 201 }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Soups');
    await user.click(within(dialog).getByRole('button', { name: 'Translations' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Français' }), 'Soupes');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hide from the order page' }));
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    expect(await screen.findByText('Category added')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/categories')).map((request) => request.body)).toEqual([
      { name: 'desserts', translations: {}, is_hidden: false },
      { name: 'Soups', translations: { fr: { name: 'Soupes' } }, is_hidden: true },
    ]);
  });

  it('hides a category from the order page and shows it again', async () => {
    server.use(
      answerWith('PATCH /api/categories/:id', async ({ request }) => {
        const { is_hidden } = (await request.json()) as { is_hidden: boolean };
        return json('PATCH /api/categories/:id', { category: aCategory({ name: 'Specials', is_hidden }) });
      }),
    );
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Hide Specials from the order page' }));
    expect(await screen.findByText('Specials is hidden from the order page')).toBeInTheDocument();
    expect((await sentRequests('PATCH', `/api/categories/${CATEGORY_IDS.Specials}`)).map((request) => request.body)).toEqual([{ is_hidden: true }]);
  });

  it('deletes an empty category at once, and asks where the dishes of one that has some go', async () => {
    server.use(
      answer('GET /api/categories', {
        categories: [aCategory({ name: 'Appetizers', menu_item_count: 3 }), aCategory({ name: 'Main Course' }), aCategory({ name: 'Specials' })],
      }),
      answerWith('DELETE /api/categories/:id', () => json('DELETE /api/categories/:id', undefined, 204)),
    );
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Specials' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Specials?' });
    expect(within(dialog).getByText('No dish is in this category.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Category deleted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Appetizers' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Appetizers?' });
    expect(within(dialog).getByText(/^3 dishes are in this category\. Choose the category they move to/)).toBeInTheDocument();
    const moveTo = within(dialog).getByRole('combobox', { name: 'Move the dishes to' });
    expect(
      within(moveTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Main Course', 'Specials']);
    await user.selectOptions(moveTo, 'Specials');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(async () => expect(await sentRequests('DELETE')).toHaveLength(2));
    expect((await sentRequests('DELETE')).map((request) => request.url)).toEqual([
      `/api/categories/${CATEGORY_IDS.Specials}`,
      `/api/categories/${CATEGORY_IDS.Appetizers}?move_to=${CATEGORY_IDS.Specials}`,
    ]);
  });

  it('shows a refused delete inside the dialog, which stays open', async () => {
    server.use(
      answer('GET /api/categories', { categories: [aCategory({ name: 'Appetizers' }), aCategory({ name: 'Main Course' })] }),
      answerError('DELETE /api/categories/:id', 'CONFLICT', 'A menu keeps at least one category'),
    );
    const { user } = renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Delete Main Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Main Course?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await within(dialog).findByText('A menu keeps at least one category')).toBeInTheDocument();
  });

  it('shows the names in the reader’s language, with the restaurant’s own beside them', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    renderCategories();
    const mains = (await screen.findByRole('heading', { name: 'Plats' })).closest('li') as HTMLElement;
    expect(within(mains).getByText('Main Course')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descendre Plats' })).toBeInTheDocument();
  });

  it('lets front of house and the kitchen read the categories without any control to change them', async () => {
    for (const role of ['front_of_house', 'kitchen'] as const) {
      server.use(answer('GET /api/profile', { profile: aProfile({ role }) }));
      const { unmount } = renderCategories();
      expect(await screen.findByText('You can see the categories. Changing them is for the owner or a manager.')).toBeInTheDocument();
      await waitFor(() => expect(shownOrder()).toHaveLength(5));
      expect(screen.queryByRole('button', { name: /Move|Reorder|Delete|Hide|Edit|Add/ })).toBeNull();
      unmount();
    }
  });
});
