import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aCategory, aMenuItem, aProfile, aSizeGroup, CATEGORY_IDS, defaultCategories, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { MenuPage } from './menu-page';

const soup = aMenuItem({ name: 'Onion soup', category: 'Appetizers', cost: 2.4 });
/** What a dish sent without allergens, marks, option groups or a cost carries. */
const NOTHING_DECLARED = { allergens: [], traces: [], dietary: [], option_group_ids: [], cost: null };

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
      { name: 'Tarte Tatin', description: '', price: 8.5, category_id: CATEGORY_IDS.Desserts, image_url: null, translations: {}, ...NOTHING_DECLARED },
    ]);
    expect(within(form).getByLabelText(/Name/)).toHaveValue('Tarte Tatin');
    // The price is text read by AmountField (issue 18): what was typed stays as typed.
    expect(within(form).getByLabelText(/Price/)).toHaveValue('8.5');
    expect(within(form).getByLabelText(/Category/)).toHaveValue(CATEGORY_IDS.Desserts);
  });

  it('checks the form before sending anything', async () => {
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    // "3.999" would be refused as unclear (thousands or decimals?, issue 18); four decimals are plainly too many.
    await user.type(within(form).getByLabelText(/Price/), '3.9999');
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

/** The spaces Intl puts in "12,50 €" (a no-break or narrow no-break space), as plain ones. */
const plainSpaces = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe("MenuPage: the price is typed in the reader's way and never misread (issue 18)", () => {
  afterEach(() => activateLocale('en', null));

  function acceptPost() {
    server.use(
      answer('GET /api/menu-items', { menuItems: [soup] }),
      answerWith('POST /api/menu-items', () => json('POST /api/menu-items', { menuItem: aMenuItem({ id: uuid(103), name: 'Tarte Tatin', price: 12.5 }) }, 201)),
    );
  }

  it('saves "12,50" as 12.50 in English, and shows what it read', async () => {
    acceptPost();
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '12,50');
    expect(within(form).getByText('= €12.50')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText('Menu item added successfully!')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/menu-items')).map((request) => request.body)).toEqual([
      { name: 'Tarte Tatin', description: '', price: 12.5, category_id: CATEGORY_IDS['Main Course'], image_url: null, translations: {}, ...NOTHING_DECLARED },
    ]);
    // The form is ready for the next dish: the price empty again, with no complaint about it.
    await waitFor(() => expect(within(form).getByLabelText(/Price/)).toHaveValue(''));
    expect(within(form).queryByText(/^= /)).toBeNull();
    expect(within(form).getByLabelText(/Price/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('saves "12,50" as 12.50 in French, with the form in French', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    acceptPost();
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Ajouter un plat à la carte' });
    await user.type(within(form).getByLabelText(/Nom/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Prix/), '12,50');
    expect(plainSpaces(within(form).getByText(/^= 12,50/).textContent)).toBe('= 12,50 €');
    await user.selectOptions(within(form).getByLabelText(/Catégorie/), 'Desserts');
    expect(within(form).getByRole('option', { name: 'Entrées' })).toHaveValue(CATEGORY_IDS.Appetizers);
    await user.click(within(form).getByRole('button', { name: 'Ajouter un plat' }));

    expect(await screen.findByText('Plat ajouté à la carte !')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/menu-items')).map((request) => request.body)).toEqual([
      { name: 'Tarte Tatin', description: '', price: 12.5, category_id: CATEGORY_IDS.Desserts, image_url: null, translations: {}, ...NOTHING_DECLARED },
    ]);
  });

  it('checks the form with the shared schema’s messages in French, and sends nothing', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Ajouter un plat à la carte' });
    await user.type(within(form).getByLabelText(/Prix/), '8,50');
    await user.type(within(form).getByLabelText(/URL de l’image/), 'ftp://example.com/a.png');
    await user.click(within(form).getByRole('button', { name: 'Ajouter un plat' }));
    expect(await within(form).findByText('Nom : champ obligatoire')).toBeInTheDocument();
    expect(within(form).getByText('L’URL de l’image doit commencer par http:// ou https://')).toBeInTheDocument();
    expect(within(form).queryByText('Name is required')).toBeNull();
    expect(await sentRequests('POST')).toEqual([]);
  });

  it('refuses "1.250,00" in English and "12,5,0", with a field error, and sends nothing', async () => {
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    const price = within(form).getByLabelText(/Price/);
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(price, '1.250,00');
    expect(within(form).queryByText(/^= /)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Unclear amount: write it without a thousands separator, like 1250.00 or 12.50')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();

    await user.clear(price);
    await user.type(price, '12,5,0');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Price must be a number')).toBeInTheDocument();
    expect(await sentRequests('POST')).toEqual([]);
  });

  it('saves the cost per portion typed in the reader’s way, and refuses an unclear one (menu engineering)', async () => {
    acceptPost();
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '12,50');
    const cost = within(form).getByLabelText(/Cost per portion/);
    expect(cost).toHaveAccessibleDescription(/Only owners and managers see it/);
    await user.type(cost, '1.250,00');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await within(form).findByText('Unclear amount: write it without a thousands separator, like 1250.00 or 12.50')).toBeInTheDocument();
    expect(cost).toHaveAttribute('aria-invalid', 'true');
    expect(await sentRequests('POST')).toEqual([]);

    await user.clear(cost);
    await user.type(cost, '3,20');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Menu item added successfully!')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/menu-items')).map((request) => request.body)).toEqual([
      {
        name: 'Tarte Tatin',
        description: '',
        price: 12.5,
        category_id: CATEGORY_IDS['Main Course'],
        image_url: null,
        translations: {},
        ...NOTHING_DECLARED,
        cost: 3.2,
      },
    ]);
  });

  it("shows an item's price in the edit form as the reader writes it", async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    server.use(answer('GET /api/menu-items', { menuItems: [soup] }));
    const { user } = renderMenu();
    const card = await screen.findByRole('article', { name: 'Onion soup' });
    expect(plainSpaces(within(card).getByText(/8,50/).textContent)).toBe('8,50 €');
    expect(within(card).getByText('Entrées')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Modifier Onion soup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier Onion soup' });
    expect(within(dialog).getByLabelText(/Prix/)).toHaveValue('8,50');
    expect(within(dialog).getByLabelText(/Coût par portion/)).toHaveValue('2,40');
  });
});

