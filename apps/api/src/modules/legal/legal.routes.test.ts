/**
 * The order page's privacy notice and legal imprint through the API (decision 0034): owners and managers write them,
 * every member reads them, guests read them (or Maître's default notice) from the public route. Both databases.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminDatabase, buildTestApp } from '../../../test/build-test-app.ts';
import { createMember, createOwner, type TestOwner } from '../../../test/factories.ts';
import { restaurants } from '../../db/schema/index.ts';

const ctx = buildTestApp();

let count = 0;
async function restaurant(changes: Partial<typeof restaurants.$inferInsert> = {}) {
  count += 1;
  const slug = `legal-${count}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await createOwner(ctx.app, { restaurantName: 'Chez Ada' });
  await adminDatabase(ctx.app)
    .db.update(restaurants)
    .set({ slug, ...changes })
    .where(eq(restaurants.id, owner.restaurantId));
  return { owner, slug };
}

const put = (member: Pick<TestOwner, 'headers'>, body: object) => ctx.app.inject({ method: 'PUT', url: '/api/legal', headers: member.headers, payload: body });
const get = (member: Pick<TestOwner, 'headers'>) => ctx.app.inject({ method: 'GET', url: '/api/legal', headers: member.headers });
const publicLegal = (slug: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/storefront/${slug}/legal${query}` });

const IMPRINT = 'Chez Ada SARL\r\n12 rue de la Paix, 75002 Paris   \r\n\r\nRCS Paris 123 456 789 · TVA FR12345678901\n<b>not HTML</b>\n';

describe('privacy notice and imprint: the restaurant’s texts', () => {
  it('starts empty, keeps what the owner writes (line breaks as \\n, blank edges dropped) and answers it to every member', async () => {
    const { owner } = await restaurant();
    expect((await get(owner)).json()).toEqual({ legal: { privacy_notice: null, legal_imprint: null } });

    const saved = await put(owner, { privacy_notice: '  \n', legal_imprint: IMPRINT });
    expect(saved.statusCode).toBe(200);
    const expected = {
      privacy_notice: null,
      legal_imprint: 'Chez Ada SARL\n12 rue de la Paix, 75002 Paris\n\nRCS Paris 123 456 789 · TVA FR12345678901\n<b>not HTML</b>',
    };
    expect(saved.json()).toEqual({ legal: expected });
    for (const role of ['manager', 'front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      expect((await get(member)).json()).toEqual({ legal: expected });
    }

    const cleared = await put(owner, { privacy_notice: 'Our notice', legal_imprint: null });
    expect(cleared.json()).toEqual({ legal: { privacy_notice: 'Our notice', legal_imprint: null } });
    // Saving the same texts again changes nothing, and logs nothing.
    expect((await put(owner, { privacy_notice: 'Our notice', legal_imprint: null })).statusCode).toBe(200);

    // The activity log says who changed which text.
    const staff = (await ctx.app.inject({ method: 'GET', url: '/api/staff', headers: owner.headers })).json();
    const ownerRow = (staff.members as Array<{ id: string; email: string }>).find((member) => member.email === owner.email);
    const log = (await ctx.app.inject({ method: 'GET', url: `/api/staff/members/${ownerRow?.id}/activity`, headers: owner.headers })).json();
    expect(log.entries.map((entry: { action: string; subject_type: string; details: object }) => [entry.action, entry.subject_type, entry.details])).toEqual([
      ['legal.updated', 'restaurant', { changed: ['privacy_notice', 'legal_imprint'] }],
      ['legal.updated', 'restaurant', { changed: ['legal_imprint'] }],
    ]);
  });

  it('takes 10,000 characters and refuses 10,001 at the field, changing nothing', async () => {
    const { owner } = await restaurant();
    expect((await put(owner, { privacy_notice: 'a'.repeat(10_000), legal_imprint: 'Imprint' })).statusCode).toBe(200);

    const refused = await put(owner, { privacy_notice: 'Short', legal_imprint: 'b'.repeat(10_001) });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({ legal_imprint: ['Imprint is at most 10000 characters'] });
    expect((await get(owner)).json().legal).toEqual({ privacy_notice: 'a'.repeat(10_000), legal_imprint: 'Imprint' });

    const nul = await put(owner, { privacy_notice: 'a\u0000b', legal_imprint: null });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fieldErrors).toEqual({ privacy_notice: ['Text cannot contain the NUL character (U+0000)'] });
    expect((await put(owner, { privacy_notice: 'x' })).statusCode).toBe(400);
  });

  it('lets owners and managers write them; front of house and kitchen get 403 and change nothing', async () => {
    const { owner } = await restaurant();
    const manager = await createMember(ctx.app, owner, 'manager');
    expect((await put(manager, { privacy_notice: 'By the manager', legal_imprint: null })).statusCode).toBe(200);
    for (const role of ['front_of_house', 'kitchen'] as const) {
      const member = await createMember(ctx.app, owner, role);
      const refused = await put(member, { privacy_notice: `By ${role}`, legal_imprint: 'x' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await get(owner)).json().legal).toEqual({ privacy_notice: 'By the manager', legal_imprint: null });
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/legal', payload: { privacy_notice: null, legal_imprint: null } })).statusCode).toBe(401);
  });

  it('writes only the caller’s restaurant: another owner’s texts stay as they are', async () => {
    const a = await restaurant();
    const b = await restaurant();
    await put(a.owner, { privacy_notice: 'A notice', legal_imprint: 'A imprint' });
    await put(b.owner, { privacy_notice: 'B notice', legal_imprint: null });
    expect((await get(a.owner)).json().legal).toEqual({ privacy_notice: 'A notice', legal_imprint: 'A imprint' });
    expect((await get(b.owner)).json().legal).toEqual({ privacy_notice: 'B notice', legal_imprint: null });
    expect((await publicLegal(a.slug)).json().privacy_notice.text).toBe('A notice');
  });
});

describe('privacy notice and imprint: what guests read', () => {
  it('answers the restaurant’s own texts in its language, briefly cacheable', async () => {
    const { owner, slug } = await restaurant({ defaultLanguage: 'de' });
    await put(owner, { privacy_notice: 'Unsere Datenschutzerklärung\n\nZweiter Absatz', legal_imprint: IMPRINT });
    const response = await publicLegal(slug, '?locale=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json()).toEqual({
      restaurant: { name: 'Chez Ada', slug },
      privacy_notice: { text: 'Unsere Datenschutzerklärung\n\nZweiter Absatz', lang: 'de', is_default: false },
      legal_imprint: { text: expect.stringContaining('12 rue de la Paix, 75002 Paris\n'), lang: 'de' },
    });
  });

  it('without a notice of its own: Maître’s default one, naming the restaurant as controller and what is kept, in the guest’s language', async () => {
    const { slug } = await restaurant({ defaultLanguage: 'it', address: '1 Via Roma, Milano', phone: '+39 02 1234' });
    const english = (await publicLegal(slug, '?locale=en')).json();
    expect(english.legal_imprint).toBeNull();
    expect(english.privacy_notice).toMatchObject({ lang: 'en', is_default: true });
    expect(english.privacy_notice.text).toContain('Chez Ada is responsible for the personal data');
    expect(english.privacy_notice.text).toContain('your name, your phone number and/or email address, your notes');
    expect(english.privacy_notice.text).toContain('until the restaurant deletes it or closes its account');
    expect(english.privacy_notice.text).toContain('Contact: 1 Via Roma, Milano · +39 02 1234.');

    const french = (await publicLegal(slug, '?locale=fr')).json();
    expect(french.privacy_notice).toMatchObject({ lang: 'fr', is_default: true });
    expect(french.privacy_notice.text).toContain('Chez Ada est responsable des données personnelles');
    // No language or an unknown one: the restaurant's.
    for (const query of ['', '?locale=xx']) {
      const own = (await publicLegal(slug, query)).json();
      expect(own.privacy_notice.lang).toBe('it');
      expect(own.privacy_notice.text).toContain('Chez Ada è responsabile dei dati personali');
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const missing = await publicLegal('no-such-restaurant-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});
