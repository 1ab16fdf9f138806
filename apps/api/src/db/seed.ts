/**
 * Demo data: a verified owner with a profile and a restaurant, a menu across the five categories and two weeks of
 * orders in every status, so a newcomer signs in to a living dashboard. Running it again refreshes the demo
 * restaurant's menu and orders around the current time instead of adding more.
 */
import type { Allergen, DietaryMark } from '@maitre/shared/allergens';
import type { MenuCategory } from '@maitre/shared/menu';
import { fromCents } from '@maitre/shared/money';
import { defaultChoices, type OptionSelection, type PricingItem, priceLine } from '@maitre/shared/options';
import type { OrderLine, OrderStatus } from '@maitre/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../modules/auth/auth.ts';
import { insertDefaultCategories } from '../modules/categories/categories.repository.ts';
import type { Database, TenantDatabase } from './client.ts';
import {
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
  orderLines,
  orders,
  restaurantMembers,
  restaurants,
  restaurantTables,
  user,
  userProfiles,
} from './schema/index.ts';
import type { RestaurantTx } from './tenant.ts';

export const DEMO_OWNER = {
  email: 'demo@maitre.local',
  password: 'maitre-demo-kitchen',
  fullName: 'Camille Laurent',
  restaurantName: 'Chez Camille',
} as const;

interface DemoItem {
  name: string;
  description: string;
  price: string;
  category: MenuCategory;
  isAvailable?: boolean;
  allergens?: Allergen[];
  traces?: Allergen[];
  dietary?: DietaryMark[];
  /** Names of DEMO_GROUPS, in the order the guest sees them. */
  groups?: string[];
}

const DEMO_MENU: readonly DemoItem[] = [
  {
    name: 'French Onion Soup',
    description: 'Slow-cooked onions, beef broth, gruyère crouton',
    price: '8.50',
    category: 'Appetizers',
    allergens: ['gluten', 'milk', 'celery'],
  },
  {
    name: 'Tarte Flambée',
    description: 'Alsace’s thin-crust tart: crème fraîche, onions, smoked lardons',
    price: '13.50',
    category: 'Main Course',
    allergens: ['gluten', 'milk'],
    traces: ['eggs'],
    groups: ['Size', 'Extras'],
  },
  {
    name: 'Steak Frites',
    description: 'Bavette, hand-cut fries, the sauce of your choice',
    price: '24.50',
    category: 'Main Course',
    traces: ['mustard'],
    groups: ['Sauce'],
  },
  {
    name: 'Coq au Vin',
    description: 'Chicken braised in Burgundy with mushrooms and lardons',
    price: '21.00',
    category: 'Main Course',
    allergens: ['celery', 'sulphites'],
  },
  {
    name: 'Crème Brûlée',
    description: 'Vanilla custard, burnt sugar',
    price: '7.50',
    category: 'Desserts',
    allergens: ['eggs', 'milk'],
    dietary: ['vegetarian'],
  },
  {
    name: 'Tarte Tatin',
    description: 'Caramelised apples, crème fraîche',
    price: '8.00',
    category: 'Desserts',
    allergens: ['gluten', 'eggs', 'milk'],
    traces: ['nuts'],
    dietary: ['vegetarian'],
  },
  { name: 'Espresso', description: 'Single origin, roasted in Lyon', price: '2.80', category: 'Beverages', dietary: ['vegan'] },
  { name: 'Provence Rosé', description: 'A glass of Côtes de Provence', price: '6.50', category: 'Beverages', allergens: ['sulphites'], dietary: ['vegan'] },
  {
    name: 'Bouillabaisse',
    description: "Friday's Marseille fish stew with rouille",
    price: '29.00',
    category: 'Specials',
    isAvailable: false,
    allergens: ['crustaceans', 'eggs', 'fish', 'celery', 'molluscs'],
  },
];

/** Option groups (issue 19): a required size, free extras (one of them a "No …"), a required sauce. */
const DEMO_GROUPS: ReadonlyArray<{
  name: string;
  selection: OptionSelection;
  minChoices: number;
  maxChoices: number | null;
  options: ReadonlyArray<{ name: string; priceDelta: string; isDefault?: boolean; allergens?: Allergen[] }>;
}> = [
  {
    name: 'Size',
    selection: 'single',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Half', priceDelta: '-4.50' },
      { name: 'Whole', priceDelta: '0.00', isDefault: true },
    ],
  },
  {
    name: 'Extras',
    selection: 'multiple',
    minChoices: 0,
    maxChoices: 3,
    options: [
      { name: 'Extra munster', priceDelta: '1.50', allergens: ['milk'] },
      { name: 'Mushrooms', priceDelta: '1.00' },
      { name: 'No onions', priceDelta: '0.00' },
    ],
  },
  {
    name: 'Sauce',
    selection: 'single',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: 'Pepper sauce', priceDelta: '0.00', isDefault: true, allergens: ['milk'] },
      { name: 'Béarnaise', priceDelta: '0.00', allergens: ['eggs', 'milk'] },
      { name: 'Roquefort sauce', priceDelta: '1.50', allergens: ['milk'] },
    ],
  },
];

