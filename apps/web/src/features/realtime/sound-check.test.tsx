/**
 * "Tap to enable sound" without slowing the first screen (issue 18): a page already tapped makes no AudioContext at
 * load (it may play; the context waits for the first chime); an untouched page finds out only once the browser is
 * idle, asks for a tap when the browser keeps it silent, and a tap lets it play.
 * jsdom has no Web Audio: the AudioContext below is a browser that keeps an untouched page silent.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { server } from '@/test/server';
import { LiveOrdersProvider } from './live-orders-context';
import { EnableSoundPrompt } from './service-status';

let tapped = false;
let made = 0;
class SilentUntilTapped extends EventTarget {
  state: AudioContextState = 'suspended';
  constructor() {
    super();
    made += 1;
  }
  resume(): Promise<void> {
    if (!tapped) return new Promise<void>(() => {});
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  }
}

function setActivation(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive, isActive: false }, configurable: true });
}

beforeAll(() => {
  Object.defineProperty(window, 'AudioContext', { value: SilentUntilTapped, configurable: true, writable: true });
  const onGesture = () => {
    tapped = true;
  };
  window.addEventListener('pointerdown', onGesture, true);
  window.addEventListener('keydown', onGesture, true);
});
afterAll(() => {
  Reflect.deleteProperty(window, 'AudioContext');
  Reflect.deleteProperty(navigator, 'userActivation');
});

function renderDashboard() {
  server.use(sse('/api/events', () => {}));
  renderApp(
    <LiveOrdersProvider>
      <EnableSoundPrompt />
      <p>Board</p>
    </LiveOrdersProvider>,
    { at: '/dashboard' },
  );
}

// In this order: the page keeps one AudioContext once it made one.
describe('the check for a browser that blocks sound', () => {
  it('makes no AudioContext at load on a page already tapped, and asks for nothing', async () => {
    setActivation(true);
    renderDashboard();
    await screen.findByText('Board');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(made).toBe(0);
    expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).not.toBeInTheDocument();
  });

  it('on an untouched page, makes one only once idle, asks for a tap while silent, and the tap lets it play', async () => {
    setActivation(false);
    renderDashboard();
    await screen.findByText('Board');
    expect(made).toBe(0);
    const prompt = await screen.findByRole('button', { name: 'Tap to enable sound' }, { timeout: 3_000 });
    expect(made).toBe(1);
    await userEvent.click(prompt);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).not.toBeInTheDocument());
    expect(made).toBe(1);
  });
});
