/** Dutch texts of features/profile (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  settingsTexts: {
    title: 'Instellingen',
    subtitle: 'Je gegevens, je wachtwoord en waar je bent ingelogd.',
    profileTitle: 'Profiel',
    profileDescription: 'Hoe jij en je restaurant in Maître verschijnen. De tijdzone bepaalt wanneer de dag van je restaurant begint en eindigt.',
    profileFailed: 'Je profiel kon niet worden geladen. Laad de pagina opnieuw om het nog eens te proberen.',
    languageTitle: 'Taal',
    languageDescription: 'De taal waarin Maître met je praat, en de taal die je gasten als eerste zien.',
    onlineOrderingTitle: 'Online bestellen',
    onlineOrderingDescription: 'De eigen bestelpagina van je restaurant. Deel de link of print de poster met QR-code voor je raam en tafels.',
    passwordTitle: 'Wachtwoord',
    passwordDescription: 'Om het te wijzigen vragen we je huidige wachtwoord, en word je op alle andere apparaten uitgelogd.',
    devicesTitle: 'Apparaten',
    devicesDescription: 'Telefoon kwijt of een gedeelde computer gebruikt? Beëindig alle sessies van je account in één keer.',
  },
  profileFormTexts: {
    fullName: 'Volledige naam',
    restaurantName: 'Naam van het restaurant',
    timeZone: 'Tijdzone',
    email: 'E-mail',
    emailHint: 'Je inlog-e-mailadres kun je hier niet wijzigen.',
    save: 'Profiel opslaan',
    saved: 'Profiel opgeslagen',
  },
  languageTexts: {
    yourLanguage: 'Jouw taal',
    browserDefault: 'Taal van de browser',
    yourLanguageHint: 'Voor je schermen en e-mails in Maître. ‘Taal van de browser’ volgt de taal van je browser.',
    save: 'Taal opslaan',
    saved: 'Taal opgeslagen',
    restaurantLanguage: 'Standaardtaal van het restaurant',
    restaurantLanguageHint: 'Voor je bestelpagina en de e-mails aan je gasten, als de browser van een gast om geen van deze talen vraagt.',
    saveRestaurantLanguage: 'Standaardtaal opslaan',
    restaurantLanguageSaved: 'Standaardtaal opgeslagen',
    readOnly: 'Alleen de eigenaar of een manager kan de standaardtaal van het restaurant wijzigen.',
  },
};
export default nl;
