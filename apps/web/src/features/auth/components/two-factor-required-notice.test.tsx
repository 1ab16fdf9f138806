import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardLayout } from '@/app/routes/dashboard/dashboard-layout';
import type { AuthSession } from '@/lib/auth-client';
import { answerError } from '@/test/api';
import { aSession, authAnswers } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { requestsSettled, server } from '@/test/server';

const MESSAGE = 'This restaurant requires two-factor sign-in for managers. Turn it on in Settings.';

function renderDashboard() {
  server.use(http.get('/api/events', () => new HttpResponse(null, { status: 204 })));
  return renderApp({ '/dashboard': <DashboardLayout />, '/dashboard/settings': <p>Settings page</p> }, { at: '/dashboard' });
}

describe('the notice for a manager whose restaurant requires two-factor sign-in', () => {
  it('says why the pages are refused, with the server’s message, and links to the Settings section', async () => {
    server.use(answerError('GET /api/subscription', 'TWO_FACTOR_REQUIRED', MESSAGE));
    const { user, router } = renderDashboard();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Two-factor sign-in required');
    expect(notice).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole('link', { name: 'Turn on two-factor sign-in' }));
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(router.state.location.hash).toBe('#two-factor');
  });

  it('is not shown for other refusals, nor once the user has two-factor on', async () => {
    server.use(answerError('GET /api/subscription', 'FORBIDDEN', 'Not for your role'));
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    await requestsSettled();
    expect(screen.queryByText('Two-factor sign-in required')).not.toBeInTheDocument();
  });

  it('goes once the session says two-factor is on', async () => {
    server.use(
      answerError('GET /api/subscription', 'TWO_FACTOR_REQUIRED', MESSAGE),
      authAnswers.session({ ...aSession(), user: { ...aSession().user, twoFactorEnabled: true } } as AuthSession),
    );
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    await requestsSettled();
    await waitFor(() => expect(screen.queryByText('Two-factor sign-in required')).not.toBeInTheDocument());
  });
});
