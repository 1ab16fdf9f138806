/**
 * Issue 22's reports at scale: ONE restaurant with a year and more of orders (1,000,000 over 400 business days by
 * default), seeded set-based with generate_series in one transaction (bench/reports.ts runs it):
 *
 * 1. The menu as a restaurant has it: 60 dishes in the five categories, a third of them with options (a required size,
 *    an optional sauce, extras), and 8 seasonal dishes of the first half-year that are no longer on the menu (their
 *    lines keep ids the menu does not know: the dishes report falls back to the name seen on the orders).
 * 2. Every business day but the last, with **every trigger off** (`session_replication_role = replica`): orders (a
 *    weekday × season curve spreads the total exactly over the days; each order's local time follows a lunch and a
 *    dinner peak, a few until 03:30 after midnight, still the same business day with the 04:00 cutoff; 45 % at a table,
 *    35 % online pickup, 20 % taken by phone; 3 % cancelled) with 1–5 lines of popular and less popular dishes (1–3
 *    portions, options on a third of them), their order numbers, business day, local hour, guest kind and key (phones
 *    from a pool of regulars and occasional guests) and stored API JSON written as the triggers would, the guests seen
 *    in report_guests; then `report_rebuild()` fills the rollups from them.
 * 3. The last business day through **the real triggers**: its orders inserted as the app inserts them (the triggers
 *    set the day, number, hour, JSON and add to the rollups), their lines after, then its cancelled orders cancelled
 *    by an UPDATE (the rollups move them and their lines between the halves).
 * 4. order_counts from the orders, as migration 0001 does.
 *
 * `verifyReportsSeed` then recomputes a sample of days (the first, ten spread over the range, the triggers' last day)
 * straight from the orders and their lines — business day and hour from created_at, not the stored columns — and
 * compares every figure of the four rollups with them.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/api/src/db/client.ts';

export const REPORTS_RESTAURANT = 'bench-reports';
export const REPORTS_OWNER = 'bench-reports-owner';
export const REPORTS_EMAIL = 'bench-reports@example.com';
export const REPORTS_SLUG = 'bench-reports';
const ZONE = 'Europe/Paris';
const DISHES = 60;
const RETIRED_DISHES = 8;

export interface ReportsScale {
  orders: number;
  days: number;
}

/** The last seeded business day (yesterday's, in the restaurant's zone with its 04:00 cutoff) and the first. */
export async function seededRange(db: Database, days: number): Promise<{ first: string; last: string }> {
  const [row] = await queryRows<{ first: string; last: string }>(
    db,
    sql`select to_char(d - ${days - 1}::int, 'YYYY-MM-DD') as first, to_char(d, 'YYYY-MM-DD') as last
        from (select business_day(now(), ${ZONE}, 240) - 1 as d) t`,
  );
  if (!row) throw new Error('seededRange: no row');
  return row;
}

/** Orders of the bench restaurant, or 0 (no restaurant yet); `guestRows`: 0 for a seed made before the repeat guests. */
export async function seededOrders(db: Database): Promise<{ orders: number; rollupDays: number; last: string | null; guestRows: number }> {
  const [row] = await queryRows<{ orders: number; rollup_days: number; last: string | null; guest_rows: number }>(
    db,
    sql`select (select count(*)::int from orders where restaurant_id = ${REPORTS_RESTAURANT}) as orders,
          (select count(distinct business_day)::int from report_days where restaurant_id = ${REPORTS_RESTAURANT}) as rollup_days,
          (select to_char(max(business_day), 'YYYY-MM-DD') from report_days where restaurant_id = ${REPORTS_RESTAURANT}) as last,
          (select count(*)::int from (select 1 from report_guest_returns where restaurant_id = ${REPORTS_RESTAURANT} limit 1) g) as guest_rows`,
  );
  return { orders: row?.orders ?? 0, rollupDays: row?.rollup_days ?? 0, last: row?.last ?? null, guestRows: row?.guest_rows ?? 0 };
}

/** Removes the bench restaurant (and by its cascades its orders, lines, rollups, menu) and its owner. */
export async function dropReportsRestaurant(db: Database): Promise<void> {
  await db.execute(sql`delete from restaurants where id = ${REPORTS_RESTAURANT}`);
  await db.execute(sql`delete from "user" where id = ${REPORTS_OWNER}`);
}

