/** German texts of features/profile (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  settingsTexts: {
    title: 'Einstellungen',
    subtitle: 'Ihre Angaben, Ihr Passwort und wo Sie angemeldet sind.',
    profileTitle: 'Profil',
    profileDescription: 'So erscheinen Sie und Ihr Restaurant in Maître. Die Zeitzone legt fest, wann der Tag Ihres Restaurants beginnt und endet.',
    profileFailed: 'Ihr Profil konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
    languageTitle: 'Sprache',
    languageDescription: 'Die Sprache, in der Maître mit Ihnen spricht, und die, die Ihre Gäste zuerst sehen.',
    onlineOrderingTitle: 'Online-Bestellung',
    onlineOrderingDescription:
      'Die eigene Bestellseite Ihres Restaurants. Teilen Sie den Link oder drucken Sie das QR-Code-Plakat für Schaufenster und Tische.',
    passwordTitle: 'Passwort',
    passwordDescription: 'Zum Ändern brauchen Sie Ihr aktuelles Passwort; alle anderen Geräte werden dabei abgemeldet.',
    devicesTitle: 'Geräte',
    devicesDescription: 'Handy verloren oder einen fremden Computer benutzt? Beenden Sie alle Sitzungen Ihres Kontos auf einmal.',
  },
  profileFormTexts: {
    fullName: 'Vollständiger Name',
    restaurantName: 'Name des Restaurants',
    timeZone: 'Zeitzone',
    email: 'E-Mail',
    emailHint: 'Ihre Anmelde-E-Mail-Adresse kann hier nicht geändert werden.',
    save: 'Profil speichern',
    saved: 'Profil gespeichert',
  },
  languageTexts: {
    yourLanguage: 'Ihre Sprache',
    browserDefault: 'Sprache des Browsers',
    yourLanguageHint: 'Für Ihre Ansichten und E-Mails in Maître. „Sprache des Browsers“ folgt der Spracheinstellung Ihres Browsers.',
    save: 'Sprache speichern',
    saved: 'Sprache gespeichert',
    restaurantLanguage: 'Standardsprache des Restaurants',
    restaurantLanguageHint: 'Für Ihre Bestellseite und die E-Mails an Ihre Gäste, wenn der Browser eines Gastes keine dieser Sprachen anfragt.',
    saveRestaurantLanguage: 'Standardsprache speichern',
    restaurantLanguageSaved: 'Standardsprache gespeichert',
    readOnly: 'Nur der Inhaber oder ein Manager kann die Standardsprache des Restaurants ändern.',
  },
};
export default de;
