/** Settings → Privacy notice and imprint (decision 0034), through the Settings page as an owner uses it. */
import type { LegalTextsInput } from '@maitre/shared/legal';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsPage } from '@/app/routes/dashboard/settings/settings-page';
import { answer, answerError, answerWith, json } from '@/test/api';
import { axeViolations } from '@/test/axe';
import { aProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';

function renderSettings() {
  return renderApp({ '/dashboard/settings': <SettingsPage />, '/dashboard': <p>Dashboard</p> }, { at: '/dashboard/settings' });
}

describe('Settings: privacy notice and imprint', () => {
  it('says what an imprint holds, counts the characters and saves both texts with their line breaks', async () => {
    server.use(
      answer('GET /api/legal', { legal: { privacy_notice: 'Our own notice', legal_imprint: null } }),
      answerWith('PUT /api/legal', async ({ request }) => {
        const body = (await request.json()) as LegalTextsInput;
        return json('PUT /api/legal', { legal: { privacy_notice: body.privacy_notice || null, legal_imprint: body.legal_imprint || null } });
      }),
    );
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Privacy notice and imprint' });
    const notice = await within(section).findByLabelText('Privacy notice');
    expect(notice).toHaveValue('Our own notice');
    expect(within(section).getByText('14 / 10,000 characters')).toBeInTheDocument();
    expect(within(section).getByText(/the postal address, a phone number and email address, the trade register/)).toBeInTheDocument();
    expect(within(section).getByText(/Leave it empty to show Maître’s standard notice/)).toBeInTheDocument();

    const imprint = within(section).getByLabelText('Imprint');
    expect(imprint).toHaveAttribute('maxlength', '10000');
    await user.type(imprint, 'Chez Ada SARL{Enter}12 rue de la Paix');
    expect(within(section).getByText('31 / 10,000 characters')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Save texts' }));

    expect(await screen.findByText('Privacy notice and imprint saved')).toBeInTheDocument();
    const [request] = await sentRequests('PUT', '/api/legal');
    expect(request?.body).toEqual({ privacy_notice: 'Our own notice', legal_imprint: 'Chez Ada SARL\n12 rue de la Paix' });
  });

  it('shows the server’s refusal at the field it names', async () => {
    server.use(answerError('PUT /api/legal', 'VALIDATION_FAILED', 'Some fields are invalid', { legal_imprint: ['Imprint is at most 10000 characters'] }));
    const { user } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Privacy notice and imprint' });
    await user.type(await within(section).findByLabelText('Imprint'), 'Too long');
    await user.click(within(section).getByRole('button', { name: 'Save texts' }));
    expect(await within(section).findByText('Imprint is at most 10000 characters')).toBeInTheDocument();
    expect(within(section).getByLabelText('Imprint')).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByLabelText('Privacy notice')).not.toHaveAttribute('aria-invalid');
  });

  it('is read-only for a role that may not change settings', async () => {
    server.use(answer('GET /api/profile', { profile: aProfile({ role: 'kitchen' }) }));
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Privacy notice and imprint' });
    expect(await within(section).findByText('Only the owner and managers can change these texts.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Save texts' })).toBeDisabled();
    await waitFor(() => expect(within(section).getByLabelText('Imprint')).toBeDisabled());
  });
});
