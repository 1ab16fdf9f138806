import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AppRoutes, preloadRoutes } from './router';

describe('a screen whose code has loaded (preloadRoutes)', () => {
  it('is drawn in the same render as its parent, with no spinner first', async () => {
    await preloadRoutes('/forgot-password');
    renderApp(<AppRoutes />, { at: '/forgot-password' });
    // No await: a lazy component would suspend once more and show the spinner first.
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
