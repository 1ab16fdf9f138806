import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboardCatalog } from '@/app/i18n/catalog';
import type { AuthSession } from '@/lib/auth-client';
import { activateLocale } from '@/lib/i18n';
import { aSession, authAnswers, refuseAt } from '@/test/auth';
import { renderApp } from '@/test/render-app';
import { sentRequests, server } from '@/test/server';
import { TwoFactorSection } from './two-factor-section';

const TOTP_URI = 'otpauth://totp/Ma%C3%AEtre:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Ma%C3%AEtre&digits=6&period=30';
const CODES = [
  'aaaaa-11111',
  'bbbbb-22222',
  'ccccc-33333',
  'ddddd-44444',
  'eeeee-55555',
  'fffff-66666',
  'ggggg-77777',
  'hhhhh-88888',
  'iiiii-99999',
  'jjjjj-00000',
];

/** Ada's session, with two-factor on or off as the server says (a function: it changes during a test). */
function sessionWith(twoFactorEnabled: () => boolean) {
  return authAnswers.session(() => {
    const session = aSession();
    return { ...session, user: { ...session.user, twoFactorEnabled: twoFactorEnabled() } } as AuthSession;
  });
}

describe('Settings → Two-factor sign-in', () => {
  it('turns it on: password, then the QR code and the key, then a first code, then the recovery codes once', async () => {
    let on = false;
    server.use(
      sessionWith(() => on),
      http.post('/api/auth/two-factor/enable', () => HttpResponse.json({ method: 'totp', totpURI: TOTP_URI, backupCodes: CODES })),
      http.post('/api/auth/two-factor/verify-totp', () => {
        on = true;
        return HttpResponse.json({ user: aSession().user });
      }),
    );
    const { user } = renderApp(<TwoFactorSection />, { at: '/dashboard/settings' });
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(within(section).getByText('Two-factor sign-in is off.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const password = await within(section).findByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'my long password');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));

    // The QR code (drawn in the page, no image URL) and the same key as text, in groups of four.
    const qr = await within(section).findByRole('img', { name: 'QR code to add Maître to your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(section).getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    // The recovery codes wait until the app is proven to work.
    expect(within(section).queryByText(CODES[0] as string)).not.toBeInTheDocument();

    const code = within(section).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '654321');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const list = await within(section).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Your recovery codes' })).toHaveFocus());
    expect(await sentRequests('POST', '/api/auth/two-factor/enable')).toEqual([expect.objectContaining({ body: { password: 'my long password' } })]);
    expect(await sentRequests('POST', '/api/auth/two-factor/verify-totp')).toEqual([expect.objectContaining({ body: { code: '654321' } })]);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    await user.click(within(section).getByRole('button', { name: 'I saved my codes' }));
    expect(await within(section).findByText('Two-factor sign-in is on. Signing in asks for a code from your authenticator app.')).toBeInTheDocument();
    // Shown once: they are gone from the page.
    expect(within(section).queryByText(CODES[0] as string)).not.toBeInTheDocument();
  });

  it('says a wrong password and a wrong first code at their fields', async () => {
    server.use(
      sessionWith(() => false),
      refuseAt('/api/auth/two-factor/enable', 400, 'INVALID_PASSWORD', 'Invalid password'),
    );
    const { user } = renderApp(<TwoFactorSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    server.use(
      http.post('/api/auth/two-factor/enable', () => HttpResponse.json({ method: 'totp', totpURI: TOTP_URI, backupCodes: CODES })),
      refuseAt('/api/auth/two-factor/verify-totp', 401, 'INVALID_CODE', 'Invalid code'),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right. Check your app and try again.')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('makes new recovery codes and turns it off, each with the password', async () => {
    let on = true;
    server.use(
      sessionWith(() => on),
      http.post('/api/auth/two-factor/generate-backup-codes', () => HttpResponse.json({ status: true, backupCodes: CODES })),
      http.post('/api/auth/two-factor/disable', () => {
        on = false;
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = renderApp(<TwoFactorSection />);
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Password'), 'my long password');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I saved my codes' }));

    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.type(screen.getByLabelText('Password'), 'my long password');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(await sentRequests('POST', '/api/auth/two-factor/disable')).toEqual([expect.objectContaining({ body: { password: 'my long password' } })]);
  });
});

describe('Settings → Two-factor sign-in, in French', () => {
  afterEach(() => activateLocale('en', null));

  it('says its state, its steps and a refused password in French', async () => {
    activateLocale('fr', await loadDashboardCatalog('fr'));
    server.use(
      sessionWith(() => false),
      refuseAt('/api/auth/two-factor/enable', 400, 'INVALID_PASSWORD', 'Invalid password'),
    );
    const { user } = renderApp(<TwoFactorSection />);
    const section = await screen.findByRole('region', { name: 'Connexion à deux facteurs' });
    expect(within(section).getByText('La connexion à deux facteurs est désactivée.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Activer la connexion à deux facteurs' }));
    expect(within(section).getByRole('form', { name: 'Activer la connexion à deux facteurs' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Continuer' }));
    expect(await within(section).findByText('Saisissez votre mot de passe')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Mot de passe'), 'faux');
    await user.click(within(section).getByRole('button', { name: 'Continuer' }));
    expect(await within(section).findByText('Votre mot de passe est incorrect')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