/**
 * The orders of the business days [from, to] into the temporary tables seed_orders and seed_lines (ids drawn here, so
 * the lines know their order). `seed_days` holds every day's share of the total; `first` is the range's first day
 * (the seasonal dishes are sold in its first 180 days).
 */
async function generate(db: Pick<Database, 'execute'>, from: string, to: string, first: string): Promise<void> {
  await db.execute(sql`drop table if exists seed_orders, seed_lines`);
  await db.execute(sql`
    create temp table seed_orders as
    select gen_random_uuid() as id, day, created_at, source, table_label, status, n_lines, customer_name, customer_phone,
      row_number() over (partition by day order by created_at)::int as daily_number
    from (
      select day, created_at,
        case when r6 < 0.80 then 'online' else 'dashboard' end as source,
        case when r6 < 0.45 then 'T' || (1 + floor(r7 * 30))::int end as table_label,
        case when r8 < 0.03 then 'cancelled' else 'delivered' end as status,
        case when r9 < 0.2 then 1 when r9 < 0.5 then 2 when r9 < 0.75 then 3 when r9 < 0.9 then 4 else 5 end as n_lines,
        'Guest ' || (1 + floor(r7 * 4000))::int as customer_name,
        -- Guests by phone, from a pool of 200,000 with a steep curve: a few hundred regulars come every week or more, most
        -- guests a few times a year or once (the repeat guests' rows, decision 0043, get a year's spread of previous days).
        case when r6 >= 0.45 then '+33 6 ' || lpad((floor(200000 * power(r10, 3)))::int::text, 8, '0') end as customer_phone
      from (
        select day, r6, r7, r8, r9, r10,
          (day::timestamp + make_interval(secs => 60 * greatest(420, least(1649,
            case when r1 < 0.42 then 765 + 40 * z when r1 < 0.94 then 1200 + 60 * z else 480 + r4 * 930 end)) + 60 * r5))
            at time zone ${ZONE} as created_at
        from (
          select d.day, random() as r1, sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as z, random() as r4,
            random() as r5, random() as r6, random() as r7, random() as r8, random() as r9, random() as r10
          from seed_days d, generate_series(1, d.n) k
          where d.day between ${from}::date and ${to}::date
        ) r
      ) t
    ) o`);
  // Dishes: the current menu by popularity (a power curve: the first dishes sell most); in the first 180 days one line
  // in ten is a seasonal dish since retired. Options on dishes that offer them: a size always (Small, Regular, Large),
  // a sauce one time in two, an extra one time in three.
  await db.execute(sql`
    create temp table seed_lines as
    select r.order_id, r.pos, d.id as menu_item_id, d.name, d.allergens, d.traces, r.quantity,
      d.price + coalesce(s.delta, 0) + coalesce(sa.delta, 0) + coalesce(e.delta, 0) as unit_price,
      (d.price + coalesce(s.delta, 0) + coalesce(sa.delta, 0) + coalesce(e.delta, 0)) * r.quantity as line_total,
      case when d.has_options then jsonb_build_array(s.obj)
        || case when sa.obj is null then '[]'::jsonb else jsonb_build_array(sa.obj) end
        || case when e.obj is null then '[]'::jsonb else jsonb_build_array(e.obj) end
      else '[]'::jsonb end as options
    from (
      select o.id as order_id, p.pos,
        case when o.day < ${first}::date + 180 and random() < 0.1 then ${DISHES + 1} + floor(random() * ${RETIRED_DISHES})::int
          else 1 + floor(${DISHES} * power(random(), 1.6))::int end as m,
        case when random() < 0.8 then 1 when random() < 0.75 then 2 else 3 end as quantity,
        case when random() < 0.25 then 1 when random() < 0.73 then 2 else 3 end as size_k,
        case when random() < 0.5 then 1 + floor(random() * 5)::int end as sauce_k,
        case when random() < 0.33 then 1 + floor(random() * 5)::int end as extra_k
      from seed_orders o, generate_series(0, o.n_lines - 1) p(pos)
    ) r
    join seed_dishes d on d.m = r.m
    left join seed_options s on s.grp = 'Size' and s.k = r.size_k
    left join seed_options sa on sa.grp = 'Sauce' and sa.k = r.sauce_k
    left join seed_options e on e.grp = 'Extras' and e.k = r.extra_k`);
}

