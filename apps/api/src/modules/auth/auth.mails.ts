/**
 * The account mails: each has a plain-text and an HTML part, names the product, and is written in the language it is
 * given (decision 0023; auth.ts chooses it: the person's own language, else the request's). The answer carries that
 * language for the mailer's Content-Language.
 */
import type { Locale } from '@maitre/shared/locales';
import { greeting, layout } from '../mail/mail-layout.ts';

const en = {
  verification: {
    subject: 'Verify your email for Maître',
    title: 'Verify your email',
    welcome: 'Welcome to Maître. Confirm your email address to start using your dashboard.',
    action: 'Verify email',
  },
  resetPassword: {
    subject: 'Reset your Maître password',
    title: 'Reset your password',
    asked:
      'Someone asked to reset the password of your Maître account. If it was you, choose a new password below; the link works for one hour. If not, ignore this mail.',
    action: 'Choose a new password',
  },
  passwordChanged: {
    subject: 'Your Maître password was changed',
    title: 'Your password was changed',
    changed: 'The password of your Maître account was just changed, and your other devices were signed out.',
    notYou: 'If you did not do this, reset your password now and check your account.',
    action: 'Reset my password',
  },
  existingAccount: {
    subject: 'You already have a Maître account',
    title: 'You already have an account',
    tried:
      'Someone tried to create a Maître account with this email address, which already has one. If it was you, sign in instead; if you forgot your password, you can reset it from the sign-in page.',
    notYou: 'If it was not you, you can ignore this mail: nothing has changed.',
    action: 'Sign in to Maître',
  },
};

export type AuthMailTexts = typeof en;

