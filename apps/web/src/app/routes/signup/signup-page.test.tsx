import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authAnswers } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { SignupPage } from './signup-page';

async function fillIn(confirmPassword: string) {
  const { user } = renderApp({ '/signup': <SignupPage />, '/login': <p>Sign-in page</p> }, { at: '/signup' });
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Restaurant name'), 'Chez Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'a fine long password');
  await user.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const signUps = () => sentRequests('POST', '/api/auth/sign-up/email');

describe('SignupPage', () => {
  it("says 'Passwords do not match' and sends nothing when the two passwords differ", async () => {
    await fillIn('a fine long passwort');
    // The toast and the field's own error.
    await waitFor(() => expect(screen.getAllByText('Passwords do not match')).toHaveLength(2));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(await signUps()).toEqual([]);
  });

  it('creates the account with the profile fields, then says to check the email and goes to sign-in', async () => {
    server.use(authAnswers.signUp('created'));
    await fillIn('a fine long password');
    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    const [sent] = await signUps();
    expect(sent?.body).toEqual({
      email: 'ada@example.com',
      password: 'a fine long password',
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      restaurant_name: 'Chez Ada',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      callbackURL: '/login?verified=1',
    });
  });

  it("shows the service's message and marks the field it names", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    server.use(authAnswers.signUp({ status: 400, code: 'PASSWORD_TOO_COMMON', message, fieldErrors: { password: [message] } }));
    await fillIn('a fine long password');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'An unexpected error occurred' when the service answers something unreadable", async () => {
    server.use(authAnswers.signUpUnreadable());
    await fillIn('a fine long password');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.queryByText('Sign-in page')).not.toBeInTheDocument();
  });
});
