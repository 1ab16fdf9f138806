/** Dutch texts of features/legal (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  legalFooterTexts: {
    privacy: 'Privacyverklaring',
    imprint: 'Colofon',
    usedFor: 'Hoe je gegevens worden gebruikt:',
  },
  legalViewTexts: {
    loading: 'Laden…',
    loadFailed: 'Deze tekst kon niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    noImprint: 'Dit restaurant heeft nog geen colofon gepubliceerd.',
    defaultNotice: 'Dit is de standaardverklaring van Maître voor deze bestelpagina; het restaurant heeft nog geen eigen verklaring geschreven.',
  },
  legalSettingsTexts: {
    title: 'Privacyverklaring en colofon',
    description:
      'Gasten openen ze onderaan je bestelpagina. In de EU moet een winkel die online bestellingen aanneemt zeggen wie hem runt (colofon) en hoe hij persoonsgegevens gebruikt (privacyverklaring).',
    loading: 'Teksten laden…',
    loadFailed: 'De teksten konden niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    readOnly: 'Alleen de eigenaar en managers kunnen deze teksten wijzigen.',
    privacy: 'Privacyverklaring',
    privacyHint:
      'Laat leeg om de standaardverklaring van Maître te tonen: die noemt je restaurant als verantwoordelijke voor de gegevens en zegt wat er bij een bestelling wordt bewaard (naam, telefoon, e-mail, opmerkingen) en hoe lang.',
    imprint: 'Colofon',
    imprintHint:
      'Meestal: de naam van het bedrijf en wie het vertegenwoordigt, het postadres, een telefoonnummer en e-mailadres, het handelsregister (KvK-nummer) en het btw-nummer.',
    plainText: 'Platte tekst: regeleinden blijven behouden, verder wordt niets opgemaakt.',
    count: (count, max) => `${count} / ${max} tekens`,
    save: 'Teksten opslaan',
    saving: 'Opslaan…',
    saved: 'Privacyverklaring en colofon opgeslagen',
    saveFailed: 'De teksten konden niet worden opgeslagen',
  },
};

export default nl;