describe('MenuPage by role (issue 17)', () => {
  it('front of house switches dishes on and off, and neither adds, edits nor deletes', async () => {
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }),
      answer('GET /api/menu-items', { menuItems: [soup] }),
      answer('PATCH /api/menu-items/:id', { menuItem: { ...soup, is_available: false } }),
    );
    const { user } = renderMenu('/dashboard/menu?new=1');
    expect(await screen.findByText(/You can switch dishes on and off/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Onion soup' });
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Add a menu item' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit Onion soup' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete Onion soup' })).toBeNull();
    await user.click(within(card).getByRole('switch', { name: 'Onion soup available' }));
    expect(await screen.findByText('Onion soup disabled')).toBeInTheDocument();
  });

  it('the kitchen reads the menu: no switch, the state in words', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }), answer('GET /api/menu-items', { menuItems: [soup] }));
    renderMenu();
    expect(await screen.findByText(/You can see the menu/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Onion soup' });
    expect(within(card).queryByRole('switch')).toBeNull();
    expect(within(card).getByText('Available')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('a manager edits the menu as the owner does', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'manager' }) }), answer('GET /api/menu-items', { menuItems: [soup] }));
    renderMenu();
    const card = await screen.findByRole('article', { name: 'Onion soup' });
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Onion soup' })).toBeInTheDocument();
  });
});

