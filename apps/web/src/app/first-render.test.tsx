import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { AppRoutes, preloadRoutes } from './router';

describe("the app's first render (main.tsx waits for preloadRoutes)", () => {
  it('draws a screen whose code has loaded at once, with no spinner first', async () => {
    await preloadRoutes('/forgot-password', false);
    renderApp(<AppRoutes />, { at: '/forgot-password' });
    // No await: a lazy component would suspend once more and show the spinner first.
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
