import { ROLE_DESCRIPTIONS, staffLimitMessage } from '@maitre/shared/staff';
import { NO_RESTAURANT_MESSAGE, notAllowedMessage, ROLE_LABELS, ROLES, type Role } from '@maitre/shared/team';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { notAllowedTexts, roleDescriptions, roleLabels } from '@/features/team/texts';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { anActivityEntry, aProfile, aStaffInvitation, aStaffMember, aStaffResponse, aSubscription, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { StaffPage } from './staff-page';

const ada = aStaffMember();
const grace = aStaffMember({
  id: 'member-grace',
  user_id: 'user-grace',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'kitchen',
  is_you: false,
  two_factor_enabled: false,
  last_active_at: null,
});
const linus = aStaffMember({ id: 'member-linus', user_id: 'user-linus', name: 'Linus Pauling', email: 'linus@example.com', role: 'manager', is_you: false });

function renderStaff({ role = 'owner', plan = 'restaurant', timezone }: { role?: Role; plan?: 'restaurant' | 'snackbar' | null; timezone?: string } = {}) {
  server.use(
    answer('GET /api/profile', { profile: aProfile({ role, ...(timezone ? { timezone } : {}) }) }),
    answer('GET /api/subscription', { subscription: plan ? aSubscription({ plan_id: plan, price_id: `price_${plan}` }) : null }),
  );
  return renderApp(<StaffPage />, { at: '/dashboard/staff' });
}

const memberCard = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });

