import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takePageBoot } from '@/features/auth/page-boot';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { aSession } from '@/test/auth';
import { aSubscription } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { requestsSettled, sentRequests } from '@/test/server';
import { carryAnswers } from './carried-answers';

function Plan() {
  const { data, isPending } = useSubscription();
  return <p>{isPending ? 'reading' : (data?.plan_id ?? 'no plan')}</p>;
}

describe("the first screen's reads carried by the page (decision 0048)", () => {
  afterEach(() => {
    carryAnswers(new Map());
    document.getElementById('maitre-boot')?.remove();
  });

  it('start the query with the answer: the first render shows it, and nothing is asked', async () => {
    carryAnswers(new Map([['GET /api/subscription', { subscription: aSubscription({ plan_id: 'michelin' }) }]]));
    renderApp(<Plan />);
    // No await: the very first render has it.
    expect(screen.getByText('michelin')).toBeInTheDocument();
    await requestsSettled();
    expect(await sentRequests('GET', '/api/subscription')).toHaveLength(0);
  });

  it('are used once: the same query made again later asks the server', async () => {
    carryAnswers(new Map([['GET /api/subscription', { subscription: aSubscription({ plan_id: 'michelin' }) }]]));
    renderApp(<Plan />).unmount();
    renderApp(<Plan />);
    expect(screen.getByText('reading')).toBeInTheDocument();
    // The test server's answer: no subscription.
    expect(await screen.findByText('no plan')).toBeInTheDocument();
    expect(await sentRequests('GET', '/api/subscription')).toHaveLength(1);
  });

  it("are fresh for the query's usual time from the moment the page was read, then read again", async () => {
    carryAnswers(new Map([['GET /api/subscription', { subscription: aSubscription({ plan_id: 'michelin' }) }]]), Date.now() - 60_000);
    renderApp(<Plan />);
    // Carried a minute ago, past the 30 s the app keeps an answer fresh: shown, and read again at once.
    expect(screen.getByText('michelin')).toBeInTheDocument();
    expect(await screen.findByText('no plan')).toBeInTheDocument();
  });

  it("come from the page's data block; one that does not match its route's schema is left out and asked for", async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'maitre-boot';
    element.textContent = JSON.stringify({
      session: { status: 200, body: JSON.parse(JSON.stringify(aSession())) },
      reads: {
        '/api/subscription': { status: 200, body: { subscription: aSubscription({ plan_id: 'snackbar' }) } },
        '/api/restaurants': { status: 200, body: { restaurants: 'not a list' } },
        '/api/printers/alerts': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'No' } } },
      },
    });
    document.body.append(element);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(takePageBoot()).not.toBeNull();
    expect(errors).toHaveBeenCalledWith('Carried answer error', expect.any(Error));
    renderApp(<Plan />);
    expect(screen.getByText('snackbar')).toBeInTheDocument();
  });
});
