import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resendVerificationEmail, signInWithPassword } from '@/features/auth/api/account-calls';
import { renderRoutes } from '@/test/render';
import { LoginPage } from './login-page';

vi.mock('@/features/auth/api/account-calls', () => ({ signInWithPassword: vi.fn(), resendVerificationEmail: vi.fn() }));
const refresh = vi.fn(async () => {});
vi.mock('@/features/auth/auth-context', () => ({ useAuth: () => ({ refresh }) }));

async function signInAs(password: string, entry: string | { pathname: string; state?: unknown } = '/login') {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>Overview</p> },
      { path: '/dashboard/orders', element: <p>Orders</p> },
    ],
    entry,
  );
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(signInWithPassword).mockReset();
    vi.mocked(resendVerificationEmail).mockReset();
    refresh.mockClear();
  });

  it("says 'Welcome back!' and returns to the page the owner was sent away from", async () => {
    vi.mocked(signInWithPassword).mockResolvedValue({ data: {}, error: null } as never);
    await signInAs('a fine long password', { pathname: '/login', state: { from: '/dashboard/orders' } });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(await screen.findByText('Orders')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it("shows the service's message when sign-in fails", async () => {
    vi.mocked(signInWithPassword).mockResolvedValue({
      data: null,
      error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    } as never);
    await signInAs('wrong password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('tells an unverified owner to verify and resends the mail on request', async () => {
    vi.mocked(signInWithPassword).mockResolvedValue({ data: null, error: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' } } as never);
    vi.mocked(resendVerificationEmail).mockResolvedValue({ data: { status: true }, error: null } as never);
    const user = await signInAs('a fine long password');
    expect(await screen.findByText('Please verify your email first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(resendVerificationEmail).toHaveBeenCalledWith('ada@example.com');
    expect(await screen.findByText('We sent a new verification link to ada@example.com.')).toBeInTheDocument();
  });

  it('shows the wait when the limits stop the owner', async () => {
    const message = 'Too many attempts. Please wait 15 minutes and try again.';
    vi.mocked(signInWithPassword).mockResolvedValue({ data: null, error: { status: 429, code: 'RATE_LIMITED', message } } as never);
    await signInAs('a fine long password');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
