/**
 * The dashboard's printer notice (issue 21, decision 0038): shown when a printer that should print by itself is
 * offline or reports it cannot print (paper out, cover open), with a link to Settings for those who manage printers;
 * nothing otherwise.
 */
import type { Overview } from '@maitre/shared/overview';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { OverviewPage } from '@/app/routes/dashboard/overview/overview-page';
import { answer } from '@/test/api';
import { aProfile, uuid } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';

const figure = (value: number) => ({ value, previous: value, changePercent: null });
const overview: Overview = {
  timezone: 'Europe/Paris',
  todayOrders: figure(0),
  reservations: figure(0),
  activeCustomers: figure(0),
  revenueToday: figure(0),
  recentOrders: [],
};

describe('the dashboard’s printer notice', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/events', () => new HttpResponse(null, { status: 204 })),
      answer('GET /api/overview', overview),
    );
  });

  it('names the offline printers and links the owner to their settings', async () => {
    server.use(answer('GET /api/printers/alerts', { offline: [{ id: uuid(701), name: 'Kitchen' }], stopped: [] }));
    renderApp({ '/dashboard': <OverviewPage /> }, { at: '/dashboard' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Printer offline: Kitchen. Its tickets wait until it is back online.');
    expect(screen.getByRole('link', { name: 'Printer settings' })).toHaveAttribute('href', '/dashboard/settings#printers');
  });

  it('names a printer that reports it cannot print, with what it reports, beside an offline one', async () => {
    server.use(
      answer('GET /api/printers/alerts', {
        offline: [{ id: uuid(701), name: 'Kitchen' }],
        stopped: [
          { id: uuid(702), name: 'Bar', status: 'paper_out' },
          { id: uuid(703), name: 'Counter', status: 'cover_open' },
        ],
      }),
    );
    renderApp({ '/dashboard': <OverviewPage /> }, { at: '/dashboard' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Printer offline: Kitchen. Its tickets wait until it is back online.');
    expect(notice).toHaveTextContent('Printer needs attention: Bar (Paper out), Counter (Cover open). Its tickets wait until it prints again.');
  });

  it('shows nothing while every printer is online', async () => {
    renderApp({ '/dashboard': <OverviewPage /> }, { at: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Printer offline/)).not.toBeInTheDocument();
  });

  it('tells front of house too, without the settings link', async () => {
    server.use(
      answer('GET /api/profile', { profile: aProfile({ role: 'front_of_house' }) }),
      answer('GET /api/printers/alerts', { offline: [{ id: uuid(701), name: 'Bar' }], stopped: [] }),
    );
    renderApp({ '/dashboard': <OverviewPage /> }, { at: '/dashboard' });
    expect(await screen.findByText(/Printer offline: Bar/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Printer settings' })).not.toBeInTheDocument();
  });
});
