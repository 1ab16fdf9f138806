/**
 * Every message the API gives a person is in the reader's language (decision 0023, "Server messages"): the language
 * of Accept-Language, English without one (byte-identical to what the spec and the other tests read).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restaurants as restaurantsTable } from '../src/db/schema/index.ts';
import { postAuth, signUpBody } from './accounts.ts';
import { adminDatabase, buildTestApp } from './build-test-app.ts';
import { createMember, createOwner } from './factories.ts';

const FR = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };
const DE = { 'accept-language': 'de-DE' };

describe('API messages in the reader’s language', () => {
  const ctx = buildTestApp();

  it('answers a 404 in French, German, or English without the header', async () => {
    const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/storefront/no-such-place-anywhere', headers });
    const [en, fr, de] = [await get(), await get(FR), await get(DE)];
    expect([en.statusCode, fr.statusCode, de.statusCode]).toEqual([404, 404, 404]);
    expect(en.json().error).toEqual({ code: 'NOT_FOUND', message: 'We could not find this restaurant.' });
    expect(fr.json().error).toEqual({ code: 'NOT_FOUND', message: 'Nous n’avons pas trouvé ce restaurant.' });
    expect(de.json().error).toEqual({ code: 'NOT_FOUND', message: 'Wir konnten dieses Restaurant nicht finden.' });

    const owner = await createOwner(ctx.app);
    const url = '/api/menu-items/00000000-0000-4000-8000-000000000000';
    const patch = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'PATCH', url, headers: { ...owner.headers, ...headers }, payload: { price: 3 } });
    expect((await patch()).json().error.message).toBe('Menu item not found');
    expect((await patch(FR)).json().error.message).toBe('Plat introuvable');
    expect((await patch(DE)).json().error.message).toBe('Gericht nicht gefunden');
  });

  it('answers Fastify’s own refusals of a body (not JSON, wrong type) in the reader’s language, English as Fastify writes it', async () => {
    const owner = await createOwner(ctx.app);
    const send = (payload: string, contentType: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: { ...owner.headers, 'content-type': contentType, ...headers }, payload });
    const notJson = [
      await send('{"name":', 'application/json'),
      await send('{"name":', 'application/json', FR),
      await send('{"name":', 'application/json', DE),
    ];
    expect(notJson.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(notJson.map((response) => response.json().error)).toEqual([
      { code: 'BAD_REQUEST', message: "Body is not valid JSON but content-type is set to 'application/json'" },
      { code: 'BAD_REQUEST', message: 'Le corps n’est pas du JSON valide alors que le type de contenu est « application/json »' },
      { code: 'BAD_REQUEST', message: 'Der Anfragetext ist kein gültiges JSON, obwohl der Inhaltstyp „application/json“ ist' },
    ]);
    const wrongType = await send('name=Soup', 'text/csv', FR);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toEqual({ code: 'BAD_REQUEST', message: 'Type de contenu non pris en charge' });
  });

  it('writes zod’s own checks (an option not in the list, a wrong type) in the reader’s language too', async () => {
    const owner = await createOwner(ctx.app);
    const patch = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/profile', headers: { ...owner.headers, ...headers }, payload });
    const english = (await patch({ locale: 'xx' })).json().error.fieldErrors.locale[0] as string;
    expect(english).toMatch(/^Invalid option/);
    const french = await patch({ locale: 'xx', full_name: 42 }, FR);
    expect(french.statusCode).toBe(400);
    const { fieldErrors } = french.json().error as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors.locale?.[0]).toMatch(/^Option invalide/);
    expect(fieldErrors.full_name?.[0]).toMatch(/^Nom complet\s: champ obligatoire$/u);
    expect(Object.values(fieldErrors).flat().join(' ')).not.toMatch(/Invalid|expected/);
    // zod's language goes back to English for the next request.
    expect((await patch({ locale: 'xx' })).json().error.fieldErrors.locale[0]).toBe(english);
  });

  it('answers a role’s 403 with the role named in the reader’s language', async () => {
    const owner = await createOwner(ctx.app);
    const kitchen = await createMember(ctx.app, owner, 'kitchen');
    const add = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: { ...kitchen.headers, ...headers }, payload: { name: 'Soup', price: 5 } });
    const [en, fr, de] = [await add(), await add(FR), await add(DE)];
    expect([en.statusCode, fr.statusCode, de.statusCode]).toEqual([403, 403, 403]);
    expect(en.json().error.message).toBe("Your role (Kitchen) does not allow this. Ask the restaurant's owner or a manager.");
    expect(fr.json().error.message).toBe('Votre rôle (Cuisine) ne le permet pas. Demandez au propriétaire du restaurant ou à un manager.');
    expect(de.json().error.message).toBe('Ihre Rolle (Küche) erlaubt das nicht. Fragen Sie den Inhaber des Restaurants oder einen Manager.');
  });

  it('answers VALIDATION_FAILED with its field errors in the reader’s language (re-run on the error path only)', async () => {
    const owner = await createOwner(ctx.app);
    const add = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/menu-items',
        headers: { ...owner.headers, ...headers },
        payload: { name: '  ', price: -1, category: ' ' },
      });
    const [en, fr, de] = [await add(), await add(FR), await add(DE)];
    expect(en.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid',
        fieldErrors: { name: ['Name is required'], price: ['Price cannot be negative'], category: ['Choose one of the menu categories'] },
      },
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Certains champs ne sont pas valides',
        fieldErrors: {
          name: ['Nom : champ obligatoire'],
          price: ['Le prix ne peut pas être négatif'],
          category: ['Choisissez une des catégories de la carte'],
        },
      },
    });
    expect(de.json().error).toMatchObject({
      message: 'Einige Felder sind ungültig',
      fieldErrors: { name: ['Name: Pflichtfeld'], price: ['Der Preis darf nicht negativ sein'] },
    });
    // A category the restaurant does not have (issue 19): refused by the service, in the reader's language too.
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/menu-items',
      headers: { ...owner.headers, ...FR },
      payload: { name: 'Soupe', price: 5, category: 'Soups' },
    });
    expect(unknown.json().error.fieldErrors).toEqual({
      category: ['Il n’existe pas de catégorie « Soups ». Ajoutez-la d’abord dans Carte → Catégories'],
    });
    // A valid request in French is answered as usual.
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/menu-items', headers: { ...owner.headers, ...FR }, payload: { name: 'Soupe', price: 5 } });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a guest order without a name in the guest’s language, the data untouched', async () => {
    const owner = await createOwner(ctx.app);
    const slug = `messages-${Math.random().toString(36).slice(2, 10)}`;
    await adminDatabase(ctx.app).db.update(restaurantsTable).set({ slug }).where(eq(restaurantsTable.id, owner.restaurantId));
    const order = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/storefront/${slug}/orders`,
        headers,
        payload: { customer_name: '', customer_phone: '+33 6 12 34 56 78', items: [{ menu_item_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] },
      });
    const [en, fr, de] = [await order(), await order(FR), await order(DE)];
    expect(en.json().error.fieldErrors).toEqual({ customer_name: ['Please enter your name'] });
    expect(fr.json().error.fieldErrors).toEqual({ customer_name: ['Veuillez saisir votre nom'] });
    expect(de.json().error.fieldErrors).toEqual({ customer_name: ['Bitte geben Sie Ihren Namen ein'] });
  });

  it('answers sign-up refusals through /api/auth in the reader’s language', async () => {
    const short = (headers: Record<string, string> = {}) => postAuth(ctx.app, '/sign-up/email', { ...signUpBody(), password: 'xk3#Lp2' }, headers);
    const [en, fr, de] = [await short(), await short(FR), await short(DE)];
    expect(en.json().error).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
    expect(fr.json().error).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Mot de passe trop court' });
    expect(de.json().error).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Passwort zu kurz' });

    const noName = (headers: Record<string, string> = {}) => postAuth(ctx.app, '/sign-up/email', { ...signUpBody(), full_name: '' }, headers);
    expect((await noName()).json().error.fieldErrors).toMatchObject({ full_name: ['Full name is required'] });
    expect((await noName(FR)).json().error.fieldErrors).toMatchObject({ full_name: ['Nom complet : champ obligatoire'] });
    expect((await noName(DE)).json().error.fieldErrors).toMatchObject({ full_name: ['Vollständiger Name: Pflichtfeld'] });
  });

  it('prints the order page poster in the restaurant’s language, whatever the owner’s browser asks', async () => {
    const owner = await createOwner(ctx.app);
    const slug = `poster-${Math.random().toString(36).slice(2, 10)}`;
    await adminDatabase(ctx.app).db.update(restaurantsTable).set({ slug }).where(eq(restaurantsTable.id, owner.restaurantId));
    const poster = async () => (await ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}/poster`, headers: DE })).body;
    const english = await poster();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('Scan to order online');
    await adminDatabase(ctx.app).db.update(restaurantsTable).set({ defaultLanguage: 'fr' }).where(eq(restaurantsTable.id, owner.restaurantId));
    const french = await poster();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Scannez pour commander en ligne');
    expect(french).not.toContain('Scan to order online');
  });
});

describe('the per-IP API limit in the reader’s language', () => {
  const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '2' } });

  it('answers the 429 in French, German, or English without the header', async () => {
    const refusal = async (remoteAddress: string, headers: Record<string, string> = {}) => {
      let response = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans', remoteAddress, headers });
      for (let attempt = 0; attempt < 3 && response.statusCode !== 429; attempt += 1)
        response = await ctx.app.inject({ method: 'GET', url: '/api/billing/plans', remoteAddress, headers });
      expect(response.statusCode).toBe(429);
      expect(response.headers['retry-after']).toBeDefined();
      return response.json().error;
    };
    expect(await refusal('203.0.113.21')).toEqual({ code: 'RATE_LIMITED', message: 'Rate limit exceeded, retry in 1 minute' });
    expect((await refusal('203.0.113.22', FR)).message).toMatch(/^Trop de requêtes\. Veuillez réessayer dans \d+ s\.$/);
    expect((await refusal('203.0.113.23', DE)).message).toMatch(/^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ s erneut\.$/);
  });
});
