/**
 * The /pair page (issue 21, decision 0036): one code field; a right code goes to the device's own page, a wrong or
 * expired one says what to do; a printer's browser is told it has nothing to show.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerError } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { PairScreen } from './pair-screen';

const renderPair = () => renderApp({ '/pair': <PairScreen />, '/kitchen': <p>Kitchen screen</p> }, { at: '/pair' });

describe('the /pair page', () => {
  it('pairs with the code as typed and goes to the kitchen display', async () => {
    server.use(answer('POST /api/devices/pair', { kind: 'kitchen_display', name: 'Pass', restaurant_name: 'Chez Ada', next: '/kitchen' }));
    const { user } = renderPair();
    expect(await screen.findByRole('heading', { name: 'Pair this device' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByLabelText('Pairing code'), 'k7qm3xpa');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Kitchen screen')).toBeInTheDocument();
    expect((await sentRequests('POST', '/api/devices/pair')).map((request) => request.body)).toEqual([{ code: 'k7qm3xpa' }]);
  });

  it('asks for the code when the field is empty, and shows the server’s refusal at the field', async () => {
    const refusal = 'This code has expired. Ask a manager for a new one in Settings → Screens and printers.';
    server.use(answerError('POST /api/devices/pair', 'VALIDATION_FAILED', refusal, { code: [refusal] }));
    const { user } = renderPair();
    await user.click(await screen.findByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Type the code shown in Settings.')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/devices/pair')).toEqual([]);
    await user.type(screen.getByLabelText('Pairing code'), 'K7QM-3XPA');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Pairing code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a printer’s browser it is paired and has nothing to show', async () => {
    server.use(answer('POST /api/devices/pair', { kind: 'printer', name: 'Bar printer', restaurant_name: 'Chez Ada', next: '/pair' }));
    const { user } = renderPair();
    await user.type(await screen.findByLabelText('Pairing code'), 'K7QM-3XPA');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByText('Bar printer is paired with Chez Ada.')).toBeInTheDocument();
  });
});
