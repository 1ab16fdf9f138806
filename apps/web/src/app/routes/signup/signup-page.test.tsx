import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signUp } from '@/features/auth/api/account-calls';
import { renderRoutes } from '@/test/render';
import { SignupPage } from './signup-page';

vi.mock('@/features/auth/api/account-calls', () => ({ signUp: vi.fn() }));

async function fillIn(confirmPassword: string) {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    '/signup',
  );
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Restaurant name'), 'Chez Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'a fine long password');
  await user.type(screen.getByLabelText('Confirm password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignupPage', () => {
  beforeEach(() => vi.mocked(signUp).mockReset());

  it("says 'Passwords do not match' and sends nothing when the two passwords differ", async () => {
    await fillIn('a fine long passwort');
    // The toast and the field's own error.
    await waitFor(() => expect(screen.getAllByText('Passwords do not match')).toHaveLength(2));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates the account with the profile fields, then says to check the email and goes to sign-in', async () => {
    vi.mocked(signUp).mockResolvedValue({ data: { token: null, user: {} }, error: null } as never);
    await fillIn('a fine long password');
    expect(await screen.findByText('Account created successfully! Please check your email to verify your account.')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({ full_name: 'Ada Lovelace', restaurant_name: 'Chez Ada', email: 'ada@example.com', password: 'a fine long password' });
  });

  it("shows the service's message and marks the field it names", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    vi.mocked(signUp).mockResolvedValue({
      data: null,
      error: { status: 400, code: 'PASSWORD_TOO_COMMON', message, fieldErrors: { password: [message] } },
    } as never);
    await fillIn('a fine long password');
    await waitFor(() => expect(screen.getAllByText(message).length).toBe(2));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'An unexpected error occurred' when the call throws", async () => {
    // An answer the client cannot read: the destructuring throws, as any unexpected failure would.
    vi.mocked(signUp).mockResolvedValue(undefined as never);
    await fillIn('a fine long password');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
  });
});