const CUSTOMERS: ReadonlyArray<{ name: string; email?: string; phone?: string }> = [
  { name: 'Marie Dubois', email: 'marie.dubois@example.com', phone: '+33 6 12 34 56 78' },
  { name: 'Lucas Martin', phone: '+33 6 98 76 54 32' },
  { name: 'Emma Bernard', email: 'emma.bernard@example.com' },
  { name: 'Hugo Petit', email: 'hugo.petit@example.com', phone: '+33 7 11 22 33 44' },
  { name: 'Léa Moreau', phone: '+33 6 55 44 33 22' },
  { name: 'Nathan Laurent', email: 'nathan.l@example.com' },
  { name: 'Chloé Garcia', email: 'chloe.garcia@example.com' },
  { name: 'Louis Roux', phone: '+33 6 01 02 03 04' },
  { name: 'Manon Fournier', email: 'manon.f@example.com', phone: '+33 7 45 67 89 01' },
  { name: 'Jules Girard' },
  { name: 'Camille Bonnet', email: 'c.bonnet@example.com' },
  { name: 'Inès Lambert', phone: '+33 6 77 88 99 00' },
  { name: 'Tom Fontaine', email: 'tom.fontaine@example.com' },
  { name: 'Sarah Rousseau' },
  { name: 'Adam Vincent', email: 'adam.vincent@example.com', phone: '+33 6 23 45 67 89' },
  { name: 'Zoé Mercier', email: 'zoe.mercier@example.com' },
  { name: 'Gabriel Dupont', phone: '+33 7 66 55 44 33' },
  { name: 'Alice Blanc', email: 'alice.blanc@example.com' },
];

const NOTES = ['No onions, please', 'Allergic to nuts', 'Pick-up at 19:30', 'Extra bread', 'Birthday — candle on the dessert', 'Table by the window'];

/** The newest orders are still in the kitchen; older ones were delivered or, now and then, cancelled. */
const ACTIVE_STATUSES: OrderStatus[] = ['pending', 'pending', 'confirmed', 'preparing', 'ready'];
const DAYS_OF_ORDERS = 14;

export interface SeedOptions {
  now?: Date;
  /** IANA time zone written to the demo profile; the machine's by default. */
  timezone?: string;
}

export interface SeedSummary {
  email: string;
  password: string;
  ownerId: string;
  restaurantId: string;
  menuItems: number;
  orders: number;
}

/** Small deterministic generator, so every run lays the orders out the same way around `now`. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo restaurant's rows are written as that restaurant (withRestaurant), so the seed works under row-level security too. */
export async function seedDemoData(database: TenantDatabase, auth: Pick<Auth, 'api'>, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const timezone = options.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  const ownerId = await ensureDemoOwner(database.db, auth, timezone);
  const restaurantId = await demoRestaurant(database.db, ownerId);
  await database.db
    .insert(userProfiles)
    .values({ userId: ownerId, fullName: DEMO_OWNER.fullName })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { fullName: DEMO_OWNER.fullName } });
  await database.db.update(restaurants).set({ name: DEMO_OWNER.restaurantName, timezone }).where(eq(restaurants.id, restaurantId));
  return database.withRestaurant(restaurantId, (scope) => seedMenuAndOrders(scope, ownerId, now));
}

/** The restaurant the demo owner owns (made at sign-up). */
async function demoRestaurant(db: Database, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ restaurantId: restaurantMembers.organizationId })
    .from(restaurantMembers)
    .where(and(eq(restaurantMembers.userId, ownerId), eq(restaurantMembers.role, 'owner')))
    .limit(1);
  if (!row) throw new Error(`seedDemoData: ${DEMO_OWNER.email} owns no restaurant`);
  return row.restaurantId;
}

/** The demo restaurant's tables, in their order (decision 0033). */
const DEMO_TABLES = ['1', '2', '3', '4', '5', '6', '7', '8', 'Terrace 1', 'Terrace 2'];

