/** The account mails: each has a plain-text and an HTML part and names the product. */
import { escapeHtml } from '../../lib/html.ts';

function layout(title: string, paragraphs: string[], action: { label: string; url: string }) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">Maître</h1><h2 style="font-size:16px">${escapeHtml(title)}</h2>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b45309;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
</body></html>`;
  const text = `Maître — ${title}\n\n${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`;
  return { html, text };
}

/** The account holder's own name, kept short: a greeting, not a place for a message. */
export function greeting(name: string): string {
  const short = [...name.replace(/\s+/g, ' ').trim()];
  const shown = short.length > 40 ? `${short.slice(0, 39).join('')}…` : short.join('');
  return shown ? `Hello ${shown},` : 'Hello,';
}

/**
 * Goes to whatever address was typed at sign-up, before anyone proved it is theirs: it carries nothing the person
 * signing up typed (no name), so it cannot be used to send someone else a message in Maître's name.
 */
export function verificationMail({ url }: { url: string }) {
  return {
    subject: 'Verify your email for Maître',
    ...layout('Verify your email', ['Hello,', 'Welcome to Maître. Confirm your email address to start using your dashboard.'], {
      label: 'Verify email',
      url,
    }),
  };
}

export function resetPasswordMail({ name, url }: { name: string; url: string }) {
  return {
    subject: 'Reset your Maître password',
    ...layout(
      'Reset your password',
      [
        greeting(name),
        'Someone asked to reset the password of your Maître account. If it was you, choose a new password below; the link works for one hour. If not, ignore this mail.',
      ],
      { label: 'Choose a new password', url },
    ),
  };
}

export function passwordChangedMail({ name, url }: { name: string; url: string }) {
  return {
    subject: 'Your Maître password was changed',
    ...layout(
      'Your password was changed',
      [
        greeting(name),
        'The password of your Maître account was just changed, and your other devices were signed out.',
        'If you did not do this, reset your password now and check your account.',
      ],
      { label: 'Reset my password', url },
    ),
  };
}

/** Sent instead of an error when someone signs up with an email that already has an account, so sign-up reveals nothing. */
export function existingAccountMail({ name, url }: { name: string; url: string }) {
  return {
    subject: 'You already have a Maître account',
    ...layout(
      'You already have an account',
      [
        greeting(name),
        'Someone tried to create a Maître account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, you can reset it from the sign-in page.',
        'If it was not you, you can ignore this mail: nothing has changed.',
      ],
      { label: 'Sign in to Maître', url },
    ),
  };
}
