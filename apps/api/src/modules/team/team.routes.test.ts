/**
 * The team (issue 17) through the API: invitations within the plan's seats, joining by invitation (signed in or at
 * sign-up), roles, removal and leaving taking effect at once (live streams included), ownership transfer, the
 * two-factor rule, and the activity log.
 */
import { INVITATION_EMAIL_MISMATCH_MESSAGE, INVITATION_EXPIRED_MESSAGE, LAST_OWNER_MESSAGE, staffLimitMessage } from '@maitre/shared/staff';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, openLink, postAuth, signUpBody, waitForMail } from '../../../test/accounts.ts';
import { buildTestApp, createTestApp } from '../../../test/build-test-app.ts';
import { cookieHeaderFrom, createMember, createOwner, givePlan, signIn, type TestOwner, uniqueEmail } from '../../../test/factories.ts';
import { connectSse, endsWithin } from '../../../test/sse-client.ts';
import { activityLog, restaurantInvitations, restaurantMembers, user } from '../../db/schema/index.ts';

const ctx = buildTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function invite(owner: TestOwner, email: string, role = 'kitchen') {
  return call('POST', '/api/staff/invitations', owner.headers, { email, role });
}

async function ownerWithPlan(plan: 'snackbar' | 'restaurant' | 'michelin' | null = 'restaurant', name = 'Team Bistro'): Promise<TestOwner> {
  const owner = await createOwner(ctx.app, { restaurantName: name });
  if (plan) await givePlan(ctx.app, owner, plan);
  return owner;
}

