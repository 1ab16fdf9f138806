/**
 * Test data built by the shared schemas: each builder parses its result, so a fixture that misses a field the
 * contract requires (or has one of the wrong type) fails where it is made, not in a screen that happens to ignore it.
 */
import { type Category, CategorySchema, DEFAULT_CATEGORIES } from '@maitre/shared/categories';
import { type MenuItem, MenuItemSchema } from '@maitre/shared/menu';
import { type Option, type OptionGroup, OptionGroupSchema, OptionSchema } from '@maitre/shared/options';
import { type Order, OrderSchema, orderNumber } from '@maitre/shared/orders';
import { type Photo, PhotoSchema } from '@maitre/shared/photos';
import { PLANS, type PlanId } from '@maitre/shared/plans';
import { type Profile, ProfileSchema } from '@maitre/shared/profile';
import { type ServiceSettings, ServiceSettingsSchema, type StorefrontService, StorefrontServiceSchema } from '@maitre/shared/service-hours';
import {
  type ActivityEntry,
  ActivityEntrySchema,
  type MyRestaurant,
  MyRestaurantSchema,
  type PublicInvitation,
  PublicInvitationSchema,
  type StaffInvitation,
  StaffInvitationSchema,
  type StaffMember,
  StaffMemberSchema,
  type StaffResponse,
  StaffResponseSchema,
} from '@maitre/shared/staff';
import {
  type PublicOrder,
  PublicOrderSchema,
  type Storefront,
  type StorefrontMenuItem,
  StorefrontMenuItemSchema,
  type StorefrontOptionGroup,
  StorefrontOptionGroupSchema,
  StorefrontSchema,
} from '@maitre/shared/storefront';
import { type BillingPlan, BillingPlanSchema, type Subscription, SubscriptionSchema } from '@maitre/shared/subscription';

/** Distinct, valid v4 UUIDs: `uuid(1)` → 00000000-0000-4000-8000-000000000001. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const OWNER_ID = 'owner-ada';
export const RESTAURANT_ID = 'restaurant-chez-ada';

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return ProfileSchema.parse({
    user_id: OWNER_ID,
    restaurant_id: RESTAURANT_ID,
    full_name: 'Ada Lovelace',
    restaurant_name: 'Chez Ada',
    slug: 'chez-ada',
    timezone: 'Europe/Paris',
    role: 'owner',
    locale: null,
    default_language: 'en',
    ...overrides,
  });
}

/** The ids of the five categories every restaurant starts with (issue 19), by name: uuid(901) … uuid(905). */
export const CATEGORY_IDS: Record<string, string> = Object.fromEntries(DEFAULT_CATEGORIES.map((category, index) => [category.name, uuid(901 + index)]));

/** A category as GET /api/categories answers it: Appetizers (the first default) unless told. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  const name = overrides.name ?? 'Appetizers';
  const preset = DEFAULT_CATEGORIES.find((category) => category.name === name);
  return CategorySchema.parse({
    id: CATEGORY_IDS[name] ?? uuid(999),
    restaurant_id: RESTAURANT_ID,
    name,
    translations: preset?.translations ?? {},
    position: preset ? DEFAULT_CATEGORIES.indexOf(preset) : 5,
    is_hidden: false,
    menu_item_count: 0,
    created_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  });
}

/** The restaurant's categories when nothing was changed: the spec's five, in order. */
export function defaultCategories(): Category[] {
  return DEFAULT_CATEGORIES.map((category) => aCategory({ name: category.name }));
}

/** A dish; its category_id follows its category's name (a default one) unless told. */
export function aMenuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  const category = overrides.category ?? 'Appetizers';
  return MenuItemSchema.parse({
    id: uuid(101),
    restaurant_id: RESTAURANT_ID,
    user_id: OWNER_ID,
    name: 'Onion soup',
    description: 'With gruyère',
    price: 8.5,
    category,
    category_id: CATEGORY_IDS[category] ?? uuid(999),
    position: 0,
    image_url: null,
    is_available: true,
    created_at: '2026-01-01T12:00:00.000Z',
    translations: {},
    allergens: [],
    traces: [],
    dietary: [],
    option_group_ids: [],
    portions_left: null,
    portions_par: null,
    ...overrides,
  });
}

/** One option as the dashboard's tests name it: anOption, called "Extra mozzarella". */
export function aMenuOption(overrides: Partial<Option> = {}): Option {
  return anOption({ name: 'Extra mozzarella', ...overrides });
}