/** The generated orders as the app stores them; `withStoredColumns`: the day, number, hour and JSON the triggers would write. */
function insertOrders(withStoredColumns: boolean): SQL {
  const rows = sql`select o.id, ${REPORTS_RESTAURANT}::text as restaurant_id, ${REPORTS_OWNER}::text as user_id, o.customer_name,
      o.customer_phone, l.items as order_items, l.total as total_amount,
      ${withStoredColumns ? sql`o.status` : sql`case when o.status = 'cancelled' then 'confirmed' else o.status end`} as status,
      o.source, o.created_at, o.created_at + interval '25 minutes' as updated_at, o.table_label,
      case when o.status = 'cancelled' and o.table_label is null and o.source = 'online' then 'Kitchen closing early' end as rejection_reason,
      o.day as business_day, o.daily_number, extract(hour from o.created_at at time zone ${ZONE})::smallint as local_hour,
      case when o.customer_phone is null then 'unknown' when g.visit = 1 then 'new' else 'returning' end as guest_kind,
      ("report_contact_keys"(o.customer_phone, null))[1] as guest_key
    from seed_orders o
    left join (
      select id, row_number() over (partition by customer_phone order by created_at, id) as visit from seed_orders where customer_phone is not null
    ) g on g.id = o.id
    join (
      select order_id, sum(line_total) as total,
        jsonb_agg(jsonb_build_object('name', name, 'price', unit_price, 'quantity', quantity, 'menu_item_id', menu_item_id,
          'options', options, 'allergens', to_jsonb(allergens), 'traces', to_jsonb(traces)) order by pos) as items
      from seed_lines group by order_id
    ) l on l.order_id = o.id`;
  if (withStoredColumns)
    return sql`with rows as (${rows})
      insert into orders (id, restaurant_id, user_id, customer_name, customer_phone, order_items, total_amount, status, source, created_at,
        updated_at, table_label, rejection_reason, business_day, daily_number, local_hour, guest_kind, guest_key, api_json)
      select id, restaurant_id, user_id, customer_name, customer_phone, order_items, total_amount, status, source, created_at,
        updated_at, table_label, rejection_reason, business_day, daily_number, local_hour, guest_kind, guest_key,
        order_api_json(jsonb_populate_record(null::orders, to_jsonb(rows)))
      from rows`;
  return sql`with rows as (${rows})
    insert into orders (id, restaurant_id, user_id, customer_name, customer_phone, order_items, total_amount, status, source, created_at,
      updated_at, table_label)
    select id, restaurant_id, user_id, customer_name, customer_phone, order_items, total_amount, status, source, created_at, updated_at, table_label
    from rows order by created_at`;
}

const INSERT_LINES = sql`
  insert into order_lines (restaurant_id, order_id, position, menu_item_id, name, unit_price, quantity, line_total, options, allergens, traces)
  select ${REPORTS_RESTAURANT}, order_id, pos, menu_item_id, name, unit_price, quantity, line_total, options, allergens, traces
  from seed_lines order by order_id, pos`;

