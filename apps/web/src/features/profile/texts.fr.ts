/** French texts of features/profile (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  settingsTexts: {
    title: 'Paramètres',
    subtitle: 'Vos informations, votre mot de passe et les appareils où votre session est ouverte.',
    profileTitle: 'Profil',
    profileDescription:
      'Comment vous et votre restaurant apparaissez dans Maître. Le fuseau horaire détermine quand la journée de votre restaurant commence et se termine.',
    profileFailed: 'Impossible de charger votre profil. Rechargez la page pour réessayer.',
    languageTitle: 'Langue',
    languageDescription: "La langue dans laquelle Maître s'adresse à vous, et celle que vos clients voient en premier.",
    onlineOrderingTitle: 'Commande en ligne',
    onlineOrderingDescription:
      "La page de commande de votre restaurant. Partagez le lien ou imprimez l'affiche avec le QR code pour votre vitrine et vos tables.",
    passwordTitle: 'Mot de passe',
    passwordDescription: 'Pour le modifier, saisissez votre mot de passe actuel\u00a0; tous vos autres appareils seront déconnectés.',
    devicesTitle: 'Appareils',
    devicesDescription: "Téléphone perdu ou ordinateur partagé\u00a0? Fermez d'un coup toutes les sessions de votre compte.",
  },
  profileFormTexts: {
    fullName: 'Nom complet',
    restaurantName: 'Nom du restaurant',
    timeZone: 'Fuseau horaire',
    email: 'E-mail',
    emailHint: "L'e-mail de connexion ne peut pas être modifié ici.",
    save: 'Enregistrer le profil',
    saved: 'Profil enregistré',
  },
  languageTexts: {
    yourLanguage: 'Votre langue',
    browserDefault: 'Langue du navigateur',
    yourLanguageHint: 'Pour vos écrans et vos e-mails dans Maître. «\u00a0Langue du navigateur\u00a0» suit la langue de votre navigateur.',
    save: 'Enregistrer la langue',
    saved: 'Langue enregistrée',
    restaurantLanguage: 'Langue par défaut du restaurant',
    restaurantLanguageHint: "Pour votre page de commande et les e-mails de vos clients, quand le navigateur d'un client ne demande aucune de ces langues.",
    saveRestaurantLanguage: 'Enregistrer la langue par défaut',
    restaurantLanguageSaved: 'Langue par défaut enregistrée',
    readOnly: 'Seul le propriétaire ou un manager peut modifier la langue par défaut du restaurant.',
  },
};
export default fr;