/** An option group of Chez Ada: "Size", single choice, required, two options (26 cm preselected, 30 cm +2.50). */
export function aSizeGroup(overrides: Partial<OptionGroup> = {}): OptionGroup {
  return anOptionGroup({
    min_choices: 1,
    options: [aMenuOption({ id: uuid(501), name: '26 cm', is_default: true }), aMenuOption({ id: uuid(502), name: '30 cm', price_delta: 2.5 })],
    ...overrides,
  });
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return OrderSchema.parse({
    id: uuid(201),
    restaurant_id: RESTAURANT_ID,
    user_id: OWNER_ID,
    customer_name: 'Grace Hopper',
    customer_phone: '+33 1 23 45 67 89',
    customer_email: null,
    order_items: [{ name: 'Onion soup', price: 8.5, quantity: 2, menu_item_id: uuid(101) }],
    notes: null,
    total_amount: 17,
    status: 'pending',
    source: 'online',
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    daily_number: 1,
    business_day: '2026-01-01',
    ready_at: null,
    rejection_reason: null,
    pickup_at: null,
    table_label: null,
    ...overrides,
  });
}

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return SubscriptionSchema.parse({
    price_id: 'price_restaurant',
    subscription_status: 'active',
    cancel_at_period_end: false,
    current_period_end: 1_798_000_000,
    current_period_start: 1_795_400_000,
    plan_id: 'restaurant',
    is_entitled: true,
    payment_method_brand: 'visa',
    payment_method_last4: '4242',
    ...overrides,
  });
}

/** GET /api/billing/plans as the server builds it: the catalogue with a Stripe price id per plan. */
export function billingPlans(priceIds: Partial<Record<PlanId, string>> = {}): BillingPlan[] {
  return PLANS.map(({ id, name, price, interval, mode, description, features, limits, isMostPopular }) =>
    BillingPlanSchema.parse({ id, priceId: priceIds[id] ?? `price_${id}`, name, price, interval, mode, description, features, limits, isMostPopular }),
  );
}

/** A dish of the order page; its category_id follows its category's name (a default one) unless told. */
export function aStorefrontItem(overrides: Partial<StorefrontMenuItem> = {}): StorefrontMenuItem {
  const category = overrides.category ?? 'Appetizers';
  return StorefrontMenuItemSchema.parse({
    id: uuid(101),
    name: 'Onion soup',
    description: 'With gruyère',
    price: 8.5,
    category,
    category_id: CATEGORY_IDS[category] ?? uuid(999),
    image_url: null,
    photo: null,
    translations: {},
    allergens: [],
    traces: [],
    dietary: [],
    option_group_ids: [],
    portions_left: null,
    ...overrides,
  });
}

/** A photo as POST /api/photos answers it (decision 0026): 1600 × 1200, kept 320, 640 and 1280 px wide. */
export function aPhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? uuid(701);
  return PhotoSchema.parse({
    id,
    url: `/media/${id}/640.webp`,
    width: 1280,
    height: 960,
    variants: [320, 640, 1280].map((width) => ({ width, height: (width * 3) / 4, url: `/media/${id}/${width}.webp` })),
    ...overrides,
  });
}

/**
 * The order page's data. Its categories, unless told, are the default ones its dishes are in, in the spec's order
 * (what the server sends for a restaurant that changed nothing).
 */
export function aStorefront(overrides: Partial<Storefront> = {}): Storefront {
  const menu = overrides.menu ?? [aStorefrontItem()];
  const categories = defaultCategories()
    .filter((category) => menu.some((item) => item.category_id === category.id))
    .map(({ id, name, translations }) => ({ id, name, translations }));
  return StorefrontSchema.parse({
    restaurant: { name: 'Chez Ada', slug: 'chez-ada', default_language: 'en' },
    menu,
    categories,
    option_groups: [],
    ...overrides,
  });
}

/** One option of a group (issue 19): no price change, not preselected, on sale, no allergens unless told. */
export function anOption(overrides: Partial<Option> = {}): Option {
  return OptionSchema.parse({
    id: uuid(501),
    name: 'Large',
    translations: {},
    price_delta: 0,
    is_default: false,
    is_available: true,
    allergens: [],
    traces: [],
    portions_left: null,
    portions_par: null,
    ...overrides,
  });
}

/** An option group as the order page receives it (Storefront.option_groups): single choice, optional, unless told. */
export function aStorefrontOptionGroup(overrides: Partial<StorefrontOptionGroup> = {}): StorefrontOptionGroup {
  return StorefrontOptionGroupSchema.parse({
    id: uuid(401),
    name: 'Size',
    translations: {},
    selection: 'single',
    min_choices: 0,
    max_choices: 1,
    options: [anOption()],
    ...overrides,
  });
}

