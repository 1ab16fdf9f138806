/**
 * Demo data: a verified owner with a profile and a restaurant, a menu across the five categories and two weeks of
 * orders in every status, so a newcomer signs in to a living dashboard. Running it again refreshes the demo
 * restaurant's menu and orders around the current time instead of adding more.
 */
import type { MenuCategory } from '@maitre/shared/menu';
import { fromCents, toCents } from '@maitre/shared/money';
import type { OrderLine, OrderStatus } from '@maitre/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../modules/auth/auth.ts';
import type { Database, TenantDatabase } from './client.ts';
import { menuItems, orders, restaurantMembers, restaurants, user, userProfiles } from './schema/index.ts';
import type { RestaurantTx } from './tenant.ts';

export const DEMO_OWNER = {
  email: 'demo@maitre.local',
  password: 'maitre-demo-kitchen',
  fullName: 'Camille Laurent',
  restaurantName: 'Chez Camille',
} as const;

const DEMO_MENU: ReadonlyArray<{ name: string; description: string; price: string; category: MenuCategory; isAvailable?: boolean }> = [
  { name: 'French Onion Soup', description: 'Slow-cooked onions, beef broth, gruyère crouton', price: '8.50', category: 'Appetizers' },
  { name: 'Burrata & Heirloom Tomatoes', description: 'Basil oil, sea salt, grilled sourdough', price: '11.00', category: 'Appetizers' },
  { name: 'Steak Frites', description: 'Bavette, shallot butter, hand-cut fries', price: '24.50', category: 'Main Course' },
  { name: 'Coq au Vin', description: 'Chicken braised in Burgundy with mushrooms and lardons', price: '21.00', category: 'Main Course' },
  { name: 'Crème Brûlée', description: 'Vanilla custard, burnt sugar', price: '7.50', category: 'Desserts' },
  { name: 'Tarte Tatin', description: 'Caramelised apples, crème fraîche', price: '8.00', category: 'Desserts' },
  { name: 'Espresso', description: 'Single origin, roasted in Lyon', price: '2.80', category: 'Beverages' },
  { name: 'Provence Rosé', description: 'A glass of Côtes de Provence', price: '6.50', category: 'Beverages' },
  { name: 'Bouillabaisse', description: "Friday's Marseille fish stew with rouille", price: '29.00', category: 'Specials', isAvailable: false },
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

/** Replaces the restaurant's menu and orders, inside its transaction. */
async function seedMenuAndOrders({ tx, restaurantId }: RestaurantTx, ownerId: string, now: Date): Promise<SeedSummary> {
  {
    await tx.delete(orders).where(eq(orders.restaurantId, restaurantId));
    await tx.delete(menuItems).where(eq(menuItems.restaurantId, restaurantId));

    const menu = await tx
      .insert(menuItems)
      .values(
        DEMO_MENU.map((item, index) => ({
          restaurantId,
          userId: ownerId,
          name: item.name,
          description: item.description,
          price: item.price,
          category: item.category,
          isAvailable: item.isAvailable ?? true,
          // A minute apart, first item newest, so the newest-first grid reads in menu order.
          createdAt: new Date(now.getTime() - (DAYS_OF_ORDERS + 1) * 86_400_000 - index * 60_000),
        })),
      )
      .returning();
    const orderable = menu.filter((item) => item.isAvailable);

    const next = random(20_260_101);
    const rows: Array<typeof orders.$inferInsert> = [];
    const oldest = now.getTime() - DAYS_OF_ORDERS * 86_400_000;
    for (let at = now.getTime() - 4 * 60_000, index = 0; at > oldest; at -= (30 + Math.floor(next() * 150)) * 60_000, index += 1) {
      const customer = CUSTOMERS[Math.floor(next() * CUSTOMERS.length)] ?? { name: 'Walk-in' };
      const lineCount = 1 + Math.floor(next() * 3);
      const picked = new Set<number>();
      while (picked.size < Math.min(lineCount, orderable.length)) picked.add(Math.floor(next() * orderable.length));
      const lines: OrderLine[] = [...picked].map((position) => {
        const item = orderable[position];
        if (!item) throw new Error('seedDemoData: picked a menu item that does not exist');
        return { menu_item_id: item.id, name: item.name, price: Number(item.price), quantity: 1 + Math.floor(next() * 3) };
      });
      const totalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
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
        createdAt,
        updatedAt: handledAt,
      });
    }
    await tx.insert(orders).values(rows);
    return { email: DEMO_OWNER.email, password: DEMO_OWNER.password, ownerId, restaurantId, menuItems: menu.length, orders: rows.length };
  }
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
