/**
 * The team's mails: an invitation to join a restaurant, in the restaurant's language (the invited person has no
 * account yet, so no language of their own; decision 0023).
 */
import type { Locale } from '@maitre/shared/locales';
import { INVITATION_VALID_DAYS } from '@maitre/shared/staff';
import { ROLE_LABELS, type Role } from '@maitre/shared/team';
import { greeting, layout } from '../mail/mail-layout.ts';

/** Names in a mail: one line, bounded, so an invitation cannot carry a message of the inviter's choosing. */
function shortName(name: string, max = 60): string {
  const chars = [...name.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

const en = {
  subject: (restaurant: string) => `You are invited to join ${restaurant} on Maître`,
  title: (restaurant: string) => `Join ${restaurant}`,
  /** `role` is the role's phrase below (`roles`), as the sentence needs it. */
  invited: (inviter: string, restaurant: string, role: string) => `${inviter} invited you to join ${restaurant} on Maître as ${role}.`,
  /** Each role as the invitation sentence says it ("… as manager"). */
  roles: {
    owner: ROLE_LABELS.owner.toLowerCase(),
    manager: ROLE_LABELS.manager.toLowerCase(),
    front_of_house: ROLE_LABELS.front_of_house.toLowerCase(),
    kitchen: ROLE_LABELS.kitchen.toLowerCase(),
  } satisfies Record<Role, string>,
  howTo: (days: number) =>
    `Accept the invitation to sign in or create your account. The link works for ${days} days. If you did not expect this mail, you can ignore it.`,
  action: 'Accept the invitation',
};

export type TeamMailTexts = typeof en;

const texts: Record<Locale, TeamMailTexts> = {
  en,
  fr: {
    subject: (restaurant) => `Invitation à rejoindre ${restaurant} sur Maître`,
    title: (restaurant) => `Rejoindre ${restaurant}`,
    invited: (inviter, restaurant, role) => `${inviter} vous invite à rejoindre ${restaurant} sur Maître en tant que ${role}.`,
    roles: {
      owner: 'propriétaire',
      manager: 'manager',
      front_of_house: "membre de l'équipe de salle",
      kitchen: "membre de l'équipe de cuisine",
    },
    howTo: (days) =>
      `Acceptez l'invitation pour vous connecter ou créer votre compte. Le lien est valable ${days} jours. Si vous n'attendiez pas ce message, vous pouvez l'ignorer.`,
    action: "Accepter l'invitation",
  },
  de: {
    subject: (restaurant) => `Einladung zu ${restaurant} auf Maître`,
    title: (restaurant) => `${restaurant} beitreten`,
    invited: (inviter, restaurant, role) => `${inviter} hat Sie eingeladen, bei ${restaurant} auf Maître ${role} mitzuarbeiten.`,
    roles: {
      owner: 'als Inhaber',
      manager: 'als Manager',
      front_of_house: 'im Service',
      kitchen: 'in der Küche',
    },
    howTo: (days) =>
      `Nehmen Sie die Einladung an, um sich anzumelden oder Ihr Konto zu erstellen. Der Link ist ${days} Tage gültig. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.`,
    action: 'Einladung annehmen',
  },
  it: {
    subject: (restaurant) => `Invito a unirti a ${restaurant} su Maître`,
    title: (restaurant) => `Unisciti a ${restaurant}`,
    invited: (inviter, restaurant, role) => `${inviter} ti invita a unirti a ${restaurant} su Maître ${role}.`,
    roles: {
      owner: 'come titolare',
      manager: 'come manager',
      front_of_house: 'come parte dello staff di sala',
      kitchen: 'come parte dello staff di cucina',
    },
    howTo: (days) =>
      `Accetta l'invito per accedere o creare il tuo account. Il link è valido per ${days} giorni. Se non ti aspettavi questa email, puoi ignorarla.`,
    action: "Accetta l'invito",
  },
  es: {
    subject: (restaurant) => `Te han invitado a unirte a ${restaurant} en Maître`,
    title: (restaurant) => `Únete a ${restaurant}`,
    invited: (inviter, restaurant, role) => `${inviter} te invita a unirte a ${restaurant} en Maître ${role}.`,
    roles: {
      owner: 'como propietario',
      manager: 'como encargado',
      front_of_house: 'como parte del equipo de sala',
      kitchen: 'como parte del equipo de cocina',
    },
    howTo: (days) =>
      `Acepta la invitación para iniciar sesión o crear tu cuenta. El enlace es válido durante ${days} días. Si no esperabas este correo, puedes ignorarlo.`,
    action: 'Aceptar la invitación',
  },
  nl: {
    subject: (restaurant) => `Je bent uitgenodigd voor ${restaurant} op Maître`,
    title: (restaurant) => `Word lid van ${restaurant}`,
    invited: (inviter, restaurant, role) => `${inviter} nodigt je uit om je ${role} bij ${restaurant} op Maître aan te sluiten.`,
    roles: {
      owner: 'als eigenaar',
      manager: 'als manager',
      front_of_house: 'als medewerker in de bediening',
      kitchen: 'als keukenmedewerker',
    },
    howTo: (days) =>
      `Accepteer de uitnodiging om in te loggen of je account aan te maken. De link is ${days} dagen geldig. Verwachtte je deze e-mail niet? Dan kun je hem negeren.`,
    action: 'Uitnodiging accepteren',
  },
};

export function invitationMail({
  inviterName,
  restaurantName,
  role,
  url,
  locale,
}: {
  inviterName: string;
  restaurantName: string;
  role: Role;
  url: string;
  locale: Locale;
}) {
  const t = texts[locale];
  const restaurant = shortName(restaurantName);
  return {
    language: locale,
    subject: t.subject(restaurant),
    ...layout(
      locale,
      t.title(restaurant),
      [greeting(locale, ''), t.invited(shortName(inviterName), restaurant, t.roles[role]), t.howTo(INVITATION_VALID_DAYS)],
      {
        label: t.action,
        url,
      },
    ),
  };
}