describe('StaffPage', () => {
  it("shows the owner the team: who, their role, when they joined and were last seen, two-factor, and 'you'", async () => {
    server.use(answer('GET /api/staff', aStaffResponse({ members: [ada, linus, grace], invitations: [aStaffInvitation({ email: 'alan@example.com' })] })));
    renderStaff();
    expect(await screen.findByText('4 of 10 seats used')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();

    const me = memberCard('Ada Lovelace');
    expect(within(me).getByText('you')).toBeInTheDocument();
    expect(within(me).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(me).getByText('Owner')).toBeInTheDocument();
    // Nobody removes or demotes themselves here (they leave from Settings).
    expect(within(me).queryByRole('button', { name: /Remove/ })).toBeNull();

    const kitchen = memberCard('Grace Hopper');
    expect(within(kitchen).getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue('kitchen');
    expect(within(kitchen).getByText('Never')).toBeInTheDocument();
    expect(within(kitchen).getByText('Off')).toBeInTheDocument();
    expect(within(kitchen).queryByRole('button', { name: 'Transfer ownership to Grace Hopper' })).toBeNull();
    // Ownership goes to a manager only.
    expect(within(memberCard('Linus Pauling')).getByRole('button', { name: 'Transfer ownership to Linus Pauling' })).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Pending invitations' })).toHaveTextContent('alan@example.com');
    expect(screen.getByRole('switch', { name: 'Managers must sign in with a second factor' })).toHaveAttribute('aria-checked', 'false');
    expect(await axeViolations()).toEqual([]);
  });

  it('dates the team in the restaurant’s time zone', async () => {
    server.use(answer('GET /api/staff', aStaffResponse({ members: [aStaffMember({ last_active_at: '2026-03-01T23:30:00.000Z' })] })));
    renderStaff({ timezone: 'Asia/Tokyo' });
    // 23:30 UTC on 1 March is 08:30 on 2 March in Tokyo (English formats as en-IE, decision 0023).
    expect(await screen.findByText('2 Mar 2026, 08:30')).toBeInTheDocument();
  });

  it('lets a manager invite and manage the team, but not the two-factor rule or ownership', async () => {
    server.use(answer('GET /api/staff', aStaffResponse({ members: [aStaffMember({ is_you: false }), { ...linus, is_you: true }, grace] })));
    renderStaff({ role: 'manager' });
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    expect(
      within(within(invite).getByRole('combobox', { name: 'Role' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Manager', 'Front of house', 'Kitchen']);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /Transfer ownership/ })).toBeNull();
    // The owner is nobody's to change or remove.
    expect(within(memberCard('Ada Lovelace')).queryByRole('combobox')).toBeNull();
    expect(within(memberCard('Ada Lovelace')).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(memberCard('Grace Hopper')).getByRole('button', { name: 'Remove Grace Hopper' })).toBeInTheDocument();
  });

  for (const role of ['kitchen', 'front_of_house'] as const) {
    it(`tells ${role} the page is not for their role, without asking for the team`, async () => {
      renderStaff({ role });
      expect(await screen.findByText(/does not allow this/)).toBeInTheDocument();
      expect(await sentRequests('GET', '/api/staff')).toEqual([]);
    });
  }

  it('describes the chosen role and shows why the server refused an invitation over the plan’s limit', async () => {
    const message = staffLimitMessage('restaurant');
    server.use(answer('GET /api/staff', aStaffResponse()), answerError('POST /api/staff/invitations', 'PLAN_LIMIT_REACHED', message));
    const { user } = renderStaff();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    const role = within(invite).getByRole('combobox', { name: 'Role' });
    expect(role).toHaveAccessibleDescription('Sees orders and changes their status; guest phone numbers and emails stay hidden.');
    await user.selectOptions(role, 'front_of_house');
    expect(role).toHaveAccessibleDescription(/Takes phone orders/);

    await user.type(within(invite).getByRole('textbox', { name: /Email/ }), ' Grace@Example.com ');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    const refusal = await within(invite).findByText(message);
    await waitFor(() => expect(refusal.closest('[tabindex="-1"]')).toHaveFocus());
    expect(within(invite).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect((await sentRequests('POST', '/api/staff/invitations')).map((request) => request.body)).toEqual([
      { email: 'grace@example.com', role: 'front_of_house' },
    ]);
    expect(within(invite).getByRole('textbox', { name: /Email/ })).toHaveValue('Grace@Example.com');
  });

  it('sends an invitation and lists it as pending', async () => {
    let staff = aStaffResponse();
    const invitation = aStaffInvitation({ email: 'grace@example.com', role: 'kitchen' });
    server.use(
      answerWith('GET /api/staff', () => json('GET /api/staff', staff)),
      answerWith('POST /api/staff/invitations', () => {
        staff = aStaffResponse({ invitations: [invitation] });
        return json('POST /api/staff/invitations', { invitation }, 201);
      }),
    );
    const { user } = renderStaff();
    const invite = await screen.findByRole('region', { name: 'Invite someone' });
    await user.type(within(invite).getByRole('textbox', { name: /Email/ }), 'grace@example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Pending invitations' })).findByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('2 of 10 seats used')).toBeInTheDocument();
  });

  it('removes a member only once confirmed, then moves the focus to the list', async () => {
    let staff = aStaffResponse({ members: [ada, grace] });
    server.use(
      answerWith('GET /api/staff', () => json('GET /api/staff', staff)),
      answerWith('DELETE /api/staff/members/:id', () => {
        staff = aStaffResponse({ members: [ada] });
        return json('DELETE /api/staff/members/:id', undefined, 204);
      }),
    );
    const { user } = renderStaff();
    await user.click(within(await screen.findByRole('article', { name: /^Grace Hopper/ })).getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    expect(dialog).toHaveTextContent('Grace Hopper loses access to Chez Ada at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await sentRequests('DELETE')).toEqual([]);

    await user.click(within(memberCard('Grace Hopper')).getByRole('button', { name: 'Remove Grace Hopper' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' })).getByRole('button', { name: 'Remove from the team' }));
    expect(await screen.findByText('Grace Hopper was removed from the team')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Grace Hopper/ })).toBeNull());
    expect((await sentRequests('DELETE')).map((request) => request.url)).toEqual(['/api/staff/members/member-grace']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Members' })).toHaveFocus());
  });

  it('shows a refused removal inside the dialog', async () => {
    server.use(
      answer('GET /api/staff', aStaffResponse({ members: [ada, grace] })),
      answerError('DELETE /api/staff/members/:id', 'FORBIDDEN', "Your role (Manager) does not allow this. Ask the restaurant's owner or a manager."),
    );
    const { user } = renderStaff();
    await user.click(within(await screen.findByRole('article', { name: /^Grace Hopper/ })).getByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from the team' }));
    expect(await within(dialog).findByText(/does not allow this/)).toBeInTheDocument();
  });

  it('changes a role only when Save is pressed', async () => {
    server.use(
      answer('GET /api/staff', aStaffResponse({ members: [ada, grace] })),
      answer('PATCH /api/staff/members/:id', { member: { ...grace, role: 'front_of_house' } }),
    );
    const { user } = renderStaff();
    const select = await within(await screen.findByRole('article', { name: /^Grace Hopper/ })).findByRole('combobox', { name: 'Role of Grace Hopper' });
    await user.selectOptions(select, 'front_of_house');
    expect(await sentRequests('PATCH')).toEqual([]);
    await user.click(within(memberCard('Grace Hopper')).getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Grace Hopper is now Front of house')).toBeInTheDocument();
    expect((await sentRequests('PATCH')).map((request) => [request.url, request.body])).toEqual([
      ['/api/staff/members/member-grace', { role: 'front_of_house' }],
    ]);
  });

  it('asks for the password to transfer ownership and says when it is wrong', async () => {
    server.use(
      answer('GET /api/staff', aStaffResponse({ members: [ada, linus] })),
      answerError('POST /api/staff/transfer-ownership', 'VALIDATION_FAILED', 'Check the highlighted fields', { password: ['Your password is not correct'] }),
    );
    const { user } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Transfer ownership to Linus Pauling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership to Linus Pauling' });
    await user.type(within(dialog).getByLabelText('Your password'), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    const password = within(dialog).getByLabelText('Your password');
    expect(await within(dialog).findByText('Your password is not correct')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    expect((await sentRequests('POST', '/api/staff/transfer-ownership')).map((request) => request.body)).toEqual([
      { member_id: 'member-linus', password: 'not my password' },
    ]);
  });

  it('switches the managers’ two-factor rule', async () => {
    let required = false;
    server.use(
      answerWith('GET /api/staff', () => json('GET /api/staff', aStaffResponse({ managers_need_two_factor: required }))),
      answerWith('PUT /api/staff/two-factor-rule', async ({ request }) => {
        required = ((await request.json()) as { managers_need_two_factor: boolean }).managers_need_two_factor;
        return json('PUT /api/staff/two-factor-rule', { managers_need_two_factor: required });
      }),
    );
    const { user } = renderStaff();
    const rule = await screen.findByRole('switch', { name: 'Managers must sign in with a second factor' });
    await user.click(rule);
    expect(await screen.findByText('Managers now need two-factor sign-in')).toBeInTheDocument();
    await waitFor(() => expect(rule).toHaveAttribute('aria-checked', 'true'));
  });

  it('tells what a member did, in sentences, and loads more by the cursor', async () => {
    server.use(
      answer('GET /api/staff', aStaffResponse({ members: [ada, grace] })),
      answerWith('GET /api/staff/members/:id/activity', ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? json('GET /api/staff/members/:id/activity', {
              entries: [
                anActivityEntry({
                  id: 'activity-2',
                  action: 'member.joined',
                  subject_type: 'member',
                  subject_id: 'member-grace',
                  details: { name: 'Grace Hopper', role: 'kitchen' },
                }),
              ],
              next_cursor: null,
            })
          : json('GET /api/staff/members/:id/activity', {
              entries: [anActivityEntry({ subject_id: uuid(201) })],
              next_cursor: 'page-2',
            }),
      ),
    );
    const { user } = renderStaff();
    const card = await screen.findByRole('article', { name: /^Grace Hopper/ });
    await user.click(within(card).getByRole('button', { name: 'Activity' }));
    const activity = await within(card).findByRole('region', { name: 'Activity of Grace Hopper' });
    expect(await within(activity).findByText('Changed order #00000201 from pending to preparing')).toBeInTheDocument();
    await user.click(within(activity).getByRole('button', { name: 'Load more' }));
    const joined = await within(activity).findByText('Joined the team as kitchen');
    await waitFor(() => expect(joined.closest('li')).toHaveFocus());
    expect(within(activity).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect((await sentRequests('GET', '/api/staff/members/member-grace/activity')).map((request) => request.url)).toEqual([
      '/api/staff/members/member-grace/activity',
      '/api/staff/members/member-grace/activity?cursor=page-2',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the upgrade notice below the Restaurant plan when the owner is alone', async () => {
    server.use(
      answer('GET /api/staff', aStaffResponse({ seats: { used: 1, limit: 1, plan_id: 'snackbar' }, invite_blocked_reason: staffLimitMessage('snackbar') })),
    );
    renderStaff({ plan: 'snackbar' });
    expect(await screen.findByRole('heading', { name: 'Staff needs an upgrade' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite someone' })).toBeNull();
  });

  it('after a downgrade, lists a team larger than the plan allows and says why invitations are refused', async () => {
    const reason = staffLimitMessage('snackbar');
    server.use(
      answer(
        'GET /api/staff',
        aStaffResponse({ members: [ada, linus, grace], seats: { used: 3, limit: 1, plan_id: 'snackbar' }, invite_blocked_reason: reason }),
      ),
    );
    renderStaff({ plan: 'snackbar' });
    expect(await screen.findByText('3 of 1 seats used')).toBeInTheDocument();
    expect(screen.getByText('Your team is larger than your plan allows')).toBeInTheDocument();
    const invite = screen.getByRole('region', { name: 'Invite someone' });
    expect(invite).toHaveTextContent(reason);
    expect(within(invite).queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(memberCard('Grace Hopper')).toBeInTheDocument();
    expect(memberCard('Linus Pauling')).toBeInTheDocument();
  });

  it('words roles and refusals in English as the server does (@maitre/shared)', () => {
    expect({ ...roleLabels }).toEqual(ROLE_LABELS);
    expect({ ...roleDescriptions }).toEqual(ROLE_DESCRIPTIONS);
    for (const role of ROLES) expect(notAllowedTexts.role(role)).toBe(notAllowedMessage(role));
    expect(notAllowedTexts.noRestaurant).toBe(NO_RESTAURANT_MESSAGE);
  });

  describe('in French', () => {
    afterEach(() => activateLocale('en', null));

    it('titles the page, names the roles, counts the seats with plurals and dates in the restaurant’s zone', async () => {
      activateLocale('fr', await loadDashboardCatalog('fr'));
      server.use(
        answer(
          'GET /api/staff',
          aStaffResponse({
            members: [aStaffMember({ last_active_at: '2026-03-01T23:30:00.000Z' }), grace],
            invitations: [aStaffInvitation({ email: 'alan@example.com', role: 'front_of_house' })],
          }),
        ),
      );
      renderStaff({ timezone: 'Asia/Tokyo' });
      expect(await screen.findByText('3 places utilisées sur 10')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Équipe' })).toBeInTheDocument();
      const me = memberCard('Ada Lovelace');
      expect(within(me).getByText('Propriétaire')).toBeInTheDocument();
      expect(within(me).getByText('2 mars 2026, 08:30')).toBeInTheDocument();
      const kitchen = memberCard('Grace Hopper');
      expect(within(within(kitchen).getByRole('combobox', { name: 'Rôle de Grace Hopper' })).getByRole('option', { selected: true })).toHaveTextContent(
        'Cuisine',
      );
      expect(within(kitchen).getByText('Jamais')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Invitations en attente' })).toHaveTextContent('Rôle : Salle');
      const invite = screen.getByRole('region', { name: 'Inviter une personne' });
      expect(within(invite).getByRole('combobox', { name: 'Rôle' })).toHaveAccessibleDescription(
        'Voit les commandes et change leur statut\u00a0; les téléphones et e-mails des clients restent masqués.',
      );
    });

    it('says "1 place" in the singular, and tells the activity in French with the statuses and money in French', async () => {
      activateLocale('fr', await loadDashboardCatalog('fr'));
      server.use(
        answer('GET /api/staff', aStaffResponse({ members: [ada], seats: { used: 1, limit: null, plan_id: 'restaurant' } })),
        answer('GET /api/staff/members/:id/activity', {
          entries: [
            anActivityEntry({ id: 'activity-1', subject_id: uuid(201) }),
            anActivityEntry({ id: 'activity-2', action: 'order.created', subject_id: uuid(202), details: { total: 1234.5 } }),
            anActivityEntry({
              id: 'activity-3',
              action: 'member.joined',
              subject_type: 'member',
              subject_id: 'member-ada',
              details: { name: 'Ada Lovelace', role: 'kitchen' },
            }),
          ],
          next_cursor: null,
        }),
      );
      const { user } = renderStaff();
      expect(await screen.findByText('1 personne, sans limite avec votre formule')).toBeInTheDocument();
      await user.click(within(memberCard('Ada Lovelace')).getByRole('button', { name: 'Activité' }));
      const activity = await screen.findByRole('region', { name: 'Activité de Ada Lovelace' });
      expect(await within(activity).findByText('A changé le statut de la commande #00000201 : En attente → En préparation')).toBeInTheDocument();
      // French money: a narrow no-break space between thousands, a comma, the euro sign after a no-break space.
      expect(within(activity).getByText(/^A pris la commande #00000202 \(1\s234,50\s€\)$/)).toBeInTheDocument();
      expect(within(activity).getByText('A rejoint l’équipe avec le rôle « Cuisine »')).toBeInTheDocument();
    });
  });
});
