import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import { activateLocale } from '@/lib/i18n';
import { aSession, authAnswers, refuseAt } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { LoginPage } from './login-page';

async function signInAs(password: string, at: string | { pathname: string; state?: unknown } = '/login') {
  const app = renderApp({ '/login': <LoginPage />, '/dashboard': <p>Overview</p>, '/dashboard/orders': <p>Orders</p> }, { at });
  await app.user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return app;
}

const sessionReads = async () => (await sentRequests('GET', '/api/auth/get-session')).length;

describe('LoginPage', () => {
  it("says 'Welcome back!', re-reads the session and returns to the page the owner was sent away from", async () => {
    server.use(authAnswers.signIn('signed-in'));
    await signInAs('a fine long password', { pathname: '/login', state: { from: '/dashboard/orders' } });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('Orders')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/auth/sign-in/email')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ email: 'ada@example.com', password: 'a fine long password' }) }),
    ]);
    // One read when the app started, one after signing in.
    expect(await sessionReads()).toBe(2);
  });

  it("shows the service's message when sign-in fails, in a toast and beside the form, moves the focus there, and stays", async () => {
    server.use(authAnswers.signIn({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    const { user } = await signInAs('wrong password');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Invalid email or password'));
    // The toast of spec §8, and the notice beside the form that has the focus.
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
    expect(document.activeElement).not.toHaveAttribute('role');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(await sessionReads()).toBe(1);

    // A second refusal with the same message brings the focus back to it.
    await user.click(screen.getByLabelText('Password'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Invalid email or password'));
  });

  it('tells an unverified owner to verify and resends the mail on request', async () => {
    server.use(authAnswers.signIn({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }), authAnswers.resendVerification());
    const { user } = await signInAs('a fine long password');
    expect(await screen.findByText('Please verify your email first.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Please verify your email first.'));
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We sent a new verification link to ada@example.com.')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/auth/send-verification-email')).toEqual([
      expect.objectContaining({ body: { email: 'ada@example.com', callbackURL: '/login?verified=1' } }),
    ]);
  });

  it('shows the wait when the limits stop the owner', async () => {
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    server.use(authAnswers.signIn({ status: 429, code: 'RATE_LIMITED', message }));
    await signInAs('a fine long password');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(message));
  });

  it('checks the fields before sending anything', async () => {
    const { user } = renderApp(<LoginPage />, { at: '/login' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(await sentRequests('POST')).toEqual([]);
  });
});

describe('LoginPage, second step (two-factor sign-in)', () => {
  const pending = () => http.post('/api/auth/sign-in/email', () => HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }));
  const signedIn = (path: string) => http.post(path, () => HttpResponse.json({ user: aSession().user }));

  it('asks for the 6-digit code after the password, signs in with it and returns to the page the owner came from', async () => {
    server.use(pending(), signedIn('/api/auth/two-factor/verify-totp'));
    const { user } = await signInAs('a fine long password', { pathname: '/login', state: { from: '/dashboard/orders' } });
    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    // No session yet: the password alone signed nobody in.
    expect(await sessionReads()).toBe(1);

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Orders')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/auth/two-factor/verify-totp')).toEqual([expect.objectContaining({ body: { code: '123456' } })]);
    expect(await sessionReads()).toBe(2);
  });

  it('says a wrong code beside the form, moves the focus there, and checks the format before sending', async () => {
    server.use(pending(), refuseAt('/api/auth/two-factor/verify-totp', 401, 'INVALID_CODE', 'Invalid code'));
    const { user } = await signInAs('a fine long password');
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is 6 digits')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(await sentRequests('POST', '/api/auth/two-factor/verify-totp')).toEqual([]);

    await user.type(code, '9');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('That code is not right. Check your app and try again.'));
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('switches to a recovery code, and tells a spent one apart', async () => {
    server.use(pending(), refuseAt('/api/auth/two-factor/verify-backup-code', 401, 'INVALID_BACKUP_CODE', 'Invalid backup code'));
    const { user } = await signInAs('a fine long password');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = await screen.findByLabelText('Recovery code');
    await waitFor(() => expect(recovery).toHaveFocus());
    await user.type(recovery, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('That recovery code is not right, or it was already used.'));
    expect(await sentRequests('POST', '/api/auth/two-factor/verify-backup-code')).toEqual([expect.objectContaining({ body: { code: 'abcde-12345' } })]);

    server.use(signedIn('/api/auth/two-factor/verify-backup-code'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Overview')).toBeInTheDocument();
  });

  it('sends the owner back to the password when the pending sign-in has expired', async () => {
    server.use(pending(), refuseAt('/api/auth/two-factor/verify-totp', 401, 'INVALID_TWO_FACTOR_COOKIE', 'Invalid two factor cookie'));
    const { user } = await signInAs('a fine long password');
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('This sign-in took too long. Enter your email and password again.'));
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('LoginPage in French', () => {
  afterEach(() => activateLocale('en', null));

  it('says everything in French, its own checks and the service’s refusal (written by the service in French) included', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    server.use(authAnswers.signIn({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    const { user } = renderApp(<LoginPage />, { at: '/login' });
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Nouveau sur Maître ?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est obligatoire')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'mauvais mot de passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('E-mail ou mot de passe incorrect'));
    expect(document.activeElement).not.toHaveTextContent('Invalid email or password');
  });

  it('asks for the two-factor code in French', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    server.use(
      http.post('/api/auth/sign-in/email', () => HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })),
      refuseAt('/api/auth/two-factor/verify-totp', 401, 'INVALID_CODE', 'Invalid code'),
    );
    const { user } = renderApp(<LoginPage />, { at: '/login' });
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'un long mot de passe');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion à deux facteurs' })).toBeInTheDocument();
    const code = screen.getByLabelText('Code d’authentification');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code comporte 6 chiffres')).toBeInTheDocument();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Ce code est incorrect. Vérifiez votre application et réessayez.'));
    expect(screen.getByRole('button', { name: 'Utiliser plutôt un code de récupération' })).toBeInTheDocument();
  });
});