const staffOf = async (owner: TestOwner) => {
  const response = await call('GET', '/api/staff', owner.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('invitations', () => {
  it('invites by email with a role: a mail with the link, a pending invitation that takes a seat, and the invitation page', async () => {
    const owner = await ownerWithPlan('restaurant', 'Chez Invite');
    const email = uniqueEmail('cook');
    const response = await invite(owner, `  ${email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(201);
    const { invitation } = response.json();
    expect(invitation).toMatchObject({ email, role: 'kitchen', status: 'pending', invited_by: 'Ada Owner' });
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await waitForMail(ctx.app, email, /invited to join Chez Invite/);
    expect(linkIn(mail)).toBe(`${ctx.app.config.appUrl}/invitations/${invitation.id}`);
    expect(mail.html).toContain('Accept the invitation');

    const staff = await staffOf(owner);
    expect(staff.members).toHaveLength(1);
    expect(staff.members[0]).toMatchObject({ role: 'owner', is_you: true, email: owner.email });
    expect(staff.invitations).toEqual([invitation]);
    expect(staff.seats).toEqual({ used: 2, limit: 10, plan_id: 'restaurant' });
    expect(staff.invite_blocked_reason).toBeNull();

    const page = await ctx.app.inject({ method: 'GET', url: `/api/invitations/${invitation.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().invitation).toEqual({
      id: invitation.id,
      restaurant_name: 'Chez Invite',
      inviter_name: 'Ada Owner',
      role: 'kitchen',
      email,
      status: 'pending',
      expires_at: invitation.expires_at,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invitations/not-an-invitation' })).statusCode).toBe(404);

    // The same person again, or a member: refused, nothing written.
    expect((await invite(owner, email)).json().error.code).toBe('CONFLICT');
    const again = await invite(owner, owner.email);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fieldErrors).toEqual({ email: ['Already a member'] });
    expect((await staffOf(owner)).invitations).toHaveLength(1);
  });

  it('refuses roles above the inviter’s and ownership by invitation', async () => {
    const owner = await ownerWithPlan();
    const manager = await createMember(ctx.app, owner, 'manager');
    const asOwner = await invite(owner, uniqueEmail(), 'owner');
    expect(asOwner.statusCode).toBe(400);
    expect(asOwner.json().error.code).toBe('VALIDATION_FAILED');
    const byManager = await call('POST', '/api/staff/invitations', manager.headers, { email: uniqueEmail(), role: 'manager' });
    expect(byManager.statusCode, byManager.body).toBe(201);
  });

  it('counts every member and pending invitation against the plan’s seats, naming the plan that allows more', async () => {
    const noPlan = await ownerWithPlan(null);
    const refused = await invite(noPlan, uniqueEmail());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'PLAN_LIMIT_REACHED', message: staffLimitMessage(null) } });
    expect((await staffOf(noPlan)).invite_blocked_reason).toBe(staffLimitMessage(null));

    const owner = await ownerWithPlan('restaurant');
    await createMember(ctx.app, owner, 'manager');
    for (let seat = 3; seat <= 10; seat += 1) expect((await invite(owner, uniqueEmail())).statusCode).toBe(201);
    const eleventh = await invite(owner, uniqueEmail());
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json().error).toEqual({ code: 'PLAN_LIMIT_REACHED', message: staffLimitMessage('restaurant') });
    expect(staffLimitMessage('restaurant')).toMatch(/Michelin Star/);
    const staff = await staffOf(owner);
    expect(staff.seats).toEqual({ used: 10, limit: 10, plan_id: 'restaurant' });

    // Revoking one frees its seat; an expired invitation holds none.
    const [first, second] = staff.invitations;
    expect((await call('DELETE', `/api/staff/invitations/${first.id}`, owner.headers)).statusCode).toBe(204);
    await ctx.database.db
      .update(restaurantInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(restaurantInvitations.id, second.id));
    expect((await staffOf(owner)).seats.used).toBe(8);
    expect((await staffOf(owner)).invitations.find((row: { id: string }) => row.id === second.id).status).toBe('expired');
    expect((await invite(owner, uniqueEmail())).statusCode).toBe(201);
    expect((await invite(owner, uniqueEmail())).statusCode).toBe(201);
    // Resending the expired one would take an eleventh seat: refused.
    expect((await call('POST', `/api/staff/invitations/${second.id}/resend`, owner.headers)).json().error.code).toBe('PLAN_LIMIT_REACHED');
  });

  it('removes nobody after a downgrade below the team: new invitations are refused and the page says why', async () => {
    const owner = await ownerWithPlan('snackbar');
    await createMember(ctx.app, owner, 'kitchen');
    await createMember(ctx.app, owner, 'front_of_house');
    const staff = await staffOf(owner);
    expect(staff.members).toHaveLength(3);
    expect(staff.seats).toEqual({ used: 3, limit: 1, plan_id: 'snackbar' });
    expect(staff.invite_blocked_reason).toBe(staffLimitMessage('snackbar'));
    expect((await invite(owner, uniqueEmail())).json().error.code).toBe('PLAN_LIMIT_REACHED');
  });

  it('resends with a fresh week and revokes; a revoked or expired link is refused with a clear message', async () => {
    const owner = await ownerWithPlan();
    const email = uniqueEmail('waiter');
    const { invitation } = (await invite(owner, email, 'front_of_house')).json();
    await ctx.database.db
      .update(restaurantInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(restaurantInvitations.id, invitation.id));
    const invitee = await createOwner(ctx.app, { email });
    const expired = await call('POST', `/api/invitations/${invitation.id}/accept`, invitee.headers);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toBe(INVITATION_EXPIRED_MESSAGE);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${invitation.id}` })).json().invitation.status).toBe('expired');

    const resent = await call('POST', `/api/staff/invitations/${invitation.id}/resend`, owner.headers);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(Date.parse(resent.json().invitation.expires_at)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(resent.json().invitation.status).toBe('pending');

    expect((await call('DELETE', `/api/staff/invitations/${invitation.id}`, owner.headers)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${invitation.id}` })).json().invitation.status).toBe('revoked');
    const revoked = await call('POST', `/api/invitations/${invitation.id}/accept`, invitee.headers);
    expect(revoked.statusCode).toBe(409);
    expect((await call('DELETE', `/api/staff/invitations/${invitation.id}`, owner.headers)).statusCode).toBe(404);
  });

  it('caps invitation mails per restaurant and day', async () => {
    const owner = await ownerWithPlan('michelin');
    await ctx.database.db.insert(activityLog).values(
      Array.from({ length: 100 }, () => ({
        restaurantId: owner.restaurantId,
        actorUserId: owner.id,
        actorName: 'Ada Owner',
        action: 'invitation.sent',
        subjectType: 'invitation',
        subjectId: crypto.randomUUID(),
      })),
    );
    const response = await invite(owner, uniqueEmail());
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('joining', () => {
  it('accepts signed in with the invited address: the session acts for the restaurant, with the role', async () => {
    const owner = await ownerWithPlan('restaurant', 'Chez Join');
    const email = uniqueEmail('cook');
    const { invitation } = (await invite(owner, email, 'kitchen')).json();
    const someoneElse = await createOwner(ctx.app);
    const mismatch = await call('POST', `/api/invitations/${invitation.id}/accept`, someoneElse.headers);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.message).toBe(INVITATION_EMAIL_MISMATCH_MESSAGE(email));

    const invitee = await createOwner(ctx.app, { email, restaurantName: 'My Own Place' });
    const accepted = await call('POST', `/api/invitations/${invitation.id}/accept`, invitee.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().restaurant).toMatchObject({ id: owner.restaurantId, name: 'Chez Join', role: 'kitchen', active: true });
    const profile = (await call('GET', '/api/profile', invitee.headers)).json().profile;
    expect(profile).toMatchObject({ restaurant_id: owner.restaurantId, role: 'kitchen' });
    const mine = (await call('GET', '/api/restaurants', invitee.headers)).json().restaurants;
    expect(mine.map((r: { name: string; role: string; active: boolean }) => [r.name, r.role, r.active])).toEqual([
      ['My Own Place', 'owner', false],
      ['Chez Join', 'kitchen', true],
    ]);
    expect((await call('POST', `/api/invitations/${invitation.id}/accept`, invitee.headers)).statusCode).toBe(409);
    const staff = await staffOf(owner);
    expect(staff.invitations).toEqual([]);
    expect(staff.members.map((member: { email: string; role: string }) => [member.email, member.role])).toContainEqual([email, 'kitchen']);
  });

  it('declines: the invitation closes and its seat frees', async () => {
    const owner = await ownerWithPlan();
    const email = uniqueEmail();
    const { invitation } = (await invite(owner, email)).json();
    const invitee = await createOwner(ctx.app, { email });
    expect((await call('POST', `/api/invitations/${invitation.id}/decline`, invitee.headers)).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${invitation.id}` })).json().invitation.status).toBe('declined');
    expect((await staffOf(owner)).seats.used).toBe(1);
  });

  it('signs up through the invitation: the new account joins the restaurant and opens none of its own', async () => {
    const owner = await ownerWithPlan('restaurant', 'Chez Signup');
    const email = uniqueEmail('new-waiter');
    const { invitation } = (await invite(owner, email, 'front_of_house')).json();
    const { restaurant_name: _unused, ...withoutRestaurant } = signUpBody({ email });
    const signUp = await postAuth(ctx.app, '/sign-up/email', { ...withoutRestaurant, invitation_id: invitation.id });
    expect(signUp.statusCode, signUp.body).toBe(200);
    await openLink(ctx.app, linkIn(await waitForMail(ctx.app, email, /verify/i)));
    const session = await signIn(ctx.app, email, withoutRestaurant.password);
    expect(session.statusCode).toBe(200);
    const headers = { cookie: cookieHeaderFrom(session.headers['set-cookie']), origin: ctx.app.config.appUrl };
    expect((await call('GET', '/api/profile', headers)).json().profile).toMatchObject({ restaurant_id: owner.restaurantId, role: 'front_of_house' });
    expect((await call('GET', '/api/restaurants', headers)).json().restaurants).toHaveLength(1);
    // Someone who owns no restaurant cannot open one.
    const open = await call('POST', '/api/restaurants', headers, { restaurant_name: 'Side project' });
    expect(open.statusCode).toBe(403);
  });

  it('refuses sign-up with an unusable invitation the same way whether or not the address has an account', async () => {
    const owner = await ownerWithPlan();
    const email = uniqueEmail();
    const { invitation } = (await invite(owner, email)).json();
    const taken = await createOwner(ctx.app);
    for (const address of [uniqueEmail(), taken.email]) {
      const body = signUpBody({ email: address });
      const response = await postAuth(ctx.app, '/sign-up/email', { ...body, invitation_id: invitation.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVITATION_UNUSABLE', message: INVITATION_EMAIL_MISMATCH_MESSAGE(email) } });
    }
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toBeUndefined();
  });
});

describe('roles, removal, leaving', () => {
  it('changes a role at once: the member’s next request follows it', async () => {
    const owner = await ownerWithPlan();
    const waiter = await createMember(ctx.app, owner, 'front_of_house');
    const staff = await staffOf(owner);
    const membership = staff.members.find((member: { email: string }) => member.email === waiter.email);
    const changed = await call('PATCH', `/api/staff/members/${membership.id}`, owner.headers, { role: 'kitchen' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().member).toMatchObject({ role: 'kitchen', email: waiter.email });
    expect((await call('POST', '/api/orders', waiter.headers, { customer_name: 'x', items: [] })).statusCode).toBe(403);
    expect((await call('GET', '/api/profile', waiter.headers)).json().profile.role).toBe('kitchen');
  });

  it('keeps owners, yourself and higher roles out of reach', async () => {
    const owner = await ownerWithPlan();
    const manager = await createMember(ctx.app, owner, 'manager');
    const other = await createMember(ctx.app, owner, 'manager');
    const members = (await staffOf(owner)).members as Array<{ id: string; email: string; role: string }>;
    const ownerRow = members.find((member) => member.role === 'owner');
    const managerRow = members.find((member) => member.email === manager.email);
    const otherRow = members.find((member) => member.email === other.email);
    expect((await call('DELETE', `/api/staff/members/${ownerRow?.id}`, manager.headers)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/staff/members/${ownerRow?.id}`, manager.headers, { role: 'kitchen' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/staff/members/${managerRow?.id}`, manager.headers, { role: 'kitchen' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/staff/members/${otherRow?.id}`, manager.headers, { role: 'kitchen' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/staff/members/${otherRow?.id}`, manager.headers, { role: 'owner' })).statusCode).toBe(400);
    expect((await staffOf(owner)).members.filter((member: { role: string }) => member.role === 'owner')).toHaveLength(1);
  });

  it('lets the last owner not leave, and a member leave: their access ends, their activity stays under their name', async () => {
    const owner = await ownerWithPlan();
    const cook = await createMember(ctx.app, owner, 'kitchen');
    const last = await call('POST', `/api/restaurants/${owner.restaurantId}/leave`, owner.headers);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(LAST_OWNER_MESSAGE);
    expect((await call('POST', `/api/restaurants/${owner.restaurantId}/leave`, cook.headers)).statusCode).toBe(204);
    // Acting for their own restaurant again (the one they joined at sign-up), never the one they left.
    expect((await call('GET', '/api/profile', cook.headers)).json().profile.restaurant_id).not.toBe(owner.restaurantId);
    expect((await call('POST', `/api/restaurants/${owner.restaurantId}/leave`, cook.headers)).statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.restaurantId, owner.restaurantId), eq(activityLog.action, 'member.left')));
    expect(entry).toMatchObject({ actorUserId: cook.id, actorName: 'A kitchen' });
  });

  it('transfers ownership to a manager with the owner’s password only', async () => {
    const owner = await ownerWithPlan();
    const manager = await createMember(ctx.app, owner, 'manager');
    const cook = await createMember(ctx.app, owner, 'kitchen');
    const members = (await staffOf(owner)).members as Array<{ id: string; email: string }>;
    const managerId = members.find((member) => member.email === manager.email)?.id;
    const cookId = members.find((member) => member.email === cook.email)?.id;
    const wrong = await call('POST', '/api/staff/transfer-ownership', owner.headers, { member_id: managerId, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fieldErrors).toEqual({ password: ['Your password is not correct'] });
    const toCook = await call('POST', '/api/staff/transfer-ownership', owner.headers, { member_id: cookId, password: owner.password });
    expect(toCook.statusCode).toBe(400);
    const done = await call('POST', '/api/staff/transfer-ownership', owner.headers, { member_id: managerId, password: owner.password });
    expect(done.statusCode, done.body).toBe(204);
    expect((await call('GET', '/api/profile', manager.headers)).json().profile.role).toBe('owner');
    expect((await call('GET', '/api/profile', owner.headers)).json().profile.role).toBe('manager');
    expect((await call('POST', '/api/billing/portal', owner.headers)).statusCode).toBe(403);
    // The former owner may leave now.
    expect((await call('POST', `/api/restaurants/${owner.restaurantId}/leave`, owner.headers)).statusCode).toBe(204);
  });

  it('pauses ownership transfer after five wrong passwords', async () => {
    const owner = await ownerWithPlan();
    const manager = await createMember(ctx.app, owner, 'manager');
    const managerId = (await staffOf(owner)).members.find((member: { email: string }) => member.email === manager.email).id;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call('POST', '/api/staff/transfer-ownership', owner.headers, { member_id: managerId, password: 'wrong' })).statusCode).toBe(400);
    }
    const paused = await call('POST', '/api/staff/transfer-ownership', owner.headers, { member_id: managerId, password: owner.password });
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
  });

  it('lets an owner open another restaurant without a plan, and switch to it', async () => {
    const owner = await ownerWithPlan('restaurant', 'First Place');
    const created = await call('POST', '/api/restaurants', owner.headers, { restaurant_name: 'Second Place', timezone: 'Europe/Paris' });
    expect(created.statusCode, created.body).toBe(201);
    const second = created.json().restaurant;
    expect(second).toMatchObject({ name: 'Second Place', role: 'owner', active: false });
    const switched = await postAuth(ctx.app, '/organization/set-active', { organizationId: second.id }, { cookie: owner.cookie });
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await call('GET', '/api/profile', owner.headers)).json().profile).toMatchObject({
      restaurant_id: second.id,
      restaurant_name: 'Second Place',
      timezone: 'Europe/Paris',
    });
    expect((await call('GET', '/api/subscription', owner.headers)).json().subscription).toBeNull();
  });

  it('sets the owner’s rule that managers sign in with a second factor', async () => {
    const owner = await ownerWithPlan();
    const rule = await call('PUT', '/api/staff/two-factor-rule', owner.headers, { managers_need_two_factor: true });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json()).toEqual({ managers_need_two_factor: true });
    expect((await staffOf(owner)).managers_need_two_factor).toBe(true);
  });
});

describe('the activity log', () => {
  it('records who changed which order, which dish and which member, per member and per order, newest first', async () => {
    const owner = await ownerWithPlan();
    const waiter = await createMember(ctx.app, owner, 'front_of_house');
    const dish = (await call('POST', '/api/menu-items', owner.headers, { name: 'Soup', price: 8, category: 'Appetizers' })).json().menuItem;
    await call('PATCH', `/api/menu-items/${dish.id}`, owner.headers, { price: 9.5 });
    await call('PATCH', `/api/menu-items/${dish.id}`, waiter.headers, { is_available: false });
    const order = (await call('POST', '/api/orders', waiter.headers, { customer_name: 'Guest', items: [{ menu_item_id: dish.id, quantity: 1 }] })).json().order;
    expect(order).toBeUndefined(); // the dish is switched off: refused
    await call('PATCH', `/api/menu-items/${dish.id}`, waiter.headers, { is_available: true });
    const taken = (await call('POST', '/api/orders', waiter.headers, { customer_name: 'Guest', items: [{ menu_item_id: dish.id, quantity: 2 }] })).json().order;
    await call('PATCH', `/api/orders/${taken.id}`, waiter.headers, { status: 'preparing' });
    await call('PATCH', `/api/orders/${taken.id}`, owner.headers, { status: 'ready' });
    await call('PATCH', `/api/orders/${taken.id}`, owner.headers, { status: 'ready' });
    await call('DELETE', `/api/menu-items/${dish.id}`, owner.headers);

    const orderLog = await call('GET', `/api/orders/${taken.id}/activity`, waiter.headers);
    expect(orderLog.statusCode, orderLog.body).toBe(200);
    expect(
      orderLog.json().entries.map((entry: { action: string; actor_name: string; details: object }) => [entry.action, entry.actor_name, entry.details]),
    ).toEqual([
      ['order.status_changed', 'Ada Owner', { from: 'preparing', to: 'ready' }],
      ['order.status_changed', 'A front_of_house', { from: 'pending', to: 'preparing' }],
      ['order.created', 'A front_of_house', { total: 19 }],
    ]);

    const members = (await staffOf(owner)).members as Array<{ id: string; email: string; last_active_at: string | null }>;
    const waiterRow = members.find((member) => member.email === waiter.email);
    expect(waiterRow?.last_active_at).not.toBeNull();
    const waiterLog = (await call('GET', `/api/staff/members/${waiterRow?.id}/activity`, owner.headers)).json();
    expect(waiterLog.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'order.status_changed',
      'order.created',
      'menu_item.availability_changed',
      'menu_item.availability_changed',
    ]);
    expect(waiterLog.entries[3].details).toEqual({ name: 'Soup', available: false });
    expect(waiterLog.next_cursor).toBeNull();
    const ownerRow = members.find((member) => member.email === owner.email);
    const ownerLog = (await call('GET', `/api/staff/members/${ownerRow?.id}/activity`, owner.headers)).json();
    expect(ownerLog.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'menu_item.deleted',
      'order.status_changed',
      'menu_item.updated',
      'menu_item.created',
    ]);
    expect(ownerLog.entries[2].details).toEqual({ name: 'Soup', changes: { price: { from: 8, to: 9.5 } } });

    // Removed: the entries stay, under their name.
    expect((await call('DELETE', `/api/staff/members/${waiterRow?.id}`, owner.headers)).statusCode).toBe(204);
    const after = (await call('GET', `/api/orders/${taken.id}/activity`, owner.headers)).json();
    expect(after.entries.map((entry: { actor_name: string }) => entry.actor_name)).toContain('A front_of_house');
    const removal = (
      (await call('GET', `/api/staff/members/${ownerRow?.id}/activity`, owner.headers)).json().entries as Array<{ action: string; details: object }>
    )[0];
    expect(removal).toMatchObject({ action: 'member.removed', details: { name: 'A front_of_house', role: 'front_of_house' } });
  });

  it('pages with a cursor, and answers 404 for another restaurant’s order or member', async () => {
    const owner = await ownerWithPlan();
    const dish = (await call('POST', '/api/menu-items', owner.headers, { name: 'Tea', price: 3, category: 'Beverages' })).json().menuItem;
    const order = (await call('POST', '/api/orders', owner.headers, { customer_name: 'Guest', items: [{ menu_item_id: dish.id, quantity: 1 }] })).json().order;
    const statuses = ['preparing', 'ready', 'delivered'] as const;
    for (let step = 0; step < 54; step += 1) {
      const response = await call('PATCH', `/api/orders/${order.id}`, owner.headers, { status: statuses[step % 3] });
      expect(response.statusCode).toBe(200);
    }
    const first = (await call('GET', `/api/orders/${order.id}/activity`, owner.headers)).json();
    expect(first.entries).toHaveLength(50);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (await call('GET', `/api/orders/${order.id}/activity?cursor=${first.next_cursor}`, owner.headers)).json();
    expect(second.entries).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const ids = new Set([...first.entries, ...second.entries].map((entry: { id: string }) => entry.id));
    expect(ids.size).toBe(55);
    expect((await call('GET', `/api/orders/${order.id}/activity?cursor=nonsense`, owner.headers)).json().error.code).toBe('VALIDATION_FAILED');

    const stranger = await createOwner(ctx.app);
    expect((await call('GET', `/api/orders/${order.id}/activity`, stranger.headers)).statusCode).toBe(404);
    const ownerRow = (await staffOf(owner)).members[0];
    expect((await call('GET', `/api/staff/members/${ownerRow.id}/activity`, stranger.headers)).statusCode).toBe(404);
  });
});

describe('live streams follow the team', () => {
  let app: FastifyInstance;
  let base: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const test = await createTestApp();
    app = test.app;
    close = test.close;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => close());

  it('ends a member’s open stream when their role changes and when they are removed', async () => {
    const owner = await createOwner(app);
    await givePlan(app, owner, 'restaurant');
    const cook = await createMember(app, owner, 'kitchen');
    const memberId = async () => {
      const staff = (await app.inject({ method: 'GET', url: '/api/staff', headers: owner.headers })).json();
      return staff.members.find((member: { email: string }) => member.email === cook.email).id as string;
    };
    const first = await connectSse(`${base}/api/events`, { cookie: cook.cookie });
    expect(first.status).toBe(200);
    const id = await memberId();
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/staff/members/${id}`, headers: owner.headers, payload: { role: 'front_of_house' } })).statusCode,
    ).toBe(200);
    expect(await endsWithin(first, 3_000)).toBe(true);

    const second = await connectSse(`${base}/api/events`, { cookie: cook.cookie });
    expect(second.status).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/staff/members/${id}`, headers: owner.headers })).statusCode).toBe(204);
    expect(await endsWithin(second, 3_000)).toBe(true);
    const [left] = await app.database.db
      .select()
      .from(restaurantMembers)
      .where(and(eq(restaurantMembers.userId, cook.id), eq(restaurantMembers.organizationId, owner.restaurantId)));
    expect(left).toBeUndefined();
  });
});