/** Seeds the restaurant (see the file's comment). `passwordHash`: the app's own hash of the bench password. */
export async function seedReports(db: Database, scale: ReportsScale, passwordHash: string, log: (line: string) => void): Promise<void> {
  const { first, last } = await seededRange(db, scale.days);
  const step = async (what: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    log(`  ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.22)`);
    await step('owner, restaurant, menu', async () => {
      await tx.execute(sql`insert into "user" (id, name, email, email_verified) values (${REPORTS_OWNER}, 'Reports Owner', ${REPORTS_EMAIL}, true)`);
      await tx.execute(sql`insert into account (id, account_id, provider_id, user_id, password)
        values ('bench-reports-account', ${REPORTS_OWNER}, 'credential', ${REPORTS_OWNER}, ${passwordHash})`);
      await tx.execute(sql`insert into user_profiles (user_id, full_name) values (${REPORTS_OWNER}, 'Reports Owner')`);
      await tx.execute(sql`insert into restaurants (id, name, slug, timezone, created_at)
        values (${REPORTS_RESTAURANT}, 'Brasserie des Rapports', ${REPORTS_SLUG}, ${ZONE}, ${first}::date - 30)`);
      await tx.execute(
        sql`insert into restaurant_members (id, restaurant_id, user_id, role) values ('bench-reports-member', ${REPORTS_RESTAURANT}, ${REPORTS_OWNER}, 'owner')`,
      );
      await tx.execute(sql`
        insert into menu_categories (restaurant_id, name, position)
        select ${REPORTS_RESTAURANT}, (array['Appetizers', 'Main Course', 'Desserts', 'Beverages', 'Specials'])[p + 1], p from generate_series(0, 4) p`);
      await tx.execute(sql`
        insert into menu_items (restaurant_id, user_id, name, description, price, category_id, position, allergens, traces)
        select ${REPORTS_RESTAURANT}, ${REPORTS_OWNER}, 'Dish ' || m, 'A house speciality', 4.5 + (m * 7) % 24,
          (select c.id from menu_categories c where c.restaurant_id = ${REPORTS_RESTAURANT} and c.position = m % 5), m,
          (array['{}', '{gluten}', '{gluten,milk}', '{eggs,milk,nuts}'])[1 + m % 4]::text[], (array['{}', '{sesame}'])[1 + m % 2]::text[]
        from generate_series(1, ${DISHES}::int) m`);
      await tx.execute(sql`
        insert into option_groups (restaurant_id, name, selection, min_choices, max_choices, created_at)
        values (${REPORTS_RESTAURANT}, 'Size', 'single', 1, 1, now()), (${REPORTS_RESTAURANT}, 'Sauce', 'single', 0, 1, now() + interval '1 second'),
          (${REPORTS_RESTAURANT}, 'Extras', 'multiple', 0, 3, now() + interval '2 seconds')`);
      await tx.execute(sql`
        insert into options (restaurant_id, group_id, position, name, price_delta, is_default)
        select g.restaurant_id, g.id, k - 1, case g.name when 'Size' then (array['Small', 'Regular', 'Large'])[k] else g.name || ' ' || k end,
          case g.name when 'Size' then (array[-2, 0, 3])[k] when 'Sauce' then 0.5 else k * 0.5 + 0.5 end, g.name = 'Size' and k = 2
        from option_groups g, generate_series(1, 5) k
        where g.restaurant_id = ${REPORTS_RESTAURANT} and (g.name <> 'Size' or k <= 3)`);
      await tx.execute(sql`
        insert into menu_item_option_groups (restaurant_id, menu_item_id, group_id, position)
        select m.restaurant_id, m.id, g.id, array_position(array['Size', 'Sauce', 'Extras'], g.name) - 1
        from menu_items m join option_groups g on g.restaurant_id = m.restaurant_id
        where m.restaurant_id = ${REPORTS_RESTAURANT} and m.position % 3 = 0`);
    });
    await tx.execute(sql`
      create temp table seed_dishes on commit drop as
      select position as m, id, name, price, position % 3 = 0 as has_options, allergens, traces
      from menu_items where restaurant_id = ${REPORTS_RESTAURANT}
      union all
      select ${DISHES} + k, gen_random_uuid(), 'Seasonal dish ' || k, 9.5 + k, false, '{}'::text[], '{}'::text[]
      from generate_series(1, ${RETIRED_DISHES}::int) k`);
    await tx.execute(sql`
      create temp table seed_options on commit drop as
      select g.name as grp, o.position + 1 as k, o.price_delta as delta,
        jsonb_build_object('option_id', o.id, 'group_id', g.id, 'group', g.name, 'name', o.name, 'price_delta', o.price_delta) as obj
      from options o join option_groups g on g.id = o.group_id where o.restaurant_id = ${REPORTS_RESTAURANT}`);
    // Each day's share of the total: weekdays (Monday quietest, Saturday busiest) × a season, the cumulative sums
    // floored so the shares add up to exactly scale.orders.
    await tx.execute(sql`
      create temp table seed_days on commit drop as
      select day, (floor(${scale.orders}::numeric * cum / total) - floor(${scale.orders}::numeric * (cum - w) / total))::int as n
      from (
        select day, w, sum(w) over (order by day) as cum, sum(w) over () as total
        from (
          select d::date as day,
            ((array[0.70, 0.85, 0.90, 1.00, 1.25, 1.35, 0.95])[extract(isodow from d)::int] * (1 + 0.15 * sin(2 * pi() * i / 365.0)))::numeric as w
          from generate_series(${first}::date, ${last}::date, interval '1 day') with ordinality as g(d, i)
        ) weights
      ) cumulative`);

    await tx.execute(sql`set local session_replication_role = replica`);
    await step(`generated the orders and lines of ${first} … the day before ${last}`, () => generate(tx, first, last, first));
    // The last day's rows are inserted later through the triggers: out of the bulk.
    await tx.execute(sql`delete from seed_lines where order_id in (select id from seed_orders where day = ${last}::date)`);
    await tx.execute(sql`delete from seed_orders where day = ${last}::date`);
    await step('orders (triggers off; day, number, hour and JSON written as the triggers would)', () => tx.execute(insertOrders(true)));
    await step('order lines (triggers off)', () => tx.execute(INSERT_LINES));
    await step('order numbers', () =>
      tx.execute(sql`
        insert into order_numbers (restaurant_id, business_day, last_number)
        select ${REPORTS_RESTAURANT}, day, max(daily_number) from seed_orders group by day`),
    );
    await step('guests seen (report_guests: each phone with the day of its first order)', () =>
      tx.execute(sql`
        insert into report_guests (restaurant_id, contact_key, first_day)
        select ${REPORTS_RESTAURANT}, ("report_contact_keys"(customer_phone, null))[1], min(day)
        from seed_orders where customer_phone is not null group by 2`),
    );
    await tx.execute(sql`set local session_replication_role = origin`);
    await step('report_rebuild (the rollups from the orders and lines)', () => tx.execute(sql`select report_rebuild(${REPORTS_RESTAURANT})`));

    await step(`the last day, ${last}, through the triggers (insert, lines, then its cancellations)`, async () => {
      await generate(tx, last, last, first);
      await tx.execute(insertOrders(false));
      await tx.execute(INSERT_LINES);
      await tx.execute(sql`update orders set status = 'cancelled', rejection_reason = 'Kitchen closing early'
        where restaurant_id = ${REPORTS_RESTAURANT} and id in (select id from seed_orders where status = 'cancelled')`);
    });
    await tx.execute(sql`drop table seed_orders, seed_lines`);
    await tx.execute(sql`
      insert into order_counts (restaurant_id, pending, confirmed, preparing, ready, delivered, cancelled)
      select restaurant_id, count(*) filter (where status = 'pending'), count(*) filter (where status = 'confirmed'),
             count(*) filter (where status = 'preparing'), count(*) filter (where status = 'ready'),
             count(*) filter (where status = 'delivered'), count(*) filter (where status = 'cancelled')
      from orders where restaurant_id = ${REPORTS_RESTAURANT} group by restaurant_id
      on conflict (restaurant_id) do update set pending = excluded.pending, confirmed = excluded.confirmed, preparing = excluded.preparing,
        ready = excluded.ready, delivered = excluded.delivered, cancelled = excluded.cancelled`);
  });
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}

