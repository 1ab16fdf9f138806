/**
 * The mails' texts in every language (decision 0023): each locale says something of its own (nothing left in English),
 * with the product's name, the link and the person's name kept; French checked word for word on a few sentences.
 * English is checked by the flows' own tests (sign-up, passwords, team), unchanged.
 */
import { LOCALES } from '@maitre/shared/locales';
import { ROLES } from '@maitre/shared/team';
import { describe, expect, it } from 'vitest';
import { existingAccountMail, passwordChangedMail, resetPasswordMail, verificationMail } from '../auth/auth.mails.ts';
import { invitationMail } from '../team/team.mails.ts';

const url = 'http://localhost:3000/reset-password?token=abc';
const mailsIn = (locale: (typeof LOCALES)[number]) => ({
  verification: verificationMail({ url, locale }),
  resetPassword: resetPasswordMail({ name: 'Ada Lovelace', url, locale }),
  passwordChanged: passwordChangedMail({ name: 'Ada Lovelace', url, locale }),
  existingAccount: existingAccountMail({ name: 'Ada Lovelace', url, locale }),
  invitation: invitationMail({ inviterName: 'Ada Lovelace', restaurantName: 'Le Radium', role: 'manager', url, locale }),
});

describe('mail texts', () => {
  it('writes every mail in each language, with its language, the link, the name and the product kept', () => {
    const english = mailsIn('en');
    for (const locale of LOCALES) {
      for (const [kind, mail] of Object.entries(mailsIn(locale))) {
        expect(mail.language, `${locale} ${kind}`).toBe(locale);
        expect(mail.subject, `${locale} ${kind}`).toContain('Maître');
        expect(mail.text, `${locale} ${kind}`).toContain(url);
        expect(mail.html, `${locale} ${kind}`).toContain('Maître');
        if (kind !== 'verification') expect(mail.text, `${locale} ${kind}`).toContain('Ada Lovelace');
        if (locale !== 'en') {
          const inEnglish = english[kind as keyof typeof english];
          expect(mail.subject, `${locale} ${kind}`).not.toBe(inEnglish.subject);
          // No paragraph left in English.
          const paragraphs = (text: string) => text.split('\n\n').slice(1, -1);
          for (const paragraph of paragraphs(mail.text)) expect(paragraphs(inEnglish.text), `${locale} ${kind}`).not.toContain(paragraph);
        }
      }
    }
  });

  it('says the role of an invitation in the language of the sentence', () => {
    const text = (role: (typeof ROLES)[number], locale: 'en' | 'fr' | 'de') =>
      invitationMail({ inviterName: 'Ada', restaurantName: 'Le Radium', role, url, locale }).text;
    expect(text('front_of_house', 'en')).toContain('Ada invited you to join Le Radium on Maître as front of house.');
    expect(text('manager', 'fr')).toContain('Ada vous invite à rejoindre Le Radium sur Maître en tant que manager.');
    expect(text('kitchen', 'fr')).toContain("en tant que membre de l'équipe de cuisine.");
    expect(text('kitchen', 'de')).toContain('Ada hat Sie eingeladen, bei Le Radium auf Maître in der Küche mitzuarbeiten.');
    // French says « manager » too (the role's name on the Staff page), so only the other English names are checked.
    for (const role of ROLES) expect(text(role, 'fr')).not.toMatch(/front of house|kitchen|owner/i);
  });

  it('writes French as a French reader expects it', () => {
    const fr = mailsIn('fr');
    expect(fr.verification.subject).toBe('Confirmez votre adresse e-mail pour Maître');
    expect(fr.verification.text).toBe(
      `Maître — Confirmez votre adresse e-mail\n\nBonjour,\n\nBienvenue sur Maître. Confirmez votre adresse e-mail pour commencer à utiliser votre tableau de bord.\n\nConfirmer l'adresse e-mail\u00a0: ${url}\n`,
    );
    expect(fr.resetPassword.subject).toBe('Réinitialisez votre mot de passe Maître');
    expect(fr.resetPassword.text).toContain('Bonjour Ada Lovelace,');
    expect(fr.resetPassword.text).toContain('le lien est valable une heure.');
    expect(fr.passwordChanged.subject).toBe('Votre mot de passe Maître a été modifié');
    expect(fr.existingAccount.subject).toBe('Vous avez déjà un compte Maître');
    expect(fr.invitation.subject).toBe('Invitation à rejoindre Le Radium sur Maître');
    expect(fr.invitation.html).toContain('Si le bouton ne fonctionne pas, ouvrez ce lien\u00a0:');
    expect(fr.invitation.html).toContain('Accepter l&#39;invitation');
  });
});
