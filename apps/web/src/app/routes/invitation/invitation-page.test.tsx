import { INVITATION_EMAIL_MISMATCH_MESSAGE, INVITATION_EXPIRED_MESSAGE, INVITATION_USED_MESSAGE } from '@maitre/shared/staff';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { answer, answerError } from '@/test/api';
import { aSession, authAnswers } from '@/test/auth';
import { axeViolations } from '@/test/axe';
import { aMyRestaurant, aPublicInvitation } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { InvitationPage } from './invitation-page';

const invitation = aPublicInvitation({ email: 'grace@example.com', role: 'kitchen' });

function graceSession() {
  const session = aSession();
  return { ...session, user: { ...session.user, id: 'user-grace', email: 'grace@example.com', name: 'Grace Hopper' } };
}

function renderInvitation() {
  return renderApp(
    { '/invitations/:invitationId': <InvitationPage />, '/dashboard': <p>Dashboard</p>, '/login': <p>Sign in page</p> },
    { at: `/invitations/${invitation.id}` },
  );
}

describe('InvitationPage', () => {
  it('signed out: says who invites whom, and offers to sign in (coming back) or sign up with the invited email', async () => {
    server.use(authAnswers.session(null), answer('GET /api/invitations/:id', { invitation }));
    const { user, router } = renderInvitation();
    expect(await screen.findByRole('heading', { name: 'Join Chez Ada on Maître' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace invited you to join Chez Ada as Kitchen.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your answer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?invitation=invitation-1');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Sign in to accept' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/invitations/invitation-1' });
  });

  it('signed in with another email: says so and offers to sign out, with no Accept', async () => {
    server.use(answer('GET /api/invitations/:id', { invitation }), authAnswers.signOut());
    const { user } = renderInvitation();
    expect(await screen.findByText(INVITATION_EMAIL_MISMATCH_MESSAGE('grace@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    server.use(authAnswers.session(null));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in to accept' })).toBeInTheDocument();
  });

  it('expired or used: the message, and nothing to press', async () => {
    server.use(authAnswers.session(graceSession()), answer('GET /api/invitations/:id', { invitation: { ...invitation, status: 'expired' } }));
    const { unmount } = renderInvitation();
    expect(await screen.findByText(INVITATION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    unmount();

    server.use(answer('GET /api/invitations/:id', { invitation: { ...invitation, status: 'revoked' } }));
    renderInvitation();
    expect(await screen.findByText(INVITATION_USED_MESSAGE)).toBeInTheDocument();
  });

  it('accepts with the invited email: joins, reads the profile again and opens the dashboard', async () => {
    server.use(
      authAnswers.session(graceSession()),
      answer('GET /api/invitations/:id', { invitation }),
      answer('POST /api/invitations/:id/accept', { restaurant: aMyRestaurant({ role: 'kitchen' }) }),
    );
    const { user, router } = renderInvitation();
    const before = (await sentRequests('GET', '/api/profile')).length;
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Welcome to Chez Ada!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await sentRequests('POST', '/api/invitations/invitation-1/accept')).toHaveLength(1);
    expect((await sentRequests('GET', '/api/profile')).length).toBeGreaterThan(before);
  });

  it('shows why an answer was refused, beside the buttons', async () => {
    server.use(
      authAnswers.session(graceSession()),
      answer('GET /api/invitations/:id', { invitation }),
      answerError('POST /api/invitations/:id/accept', 'CONFLICT', INVITATION_USED_MESSAGE),
    );
    const { user } = renderInvitation();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(INVITATION_USED_MESSAGE)).toBeInTheDocument();
  });

  it('declines', async () => {
    server.use(
      authAnswers.session(graceSession()),
      answer('GET /api/invitations/:id', { invitation }),
      answer('POST /api/invitations/:id/decline', undefined, { status: 204 }),
    );
    const { user } = renderInvitation();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation. The restaurant can invite you again later.')).toBeInTheDocument();
  });

  describe('in French', () => {
    afterEach(() => activateLocale('en', null));

    it('says who invites whom as what, with the status, the role and the date in French', async () => {
      activateLocale('fr', await loadDashboardCatalog('fr'));
      server.use(authAnswers.session(null), answer('GET /api/invitations/:id', { invitation }));
      renderInvitation();
      expect(await screen.findByRole('heading', { name: 'Rejoignez Chez Ada sur Maître' })).toBeInTheDocument();
      expect(screen.getByText('Ada Lovelace vous invite à rejoindre l’équipe de Chez Ada (rôle : Cuisine).')).toBeInTheDocument();
      expect(screen.getByText('En attente de votre réponse')).toBeInTheDocument();
      expect(screen.getByText('Cuisine')).toBeInTheDocument();
      // The reader's own zone: only the French month name is certain here.
      expect(screen.getByText(/mars 2026/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Se connecter pour accepter' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup?invitation=invitation-1');
    });

    it('tells an expired invitation in French', async () => {
      activateLocale('fr', await loadDashboardCatalog('fr'));
      server.use(authAnswers.session(graceSession()), answer('GET /api/invitations/:id', { invitation: { ...invitation, status: 'expired' } }));
      renderInvitation();
      expect(await screen.findByText('Cette invitation a expiré. Demandez au restaurant de vous en envoyer une nouvelle.')).toBeInTheDocument();
      expect(screen.getByText('Expirée')).toBeInTheDocument();
    });
  });

  it('says when the link leads nowhere', async () => {
    server.use(answerError('GET /api/invitations/:id', 'NOT_FOUND', 'Not found'));
    renderInvitation();
    expect(await screen.findByText(/This invitation does not exist/)).toBeInTheDocument();
  });
});

describe('SignupPage with an invitation', () => {
  it('fills in the invited email read-only, asks for no restaurant, and sends the invitation id', async () => {
    const { SignupPage } = await import('@/app/routes/signup/signup-page');
    server.use(authAnswers.session(null), answer('GET /api/invitations/:id', { invitation }), authAnswers.signUp('created'));
    const { user } = renderApp({ '/signup': <SignupPage />, '/login': <p>Sign in page</p> }, { at: '/signup?invitation=invitation-1' });
    expect(await screen.findByRole('heading', { name: 'Join Chez Ada' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /Restaurant name/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Grace Hopper');
    await user.type(screen.getByLabelText('Password'), 'a fine long password');
    await user.type(screen.getByLabelText('Confirm password'), 'a fine long password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    const [signUp] = await sentRequests('POST', '/api/auth/sign-up/email');
    expect(signUp?.body).toMatchObject({ email: 'grace@example.com', full_name: 'Grace Hopper', invitation_id: 'invitation-1' });
    expect(signUp?.body).not.toHaveProperty('restaurant_name');
    expect(within(document.body).getByText(/Check your email to verify it/)).toBeInTheDocument();
  });

  it('shows the refusal of an invitation that can no longer be used (INVITATION_UNUSABLE, in the one error shape)', async () => {
    const { SignupPage } = await import('@/app/routes/signup/signup-page');
    server.use(
      authAnswers.session(null),
      answer('GET /api/invitations/:id', { invitation }),
      authAnswers.signUp({
        status: 400,
        code: 'INVITATION_UNUSABLE',
        message: INVITATION_EXPIRED_MESSAGE,
        fieldErrors: { invitation_id: [INVITATION_EXPIRED_MESSAGE] },
      }),
    );
    const { user } = renderApp({ '/signup': <SignupPage />, '/login': <p>Sign in page</p> }, { at: '/signup?invitation=invitation-1' });
    await user.type(await screen.findByRole('textbox', { name: /Full name/ }), 'Grace Hopper');
    await user.type(screen.getByLabelText('Password'), 'a fine long password');
    await user.type(screen.getByLabelText('Confirm password'), 'a fine long password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await within(document.body).findByText(INVITATION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Sign in page')).toBeNull();
  });
});