/** An option group as the dashboard reads it (GET /api/option-groups). */
export function anOptionGroup(overrides: Partial<OptionGroup> = {}): OptionGroup {
  return OptionGroupSchema.parse({
    ...aStorefrontOptionGroup(),
    // With their daily par, which the order page is not sent.
    options: [anOption()],
    restaurant_id: RESTAURANT_ID,
    menu_item_ids: [],
    created_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  });
}

export function aPublicOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  const id = overrides.id ?? uuid(301);
  return PublicOrderSchema.parse({
    id,
    number: orderNumber(id),
    restaurant: { name: 'Chez Ada', slug: 'chez-ada' },
    customer_first_name: 'Grace',
    order_items: [{ name: 'Onion soup', price: 8.5, quantity: 2, menu_item_id: uuid(101) }],
    total_amount: 17,
    status: 'pending',
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    pickup_at: null,
    table_label: null,
    locale: null,
    daily_number: 1,
    ready_at: null,
    rejection_reason: null,
    time_zone: 'Europe/Paris',
    ...overrides,
  });
}

/** Ada, the owner, as the Staff page lists her (she is reading it). */
export function aStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return StaffMemberSchema.parse({
    id: 'member-ada',
    user_id: OWNER_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'owner',
    joined_at: '2026-01-01T12:00:00.000Z',
    last_active_at: '2026-03-02T08:30:00.000Z',
    two_factor_enabled: true,
    is_you: true,
    ...overrides,
  });
}

export function aStaffInvitation(overrides: Partial<StaffInvitation> = {}): StaffInvitation {
  return StaffInvitationSchema.parse({
    id: 'invitation-1',
    email: 'grace@example.com',
    role: 'kitchen',
    status: 'pending',
    invited_by: 'Ada Lovelace',
    created_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-08T10:00:00.000Z',
    ...overrides,
  });
}

/** GET /api/staff for Chez Ada on the Restaurant plan: Ada alone, no invitation, room for 9 more. */
export function aStaffResponse(overrides: Partial<StaffResponse> = {}): StaffResponse {
  const members = overrides.members ?? [aStaffMember()];
  const invitations = overrides.invitations ?? [];
  return StaffResponseSchema.parse({
    members,
    invitations,
    seats: { used: members.length + invitations.length, limit: 10, plan_id: 'restaurant' },
    invite_blocked_reason: null,
    managers_need_two_factor: false,
    ...overrides,
  });
}

export function aMyRestaurant(overrides: Partial<MyRestaurant> = {}): MyRestaurant {
  return MyRestaurantSchema.parse({ id: RESTAURANT_ID, name: 'Chez Ada', slug: 'chez-ada', role: 'owner', active: true, ...overrides });
}

export function aPublicInvitation(overrides: Partial<PublicInvitation> = {}): PublicInvitation {
  return PublicInvitationSchema.parse({
    id: 'invitation-1',
    restaurant_name: 'Chez Ada',
    inviter_name: 'Ada Lovelace',
    role: 'kitchen',
    email: 'grace@example.com',
    status: 'pending',
    expires_at: '2026-03-08T10:00:00.000Z',
    ...overrides,
  });
}

export function anActivityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  return ActivityEntrySchema.parse({
    id: 'activity-1',
    at: '2026-03-02T08:30:00.000Z',
    actor_user_id: 'user-grace',
    actor_name: 'Grace Hopper',
    action: 'order.status_changed',
    subject_type: 'order',
    subject_id: uuid(201),
    details: { from: 'pending', to: 'preparing' },
    ...overrides,
  });
}

/** The restaurant's clock (issue 20) as Settings reads it: no hours (open at all hours), not paused. */
export function aServiceSettings(overrides: Partial<ServiceSettings> = {}): ServiceSettings {
  return ServiceSettingsSchema.parse({
    timezone: 'Europe/Paris',
    weekly_hours: null,
    exceptions: [],
    business_day_cutoff_minutes: 240,
    preparation_minutes: 20,
    pacing_per_slot: null,
    allow_scheduling: true,
    address: null,
    phone: null,
    pause: null,
    ...overrides,
  });
}

/** What the order page is told of the clock (issue 20): open, orders for as soon as possible, no slots listed. */
export function aStorefrontService(overrides: Partial<StorefrontService> = {}): StorefrontService {
  return StorefrontServiceSchema.parse({
    state: 'open',
    timezone: 'Europe/Paris',
    next_opening: null,
    paused_until: null,
    pause_message: null,
    asap: true,
    scheduling: false,
    slots: [],
    preparation_minutes: 20,
    weekly_hours: null,
    exceptions: [],
    address: null,
    phone: null,
    ...overrides,
  });
}