/**
 * A sample of days recomputed from the orders and lines (business day and hour from created_at) against the four
 * rollups, every figure: the number of (day, key) rows that differ per table, and how many orders' stored business day
 * or hour differ from created_at's. All zero, or the seed is wrong.
 */
export async function verifyReportsSeed(db: Database, first: string, last: string): Promise<{ days: string[]; mismatches: Record<string, number> }> {
  const [daysRow] = await queryRows<{ days: string[] }>(
    db,
    sql`select array_agg(to_char(d, 'YYYY-MM-DD') order by d) as days from (
          select distinct d from (
            select ${first}::date as d union all select ${last}::date
            union all select ${first}::date + (k * (${last}::date - ${first}::date) / 11) from generate_series(1, 10) k
          ) s
        ) t`,
  );
  const days = daysRow?.days ?? [];
  const scope = sql`restaurant_id = ${REPORTS_RESTAURANT} and business_day = any(${`{${days.join(',')}}`}::date[])`;
  const source = sql`
    select o.id, o.status, o.total_amount, business_day(o.created_at, ${ZONE}, 240) as day,
      extract(hour from o.created_at at time zone ${ZONE})::int as hour,
      case when o.table_label is not null then 'table' when o.source = 'online' then 'online' else 'phone' end as channel,
      o.business_day as stored_day, o.local_hour as stored_hour
    from orders o where ${scope}`;
  const differ = async (expected: SQL, actual: SQL) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select ((select count(*) from ((${expected}) except all (${actual})) a) + (select count(*) from ((${actual}) except all (${expected})) b))::int as n`,
    );
    return row?.n ?? -1;
  };
  const live = sql`o.status <> 'cancelled'`;
  const gone = sql`o.status = 'cancelled'`;
  const mismatches: Record<string, number> = {};
  mismatches.report_days = await differ(
    sql`select o.day, o.channel, count(*) filter (where ${live})::int, coalesce(sum(o.total_amount) filter (where ${live}), 0)::numeric(14, 2),
          coalesce(sum(q.items) filter (where ${live}), 0)::int, count(*) filter (where ${gone})::int,
          coalesce(sum(o.total_amount) filter (where ${gone}), 0)::numeric(14, 2), coalesce(sum(q.items) filter (where ${gone}), 0)::int
        from (${source}) o left join lateral (select sum(l.quantity) as items from order_lines l where l.order_id = o.id) q on true
        group by 1, 2`,
    sql`select business_day, channel, orders, amount, items, cancelled_orders, cancelled_amount, cancelled_items from report_days
        where ${scope} and (orders, amount, items, cancelled_orders, cancelled_amount, cancelled_items) <> (0, 0, 0, 0, 0, 0)`,
  );
  mismatches.report_hours = await differ(
    sql`select o.day, o.hour::smallint, count(*) filter (where ${live})::int, coalesce(sum(o.total_amount) filter (where ${live}), 0)::numeric(14, 2),
          count(*) filter (where ${gone})::int, coalesce(sum(o.total_amount) filter (where ${gone}), 0)::numeric(14, 2)
        from (${source}) o group by 1, 2`,
    sql`select business_day, hour, orders, amount, cancelled_orders, cancelled_amount from report_hours
        where ${scope} and (orders, amount, cancelled_orders, cancelled_amount) <> (0, 0, 0, 0)`,
  );
  mismatches.report_dishes = await differ(
    sql`select o.day, coalesce(l.menu_item_id, md5('name:' || l.name)::uuid), coalesce(sum(l.quantity) filter (where ${live}), 0)::int,
          coalesce(sum(l.line_total) filter (where ${live}), 0)::numeric(14, 2), coalesce(sum(l.quantity) filter (where ${gone}), 0)::int,
          coalesce(sum(l.line_total) filter (where ${gone}), 0)::numeric(14, 2)
        from (${source}) o join order_lines l on l.order_id = o.id group by 1, 2`,
    sql`select business_day, item_key, quantity, revenue, cancelled_quantity, cancelled_revenue from report_dishes
        where ${scope} and (quantity, revenue, cancelled_quantity, cancelled_revenue) <> (0, 0, 0, 0)`,
  );
  mismatches.report_options = await differ(
    sql`select o.day, e->>'option_id', coalesce(sum(l.quantity) filter (where ${live}), 0)::int, coalesce(sum(l.quantity) filter (where ${gone}), 0)::int
        from (${source}) o join order_lines l on l.order_id = o.id cross join jsonb_array_elements(l.options) e group by 1, 2`,
    sql`select business_day, option_id, chosen, cancelled_chosen from report_options where ${scope} and (chosen, cancelled_chosen) <> (0, 0)`,
  );
  const [stored] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${source}) o where o.day <> o.stored_day or o.hour <> o.stored_hour`);
  mismatches['orders: stored day or hour'] = stored?.n ?? -1;
  return { days, mismatches };
}
