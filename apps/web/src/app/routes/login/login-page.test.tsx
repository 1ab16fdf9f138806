import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authAnswers } from '@/test/auth';
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