const texts: Record<Locale, AuthMailTexts> = {
  en,
  fr: {
    verification: {
      subject: 'Confirmez votre adresse e-mail pour Maître',
      title: 'Confirmez votre adresse e-mail',
      welcome: 'Bienvenue sur Maître. Confirmez votre adresse e-mail pour commencer à utiliser votre tableau de bord.',
      action: "Confirmer l'adresse e-mail",
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Maître',
      title: 'Réinitialisez votre mot de passe',
      asked:
        "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Maître. Si c'est vous, choisissez un nouveau mot de passe ci-dessous\u00a0; le lien est valable une heure. Sinon, ignorez ce message.",
      action: 'Choisir un nouveau mot de passe',
    },
    passwordChanged: {
      subject: 'Votre mot de passe Maître a été modifié',
      title: 'Votre mot de passe a été modifié',
      changed: "Le mot de passe de votre compte Maître vient d'être modifié, et vos autres appareils ont été déconnectés.",
      notYou: "Si ce n'est pas vous, réinitialisez votre mot de passe dès maintenant et vérifiez votre compte.",
      action: 'Réinitialiser mon mot de passe',
    },
    existingAccount: {
      subject: 'Vous avez déjà un compte Maître',
      title: 'Vous avez déjà un compte',
      tried:
        "Quelqu'un a essayé de créer un compte Maître avec cette adresse e-mail, qui en a déjà un. Si c'est vous, connectez-vous plutôt\u00a0; si vous avez oublié votre mot de passe, vous pouvez le réinitialiser depuis la page de connexion.",
      notYou: "Si ce n'est pas vous, vous pouvez ignorer ce message\u00a0: rien n'a changé.",
      action: 'Se connecter à Maître',
    },
  },
  de: {
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Maître',
      title: 'E-Mail-Adresse bestätigen',
      welcome: 'Willkommen bei Maître. Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Dashboard zu nutzen.',
      action: 'E-Mail-Adresse bestätigen',
    },
    resetPassword: {
      subject: 'Ihr Maître-Passwort zurücksetzen',
      title: 'Passwort zurücksetzen',
      asked:
        'Jemand möchte das Passwort Ihres Maître-Kontos zurücksetzen. Wenn Sie das waren, wählen Sie unten ein neues Passwort; der Link ist eine Stunde lang gültig. Andernfalls ignorieren Sie diese E-Mail einfach.',
      action: 'Neues Passwort wählen',
    },
    passwordChanged: {
      subject: 'Ihr Maître-Passwort wurde geändert',
      title: 'Ihr Passwort wurde geändert',
      changed: 'Das Passwort Ihres Maître-Kontos wurde soeben geändert, und Ihre anderen Geräte wurden abgemeldet.',
      notYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück und prüfen Sie Ihr Konto.',
      action: 'Passwort zurücksetzen',
    },
    existingAccount: {
      subject: 'Sie haben bereits ein Maître-Konto',
      title: 'Sie haben bereits ein Konto',
      tried:
        'Jemand hat versucht, mit dieser E-Mail-Adresse ein Maître-Konto zu erstellen, doch es gibt bereits eines dafür. Wenn Sie das waren, melden Sie sich einfach an; falls Sie Ihr Passwort vergessen haben, können Sie es auf der Anmeldeseite zurücksetzen.',
      notYou: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.',
      action: 'Bei Maître anmelden',
    },
  },
  it: {
    verification: {
      subject: 'Conferma la tua email per Maître',
      title: 'Conferma la tua email',
      welcome: 'Ti diamo il benvenuto su Maître. Conferma il tuo indirizzo email per iniziare a usare il tuo pannello.',
      action: "Conferma l'email",
    },
    resetPassword: {
      subject: 'Reimposta la tua password di Maître',
      title: 'Reimposta la password',
      asked:
        "Qualcuno ha chiesto di reimpostare la password del tuo account Maître. Se eri tu, scegli una nuova password qui sotto; il link è valido per un'ora. Altrimenti, ignora questa email.",
      action: 'Scegli una nuova password',
    },
    passwordChanged: {
      subject: 'La tua password di Maître è stata cambiata',
      title: 'La tua password è stata cambiata',
      changed: 'La password del tuo account Maître è appena stata cambiata e gli altri tuoi dispositivi sono stati disconnessi.',
      notYou: 'Se non eri tu, reimposta subito la password e controlla il tuo account.',
      action: 'Reimposta la password',
    },
    existingAccount: {
      subject: 'Hai già un account Maître',
      title: 'Hai già un account',
      tried:
        'Qualcuno ha provato a creare un account Maître con questo indirizzo email, che ne ha già uno. Se eri tu, accedi invece di registrarti; se hai dimenticato la password, puoi reimpostarla dalla pagina di accesso.',
      notYou: 'Se non eri tu, puoi ignorare questa email: non è cambiato nulla.',
      action: 'Accedi a Maître',
    },
  },
  es: {
    verification: {
      subject: 'Verifica tu correo electrónico para Maître',
      title: 'Verifica tu correo electrónico',
      welcome: 'Te damos la bienvenida a Maître. Confirma tu dirección de correo electrónico para empezar a usar tu panel.',
      action: 'Verificar correo electrónico',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de Maître',
      title: 'Restablece tu contraseña',
      asked:
        'Alguien ha pedido restablecer la contraseña de tu cuenta de Maître. Si has sido tú, elige una contraseña nueva a continuación; el enlace es válido durante una hora. Si no, ignora este correo.',
      action: 'Elegir una contraseña nueva',
    },
    passwordChanged: {
      subject: 'Se ha cambiado tu contraseña de Maître',
      title: 'Se ha cambiado tu contraseña',
      changed: 'Se acaba de cambiar la contraseña de tu cuenta de Maître y se ha cerrado la sesión en tus otros dispositivos.',
      notYou: 'Si no has sido tú, restablece tu contraseña ahora y revisa tu cuenta.',
      action: 'Restablecer mi contraseña',
    },
    existingAccount: {
      subject: 'Ya tienes una cuenta de Maître',
      title: 'Ya tienes una cuenta',
      tried:
        'Alguien ha intentado crear una cuenta de Maître con esta dirección de correo electrónico, que ya tiene una. Si has sido tú, inicia sesión; si has olvidado tu contraseña, puedes restablecerla desde la página de inicio de sesión.',
      notYou: 'Si no has sido tú, puedes ignorar este correo: no ha cambiado nada.',
      action: 'Iniciar sesión en Maître',
    },
  },
  nl: {
    verification: {
      subject: 'Bevestig je e-mailadres voor Maître',
      title: 'Bevestig je e-mailadres',
      welcome: 'Welkom bij Maître. Bevestig je e-mailadres om je dashboard te gaan gebruiken.',
      action: 'E-mailadres bevestigen',
    },
    resetPassword: {
      subject: 'Stel je Maître-wachtwoord opnieuw in',
      title: 'Wachtwoord opnieuw instellen',
      asked:
        'Iemand heeft gevraagd om het wachtwoord van je Maître-account opnieuw in te stellen. Was jij dat? Kies dan hieronder een nieuw wachtwoord; de link is een uur geldig. Zo niet, negeer deze e-mail dan.',
      action: 'Nieuw wachtwoord kiezen',
    },
    passwordChanged: {
      subject: 'Je Maître-wachtwoord is gewijzigd',
      title: 'Je wachtwoord is gewijzigd',
      changed: 'Het wachtwoord van je Maître-account is zojuist gewijzigd en je andere apparaten zijn uitgelogd.',
      notYou: 'Heb jij dit niet gedaan? Stel dan nu je wachtwoord opnieuw in en controleer je account.',
      action: 'Wachtwoord opnieuw instellen',
    },
    existingAccount: {
      subject: 'Je hebt al een Maître-account',
      title: 'Je hebt al een account',
      tried:
        'Iemand probeerde een Maître-account aan te maken met dit e-mailadres, maar er bestaat al een account voor. Was jij dat? Log dan gewoon in; ben je je wachtwoord vergeten, dan kun je het opnieuw instellen via de inlogpagina.',
      notYou: 'Was jij het niet? Dan kun je deze e-mail negeren: er is niets veranderd.',
      action: 'Inloggen bij Maître',
    },
  },
};

/**
 * Goes to whatever address was typed at sign-up, before anyone proved it is theirs: it carries nothing the person
 * signing up typed (no name), so it cannot be used to send someone else a message in Maître's name.
 */
export function verificationMail({ url, locale }: { url: string; locale: Locale }) {
  const t = texts[locale].verification;
  return {
    language: locale,
    subject: t.subject,
    ...layout(locale, t.title, [greeting(locale, ''), t.welcome], { label: t.action, url }),
  };
}

export function resetPasswordMail({ name, url, locale }: { name: string; url: string; locale: Locale }) {
  const t = texts[locale].resetPassword;
  return {
    language: locale,
    subject: t.subject,
    ...layout(locale, t.title, [greeting(locale, name), t.asked], { label: t.action, url }),
  };
}

export function passwordChangedMail({ name, url, locale }: { name: string; url: string; locale: Locale }) {
  const t = texts[locale].passwordChanged;
  return {
    language: locale,
    subject: t.subject,
    ...layout(locale, t.title, [greeting(locale, name), t.changed, t.notYou], { label: t.action, url }),
  };
}

/** Sent instead of an error when someone signs up with an email that already has an account, so sign-up reveals nothing. */
export function existingAccountMail({ name, url, locale }: { name: string; url: string; locale: Locale }) {
  const t = texts[locale].existingAccount;
  return {
    language: locale,
    subject: t.subject,
    ...layout(locale, t.title, [greeting(locale, name), t.tried, t.notYou], { label: t.action, url }),
  };
}