/** Replaces the restaurant's menu and orders, inside its transaction. */
async function seedMenuAndOrders(scope: RestaurantTx, ownerId: string, now: Date): Promise<SeedSummary> {
  const { tx, restaurantId } = scope;
  {
    await tx.delete(orders).where(eq(orders.restaurantId, restaurantId));
    await tx.delete(menuItems).where(eq(menuItems.restaurantId, restaurantId));

    await tx.delete(optionGroups).where(eq(optionGroups.restaurantId, restaurantId));
    // The spec's five categories, as a new restaurant has them (issue 19); the dishes in menu order within each.
    await tx.delete(menuCategories).where(eq(menuCategories.restaurantId, restaurantId));
    await insertDefaultCategories(scope);
    const categories = await tx
      .select({ id: menuCategories.id, name: menuCategories.name })
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, restaurantId));
    const categoryId = (name: string) => categories.find((category) => category.name === name)?.id as string;
    // The dining room (decision 0033): eight tables inside and two on the terrace; some orders were taken at one.
    await tx.delete(restaurantTables).where(eq(restaurantTables.restaurantId, restaurantId));
    await tx.insert(restaurantTables).values(DEMO_TABLES.map((label, position) => ({ restaurantId, label, position })));

    const menu = await tx
      .insert(menuItems)
      .values(
        DEMO_MENU.map((item, index) => ({
          restaurantId,
          userId: ownerId,
          name: item.name,
          description: item.description,
          price: item.price,
          categoryId: categoryId(item.category),
          position: DEMO_MENU.slice(0, index).filter((other) => other.category === item.category).length,
          isAvailable: item.isAvailable ?? true,
          allergens: item.allergens ?? [],
          traces: item.traces ?? [],
          dietary: item.dietary ?? [],
          // A minute apart, first item newest, so the newest-first grid reads in menu order.
          createdAt: new Date(now.getTime() - (DAYS_OF_ORDERS + 1) * 86_400_000 - index * 60_000),
        })),
      )
      .returning();
    const pricing = await seedOptionGroups({ tx, restaurantId }, menu, new Date(now.getTime() - (DAYS_OF_ORDERS + 1) * 86_400_000));
    const orderable = menu.filter((item) => item.isAvailable);

    const next = random(20_260_101);
    const rows: Array<typeof orders.$inferInsert> = [];
    const oldest = now.getTime() - DAYS_OF_ORDERS * 86_400_000;
    for (let at = now.getTime() - 4 * 60_000, index = 0; at > oldest; at -= (30 + Math.floor(next() * 150)) * 60_000, index += 1) {
      const customer = CUSTOMERS[Math.floor(next() * CUSTOMERS.length)] ?? { name: 'Walk-in' };
      const lineCount = 1 + Math.floor(next() * 3);
      const picked = new Set<number>();
      while (picked.size < Math.min(lineCount, orderable.length)) picked.add(Math.floor(next() * orderable.length));
      let totalCents = 0;
      const lines: OrderLine[] = [...picked].map((position) => {
        const item = orderable[position];
        const priced = item && pricing.get(item.id);
        if (!priced) throw new Error('seedDemoData: picked a menu item that does not exist');
        // The groups' defaults, and now and then the first option of each group beside them (a half, an extra).
        const chosen =
          next() < 0.3
            ? [...new Set([...defaultChoices(priced), ...priced.groups.flatMap((group) => group.options.slice(0, 1).map((option) => option.id))])]
            : undefined;
        let line = priceLine(priced, chosen);
        if (!line.ok) line = priceLine(priced, undefined);
        if (!line.ok) throw new Error(`seedDemoData: ${priced.name} cannot be priced with its defaults`);
        const quantity = 1 + Math.floor(next() * 3);
        totalCents += line.line.unitCents * quantity;
        const { options: chosenOptions, allergens, traces } = line.line;
        return { menu_item_id: priced.id, name: priced.name, price: fromCents(line.line.unitCents), quantity, options: chosenOptions, allergens, traces };
      });
      const status: OrderStatus = ACTIVE_STATUSES[index] ?? (index % 11 === 7 || next() < 0.05 ? 'cancelled' : 'delivered');
      const createdAt = new Date(at);
      const handledAt = status === 'pending' ? createdAt : new Date(Math.min(now.getTime(), at + (10 + Math.floor(next() * 50)) * 60_000));
      rows.push({
        restaurantId,
        userId: ownerId,
        customerName: customer.name,
        customerEmail: customer.email ?? null,
        customerPhone: customer.phone ?? null,
        orderItems: lines,
        notes: next() < 0.2 ? (NOTES[Math.floor(next() * NOTES.length)] ?? null) : null,
        totalAmount: fromCents(totalCents).toFixed(2),
        status,
        source: 'dashboard',
        tableLabel: index % 4 === 1 ? (DEMO_TABLES[index % DEMO_TABLES.length] ?? null) : null,
        createdAt,
        updatedAt: handledAt,
      });
    }
    const inserted = await tx.insert(orders).values(rows).returning({ id: orders.id, lines: orders.orderItems });
    // Each order's lines as rows too (order_lines), as the app writes them with every order.
    await tx.insert(orderLines).values(
      inserted.flatMap((order) =>
        order.lines.map((line, position) => ({
          restaurantId,
          orderId: order.id,
          position,
          menuItemId: line.menu_item_id ?? null,
          name: line.name,
          unitPrice: line.price.toFixed(2),
          quantity: line.quantity,
          lineTotal: fromCents(Math.round(line.price * 100) * line.quantity).toFixed(2),
          options: line.options ?? [],
          allergens: line.allergens ?? [],
          traces: line.traces ?? [],
        })),
      ),
    );
    return { email: DEMO_OWNER.email, password: DEMO_OWNER.password, ownerId, restaurantId, menuItems: menu.length, orders: rows.length };
  }
}