describe('MenuPage: menu content in several languages (issue 18)', () => {
  it('adds an item with its name and description in other languages, each under its own name', async () => {
    const tarte = aMenuItem({ id: uuid(102), name: 'Tarte Tatin', price: 8.5, category: 'Desserts', translations: { fr: { name: 'Tarte Tatin maison' } } });
    server.use(
      answer('GET /api/menu-items', { menuItems: [soup] }),
      answerWith('POST /api/menu-items', () => json('POST /api/menu-items', { menuItem: tarte }, 201)),
    );
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tarte Tatin');
    await user.type(within(form).getByLabelText(/Price/), '8.5');

    const disclosure = within(form).getByRole('button', { name: 'Translations (0 of 5 languages)' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(within(form).queryByRole('group', { name: 'Français' })).toBeNull();
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    // The restaurant's language (English here) is the base text's: only the five others are offered.
    const panel = document.getElementById(disclosure.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Français', 'Deutsch', 'Italiano', 'Español', 'Nederlands']);
    const french = within(form).getByRole('group', { name: 'Français' });
    expect(within(french).getByLabelText('Name')).toHaveAttribute('lang', 'fr');
    await user.type(within(french).getByLabelText('Name'), 'Tarte Tatin maison');
    await user.type(within(french).getByLabelText('Description'), 'Pommes caramélisées');
    await user.type(within(within(form).getByRole('group', { name: 'Deutsch' })).getByLabelText('Name'), 'Apfeltarte');
    expect(within(form).getByRole('button', { name: 'Translations (2 of 5 languages)' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText('Menu item added successfully!')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/menu-items')).map((request) => request.body)).toEqual([
      {
        name: 'Tarte Tatin',
        description: '',
        price: 8.5,
        category_id: CATEGORY_IDS['Main Course'],
        image_url: null,
        translations: { fr: { name: 'Tarte Tatin maison', description: 'Pommes caramélisées' }, de: { name: 'Apfeltarte' } },
        ...NOTHING_DECLARED,
      },
    ]);
  });

  it("edits the translations of a French restaurant's dish, offers the one left in its own language, and shows on the card which languages it has", async () => {
    const soupe = aMenuItem({
      name: 'Soupe à l’oignon',
      translations: { en: { name: 'Onion soup' }, de: { name: 'Zwiebelsuppe', description: 'Mit Gruyère' }, fr: { name: 'Gardée' } },
    });
    server.use(
      answer('GET /api/profile', { profile: aProfile({ default_language: 'fr' }) }),
      answer('GET /api/menu-items', { menuItems: [soupe] }),
      answer('PATCH /api/menu-items/:id', { menuItem: soupe }),
    );
    const { user } = renderMenu();
    const card = await screen.findByRole('article', { name: 'Soupe à l’oignon' });
    // The French text left from before the restaurant became French is what French guests read: listed and editable.
    expect(within(card).getByText('Also in').parentElement?.textContent).toBe('Also inEnglishFrançaisDeutsch');
    expect(within(card).getByText('Deutsch')).toHaveAttribute('lang', 'de');

    await user.click(within(card).getByRole('button', { name: 'Edit Soupe à l’oignon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Soupe à l’oignon' });
    await user.click(within(dialog).getByRole('button', { name: 'Translations (3 of 6 languages)' }));
    expect(within(within(dialog).getByRole('group', { name: 'Français' })).getByLabelText('Name')).toHaveValue('Gardée');
    const german = within(dialog).getByRole('group', { name: 'Deutsch' });
    expect(within(german).getByLabelText('Description')).toHaveValue('Mit Gruyère');
    await user.clear(within(german).getByLabelText('Name'));
    await user.type(within(german).getByLabelText('Name'), 'Französische Zwiebelsuppe');
    await user.clear(within(within(dialog).getByRole('group', { name: 'English' })).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(async () => expect(await sentRequests('PATCH')).toHaveLength(1));
    const bodies = (await sentRequests('PATCH')).map((request) => request.body as { translations: unknown });
    // The whole object is sent (PATCH replaces it): the emptied English is gone, the French one from before is kept.
    expect(bodies[0]?.translations).toEqual({
      de: { name: 'Französische Zwiebelsuppe', description: 'Mit Gruyère' },
      fr: { name: 'Gardée' },
    });
  });

  it("opens the translations to show the server's reason under the field it refused", async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [soup] }),
      answerError('POST /api/menu-items', 'VALIDATION_FAILED', 'Some fields are invalid', {
        'translations.it.name': ['Name cannot contain line breaks or invisible control characters'],
      }),
    );
    const { user } = renderMenu('/dashboard/menu?new=1');
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    await user.type(within(form).getByLabelText(/Name/), 'Tiramisu');
    await user.type(within(form).getByLabelText(/Price/), '7');
    await user.click(within(form).getByRole('button', { name: /Translations/ }));
    await user.type(within(within(form).getByRole('group', { name: 'Italiano' })).getByLabelText('Name'), 'Tiramisù');
    await user.click(within(form).getByRole('button', { name: /Translations/ }));
    expect(within(form).queryByRole('group', { name: 'Italiano' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));

    const italian = await within(form).findByRole('group', { name: 'Italiano' });
    expect(within(form).getByRole('button', { name: /Translations/ })).toHaveAttribute('aria-expanded', 'true');
    const name = within(italian).getByLabelText('Name');
    expect(name).toHaveValue('Tiramisù');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name cannot contain line breaks or invisible control characters');
  });
});

describe('MenuPage: allergens, dietary marks and option groups (issue 19)', () => {
  const size = aSizeGroup({ id: uuid(401), name: 'Size' });
  const extras = aSizeGroup({ id: uuid(402), name: 'Extras', selection: 'multiple', min_choices: 0, max_choices: null });

  it('saves what a dish contains, may contain, its marks and its groups in order, and shows them on its card', async () => {
    let menu = [soup];
    server.use(
      answerWith('GET /api/menu-items', () => json('GET /api/menu-items', { menuItems: menu })),
      answer('GET /api/option-groups', { optionGroups: [size, extras] }),
      answerWith('PATCH /api/menu-items/:id', () => {
        const updated = {
          ...soup,
          allergens: ['milk' as const],
          traces: ['nuts' as const],
          dietary: ['vegetarian' as const],
          option_group_ids: [extras.id, size.id],
        };
        menu = [updated];
        return json('PATCH /api/menu-items/:id', { menuItem: updated });
      }),
    );
    const { user } = renderMenu();
    await user.click(within(await screen.findByRole('article', { name: 'Onion soup' })).getByRole('button', { name: 'Edit Onion soup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Onion soup' });
    // The regulation's names, shipped: never typed by the restaurant.
    await user.selectOptions(within(dialog).getByLabelText('Milk'), 'Contains');
    await user.selectOptions(within(dialog).getByLabelText('Nuts'), 'May contain');
    expect(within(dialog).getByLabelText('Cereals containing gluten')).toHaveValue('none');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Extras up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Menu item updated')).toBeInTheDocument();
    const [request] = await sentRequests('PATCH', `/api/menu-items/${soup.id}`);
    expect(request?.body).toMatchObject({ allergens: ['milk'], traces: ['nuts'], dietary: ['vegetarian'], option_group_ids: [extras.id, size.id] });
    const card = await screen.findByRole('article', { name: 'Onion soup' });
    expect(await within(card).findByText('Contains: Milk. May contain: Nuts.')).toBeInTheDocument();
    expect(within(card).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(card).getByText('Options: Extras, Size')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the groups under them', async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [soup] }),
      answer('GET /api/option-groups', { optionGroups: [size] }),
      answerError('PATCH /api/menu-items/:id', 'VALIDATION_FAILED', 'Some fields are not valid', {
        option_group_ids: ['This option group does not exist'],
      }),
    );
    const { user } = renderMenu();
    await user.click(within(await screen.findByRole('article', { name: 'Onion soup' })).getByRole('button', { name: 'Edit Onion soup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Onion soup' });
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const groups = within(dialog).getByRole('group', { name: 'Option groups' });
    expect(await within(groups).findByText('This option group does not exist')).toBeInTheDocument();
  });
});

describe('MenuPage: the restaurant’s own categories and the order of its dishes (issue 19)', () => {
  const tart = aMenuItem({ id: uuid(111), name: 'Tarte Tatin', category: 'Desserts', position: 0 });
  const crumble = aMenuItem({ id: uuid(112), name: 'Crumble', category: 'Desserts', position: 1 });
  const mousse = aMenuItem({ id: uuid(113), name: 'Mousse', category: 'Desserts', position: 2 });
  const soupe = aMenuItem({ id: uuid(114), name: 'Soupe', category: 'Soups', category_id: uuid(906), position: 0 });
  const soups = aCategory({ id: uuid(906), name: 'Soups', position: 0, is_hidden: true, translations: { fr: { name: 'Soupes' } } });
  const dishNames = (section: HTMLElement) =>
    within(section)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));

  it('shows the chips and the sections in the restaurant’s order, each category’s dishes in theirs, hidden ones marked', async () => {
    server.use(
      // Newest first, as the API lists them: the page puts them in the menu's order.
      answer('GET /api/menu-items', { menuItems: [mousse, soupe, crumble, tart] }),
      answer('GET /api/categories', { categories: [soups, ...defaultCategories().map((category) => ({ ...category, position: category.position + 1 }))] }),
    );
    renderMenu();
    const filter = await screen.findByRole('group', { name: 'Filter by category' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['All 4', 'Soups 1', 'Appetizers 0', 'Main Course 0', 'Desserts 3', 'Beverages 0', 'Specials 0']),
    );
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['SoupsHidden from the order page', 'Desserts']);
    expect(dishNames(screen.getByRole('list', { name: 'Dishes in Desserts' }))).toEqual(['Tarte Tatin', 'Crumble', 'Mousse']);
  });

  it('moves a dish within its category by keyboard, saves the order of the category’s dishes and says it', async () => {
    let menu = [mousse, crumble, tart];
    server.use(
      answerWith('GET /api/menu-items', () => json('GET /api/menu-items', { menuItems: menu })),
      answerWith('PUT /api/categories/:id/menu-item-order', async ({ request }) => {
        const { menu_item_ids } = (await request.json()) as { menu_item_ids: string[] };
        menu = menu.map((item) => ({ ...item, position: menu_item_ids.indexOf(item.id) }));
        return json('PUT /api/categories/:id/menu-item-order', { menu_item_ids });
      }),
    );
    const { user } = renderMenu();
    const desserts = await screen.findByRole('list', { name: 'Dishes in Desserts' });
    await waitFor(() => expect(dishNames(desserts)).toEqual(['Tarte Tatin', 'Crumble', 'Mousse']));
    const down = screen.getByRole('button', { name: 'Move Tarte Tatin down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dishNames(screen.getByRole('list', { name: 'Dishes in Desserts' }))).toEqual(['Crumble', 'Tarte Tatin', 'Mousse']));
    expect(within(desserts.parentElement as HTMLElement).getByRole('status')).toHaveTextContent('Tarte Tatin: 2 of 3');
    expect(down).toHaveFocus();
    await waitFor(async () => expect(await sentRequests('PUT')).toHaveLength(1));
    expect((await sentRequests('PUT')).map(({ url, body }) => ({ url, body }))).toEqual([
      { url: `/api/categories/${CATEGORY_IDS.Desserts}/menu-item-order`, body: { menu_item_ids: [crumble.id, tart.id, mousse.id] } },
    ]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('offers the restaurant’s categories in the dish form, the filtered one first for a new dish', async () => {
    server.use(
      answer('GET /api/menu-items', { menuItems: [soupe] }),
      answer('GET /api/categories', { categories: [soups, ...defaultCategories().map((category) => ({ ...category, position: category.position + 1 }))] }),
      answer('POST /api/menu-items', { menuItem: aMenuItem({ id: uuid(115), name: 'Velouté', category: 'Soups', category_id: soups.id }) }, { status: 201 }),
    );
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: 'Soups 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const form = await screen.findByRole('region', { name: 'Add a menu item' });
    const select = within(form).getByLabelText(/Category/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Soups', 'Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials']);
    expect(select).toHaveValue(soups.id);
    await user.type(within(form).getByLabelText(/Name/), 'Velouté');
    await user.type(within(form).getByLabelText(/Price/), '7');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(async () => expect(await sentRequests('POST', '/api/menu-items')).toHaveLength(1));
    expect((await sentRequests('POST', '/api/menu-items'))[0]?.body).toMatchObject({ name: 'Velouté', category_id: soups.id });
  });

  it('lets front of house switch dishes on and off but not move them', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }), answer('GET /api/menu-items', { menuItems: [tart, crumble] }));
    renderMenu();
    expect(await screen.findByRole('switch', { name: 'Tarte Tatin available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move|Reorder/ })).toBeNull();
  });
});
