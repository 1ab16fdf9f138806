/**
 * Languages (issue 18) in the browser: every screen in the pseudo-locale (each text about 40 % longer and accented) at
 * phone and desktop widths without text that overflows or is cut, and the language switches on the dashboard and the
 * guest's order page with their texts and formats.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { horizontalOverflow } from './a11y';
import { buyPlan } from './billing-flow';
import { dashboardScreens, guestScreens, restaurantWithOrders, type Screen, signedOutScreens, tour } from './screens';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** The pseudo-locale for every page this `page` opens (`?pseudo` stays on for the tab: sessionStorage). */
async function inPseudoLocale(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('maitre.pseudo', '1'));
}

async function fitsInPseudo(page: Page, screen: Screen, width: string): Promise<void> {
  // The pseudo-locale is on: its padding is there (the English text followed by accented letters).
  const html = await page.evaluate(() => document.body.innerText);
  expect(html, `${screen.name}: pseudo-locale on`).toMatch(/[áéíóúçñýÅÉÎÖÜ]{2,}/);
  const problems = await horizontalOverflow(page);
  if (problems.length) await test.info().attach(`${screen.name} at ${width}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect.soft(problems, `${screen.name} at ${width}, pseudo-locale`).toEqual([]);
}

async function guestPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await inPseudoLocale(page);
  return page;
}

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`pseudo-locale at ${width} width`, () => {
    test.use({ viewport });

    test('signed-out screens: nothing overflows or is cut', async ({ page }) => {
      await inPseudoLocale(page);
      await tour(page, signedOutScreens(), (screen) => fitsInPseudo(page, screen, width));
    });

    test('the dashboard with a plan and the guest pages: nothing overflows or is cut', async ({ page, browser }) => {
      const restaurant = await restaurantWithOrders(page);
      await buyPlan(page, 'Restaurant');
      await inPseudoLocale(page);
      await tour(page, dashboardScreens({ isPhone: width === 'phone', hasPlan: true }), (screen) => fitsInPseudo(page, screen, width));
      const guest = await guestPage(browser, viewport);
      const screens = guestScreens(restaurant).filter((screen) => screen.name !== 'dev mailbox' && screen.name !== 'QR poster');
      await tour(guest, screens, (screen) => fitsInPseudo(guest, screen, width));
      await guest.context().close();
    });
  });
}

/** Intl writes a (narrow) no-break space in "8,50 €"; the page's text is compared with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('an owner switches the dashboard to French in Settings; it stays French after a reload and on the next pages', async ({ page }) => {
  await restaurantWithOrders(page);
  await page.goto('/dashboard/settings');
  await page.getByLabel('Your language').selectOption('fr');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await page.goto('/dashboard/menu');
  const soup = page.getByRole('article', { name: 'Onion soup' });
  await expect(soup).toBeVisible();
  expect(plain(await soup.innerText())).toContain('8,50 €');

  // Another device: the saved choice follows the member (the profile), not only this browser's storage.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  // Every language in turn: Settings' title and a price on the menu, written the language's way.
  const steps = [
    { locale: 'de', label: 'Votre langue', save: 'Enregistrer la langue', title: 'Einstellungen', price: '8,50 €' },
    { locale: 'it', label: 'Ihre Sprache', save: 'Sprache speichern', title: 'Impostazioni', price: '8,50 €' },
    { locale: 'es', label: 'La tua lingua', save: 'Salva lingua', title: 'Ajustes', price: '8,50 €' },
    { locale: 'nl', label: 'Tu idioma', save: 'Guardar idioma', title: 'Instellingen', price: '€ 8,50' },
    { locale: 'en', label: 'Jouw taal', save: 'Taal opslaan', title: 'Settings', price: '€8.50' },
  ];
  for (const step of steps) {
    await page.goto('/dashboard/settings');
    await page.getByLabel(step.label).selectOption(step.locale);
    await page.getByRole('button', { name: step.save, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: step.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', step.locale);
    await page.goto('/dashboard/menu');
    const card = page.getByRole('article', { name: 'Onion soup' });
    await expect(card).toBeVisible();
    expect(plain(await card.innerText()), step.locale).toContain(step.price);
  }
});

test("a guest's order page follows the browser's language, and the switcher changes and remembers it", async ({ page, browser }) => {
  const restaurant = await restaurantWithOrders(page);
  const context = await browser.newContext({ locale: 'de-DE' });
  const guest = await context.newPage();
  await guest.goto(`/r/${restaurant.slug}`);
  await expect(guest.getByRole('button', { name: 'Onion soup in den Warenkorb legen' })).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'de');
  expect(plain(await guest.locator('body').innerText())).toContain('8,50 €');

  const checks = [
    { locale: 'fr', label: 'Langue', add: 'Ajouter Onion soup au panier', price: '8,50 €' },
    { locale: 'it', label: 'Lingua', add: 'Aggiungi Onion soup al carrello', price: '8,50 €' },
    { locale: 'es', label: 'Idioma', add: 'Añadir Onion soup al carrito', price: '8,50 €' },
    { locale: 'nl', label: 'Taal', add: 'Onion soup toevoegen aan winkelwagen', price: '€ 8,50' },
    { locale: 'en', label: 'Language', add: 'Add Onion soup to cart', price: '€8.50' },
  ];
  let label = 'Sprache';
  for (const check of checks) {
    await guest.getByLabel(label).selectOption(check.locale);
    await expect(guest.getByRole('button', { name: check.add })).toBeVisible();
    await expect(guest.locator('html')).toHaveAttribute('lang', check.locale);
    expect(plain(await guest.locator('body').innerText()), check.locale).toContain(check.price);
    label = check.label;
  }

  await guest.getByLabel('Language').selectOption('es');
  await guest.reload();
  await expect(guest.getByRole('button', { name: 'Añadir Onion soup al carrito' })).toBeVisible();
  await guest.getByRole('button', { name: 'Añadir Onion soup al carrito' }).click();
  await guest.getByLabel(/^Nombre/).fill('Grace Hopper');
  await guest.getByLabel(/^Teléfono/).fill('+33 6 12 34 56 78');
  await guest.getByRole('button', { name: /^Hacer pedido/ }).click();
  await expect(guest.getByRole('heading', { level: 1, name: /Grace/ })).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});