/** The demo option groups, offered by the dishes that name them; answers every dish as pricing sees it (by id). */
async function seedOptionGroups(
  scope: Pick<RestaurantTx, 'tx' | 'restaurantId'>,
  menu: Array<typeof menuItems.$inferSelect>,
  createdAt: Date,
): Promise<Map<string, PricingItem>> {
  const { tx, restaurantId } = scope;
  const groups = new Map<string, PricingItem['groups'][number]>();
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const [row] = await tx
      .insert(optionGroups)
      .values({
        restaurantId,
        name: group.name,
        selection: group.selection,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        // A minute apart, in this order: the order they are listed in.
        createdAt: new Date(createdAt.getTime() + index * 60_000),
      })
      .returning({ id: optionGroups.id });
    if (!row) throw new Error('seedDemoData: an option group was not written');
    const written = await tx
      .insert(options)
      .values(
        group.options.map((option, position) => ({
          restaurantId,
          groupId: row.id,
          position,
          name: option.name,
          priceDelta: option.priceDelta,
          isDefault: option.isDefault ?? false,
          allergens: option.allergens ?? [],
        })),
      )
      .returning();
    groups.set(group.name, {
      id: row.id,
      name: group.name,
      selection: group.selection,
      min_choices: group.minChoices,
      max_choices: group.maxChoices,
      options: written
        .sort((a, b) => a.position - b.position)
        .map((option) => ({
          id: option.id,
          name: option.name,
          price_delta: Number(option.priceDelta),
          is_default: option.isDefault,
          is_available: option.isAvailable,
          allergens: option.allergens,
          traces: option.traces,
        })),
    });
  }
  const pricing = new Map<string, PricingItem>();
  for (const item of menu) {
    const names = DEMO_MENU.find((demo) => demo.name === item.name)?.groups ?? [];
    const offered = names.map((name) => groups.get(name)).filter((group) => group !== undefined);
    if (offered.length > 0) {
      await tx.insert(menuItemOptionGroups).values(offered.map((group, position) => ({ restaurantId, menuItemId: item.id, groupId: group.id, position })));
    }
    pricing.set(item.id, { id: item.id, name: item.name, price: Number(item.price), allergens: item.allergens, traces: item.traces, groups: offered });
  }
  return pricing;
}

/** The demo owner, signed up through better-auth (so the password hash is the real one) and marked verified. */
async function ensureDemoOwner(db: Database, auth: Pick<Auth, 'api'>, timezone: string): Promise<string> {
  const find = async () => (await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_OWNER.email)).limit(1))[0]?.id;
  if (!(await find())) {
    // The sign-up metadata of the spec rides along in the body, as the sign-up form sends it.
    const body = {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
      name: DEMO_OWNER.fullName,
      full_name: DEMO_OWNER.fullName,
      restaurant_name: DEMO_OWNER.restaurantName,
      timezone,
    };
    await auth.api.signUpEmail({ body });
  }
  const id = await find();
  if (!id) throw new Error(`seedDemoData: signing up ${DEMO_OWNER.email} did not create a user`);
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  return id;
}
