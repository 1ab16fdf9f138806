/** Test data made through the real API, so factories exercise the same paths users do. */
import { randomBytes } from 'node:crypto';
import type { PlanId } from '@maitre/shared/plans';
import type { Role } from '@maitre/shared/team';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menuCategories, menuItems, restaurantMembers, restaurants, stripeCustomers, stripeSubscriptions, user } from '../src/db/schema/index.ts';
import { adminDatabase } from './build-test-app.ts';

export interface TestOwner {
  id: string;
  /** The restaurant the owner signed up with. */
  restaurantId: string;
  email: string;
  password: string;
  fullName: string;
  restaurantName: string;
  /** Cookie header of a signed-in session. */
  cookie: string;
  /** Headers for a signed-in, same-origin request. */
  headers: Record<string, string>;
}

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.appUrl, 'content-type': 'application/json' },
    payload: { email, password },
  });
}

/** Signs up, marks the email verified (the mail flow is tested on its own), and signs in. */
export async function createOwner(
  app: FastifyInstance,
  overrides: Partial<Pick<TestOwner, 'email' | 'password' | 'fullName' | 'restaurantName'>> = {},
): Promise<TestOwner> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery staple';
  const fullName = overrides.fullName ?? 'Ada Owner';
  const restaurantName = overrides.restaurantName ?? 'Chez Ada';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: app.config.appUrl, 'content-type': 'application/json' },
    payload: { email, password, name: fullName, full_name: fullName, restaurant_name: restaurantName },
  });
  if (signUp.statusCode !== 200) throw new Error(`createOwner: sign-up answered ${signUp.statusCode}: ${signUp.body}`);
  await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const response = await signIn(app, email, password);
  if (response.statusCode !== 200) throw new Error(`createOwner: sign-in answered ${response.statusCode}: ${response.body}`);
  const cookie = cookieHeaderFrom(response.headers['set-cookie']);
  const id = (response.json() as { user: { id: string } }).user.id;
  const [membership] = await app.database.db
    .select({ restaurantId: restaurantMembers.organizationId })
    .from(restaurantMembers)
    .where(eq(restaurantMembers.userId, id));
  if (!membership) throw new Error(`createOwner: ${email} owns no restaurant after sign-up`);
  return { id, restaurantId: membership.restaurantId, email, password, fullName, restaurantName, cookie, headers: { cookie, origin: app.config.appUrl } };
}

export interface TestMember extends Omit<TestOwner, 'restaurantName'> {
  role: Role;
}

/**
 * A member of `owner`'s restaurant with `role`: an account made through the real sign-up (which also gives it a
 * restaurant of its own), joined to the owner's restaurant as better-auth's invitation acceptance would, and signed in
 * there.
 */
export async function createMember(app: FastifyInstance, owner: Pick<TestOwner, 'restaurantId'>, role: Role): Promise<TestMember> {
  const account = await createOwner(app, { fullName: `A ${role}` });
  await app.database.db
    .insert(restaurantMembers)
    .values({ id: crypto.randomUUID(), organizationId: owner.restaurantId, userId: account.id, role, createdAt: new Date(Date.now() - 86_400_000) });
  // A fresh session acts for the restaurant the account joined first: the owner's, dated a day earlier above.
  const response = await signIn(app, account.email, account.password);
  if (response.statusCode !== 200) throw new Error(`createMember: sign-in answered ${response.statusCode}: ${response.body}`);
  const cookie = cookieHeaderFrom(response.headers['set-cookie']);
  return { ...account, restaurantId: owner.restaurantId, role, cookie, headers: { cookie, origin: app.config.appUrl } };
}

/** Gives the restaurant an active subscription to `plan`, as the Stripe webhook would have recorded it. */
export async function givePlan(app: FastifyInstance, restaurant: Pick<TestOwner, 'restaurantId'>, plan: PlanId): Promise<void> {
  const db = adminDatabase(app).db;
  const customerId = `cus_${randomBytes(6).toString('hex')}`;
  await db.insert(stripeCustomers).values({ restaurantId: restaurant.restaurantId, customerId });
  await db.insert(stripeSubscriptions).values({
    customerId,
    subscriptionId: `sub_${randomBytes(6).toString('hex')}`,
    priceId: app.config.stripe.prices[plan],
    status: 'active',
    currentPeriodStart: Math.floor(Date.now() / 1000) - 86_400,
    currentPeriodEnd: Math.floor(Date.now() / 1000) + 29 * 86_400,
    cancelAtPeriodEnd: false,
  });
}

/**
 * The ids of the restaurant's categories by name (every restaurant starts with the spec's five, issue 19), for tests
 * that write dishes straight into the database: `(await categoryIds(app, owner)).Desserts`.
 */
export async function categoryIds(app: FastifyInstance, restaurant: Pick<TestOwner, 'restaurantId'>): Promise<Record<string, string>> {
  const rows = await adminDatabase(app)
    .db.select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurant.restaurantId));
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

let restaurantsWithDish = 0;

/**
 * A restaurant guests can order from: a new owner's restaurant named `{name} {n}`, with a unique slug
 * (`{slugPrefix}-{n}-{random}`), a time zone (Europe/Paris unless given) and one dish, "Lasagne" at 14.90 in Main Course.
 */
export async function restaurantWithDish(
  app: FastifyInstance,
  { slugPrefix, name, timezone = 'Europe/Paris' }: { slugPrefix: string; name: string; timezone?: string },
) {
  restaurantsWithDish += 1;
  const slug = `${slugPrefix}-${restaurantsWithDish}-${Math.random().toString(36).slice(2, 8)}`;
  const owner = await createOwner(app, { restaurantName: `${name} ${restaurantsWithDish}` });
  await adminDatabase(app).db.update(restaurants).set({ slug, timezone }).where(eq(restaurants.id, owner.restaurantId));
  const category = await categoryIds(app, owner);
  const [lasagne] = await adminDatabase(app)
    .db.insert(menuItems)
    .values([{ restaurantId: owner.restaurantId, userId: owner.id, name: 'Lasagne', price: '14.90', categoryId: category['Main Course'] as string }])
    .returning();
  if (!lasagne) throw new Error('restaurantWithDish: the menu insert answered nothing');
  return { owner, slug, lasagne };
}

/**
 * A paired device of the owner's restaurant (decision 0036), through the real routes: created with a code, paired with
 * it. Answers its id and the headers of its requests (its session cookie, same origin).
 */
export async function pairDevice(
  app: FastifyInstance,
  owner: Pick<TestOwner, 'headers'>,
  kind: 'kitchen_display' | 'ready_board' | 'printer' | 'print_bridge',
  name = 'Test device',
): Promise<{ id: string; code: string; headers: Record<string, string> }> {
  const created = await app.inject({ method: 'POST', url: '/api/devices', headers: owner.headers, payload: { kind, name } });
  if (created.statusCode !== 201) throw new Error(`pairDevice: ${created.statusCode} ${created.body}`);
  const { device, pairing } = created.json() as { device: { id: string }; pairing: { code: string } };
  const paired = await app.inject({
    method: 'POST',
    url: '/api/devices/pair',
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    headers: { origin: app.config.appUrl },
    payload: { code: pairing.code },
  });
  if (paired.statusCode !== 200) throw new Error(`pairDevice: pairing answered ${paired.statusCode} ${paired.body}`);
  return { id: device.id, code: pairing.code, headers: { cookie: cookieHeaderFrom(paired.headers['set-cookie']), origin: app.config.appUrl } };
}
