/** Dutch texts of features/digest (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  digestTexts: {
    title: 'Dagelijks overzicht',
    description:
      'Elke ochtend een korte e-mail met de cijfers van gisteren vergeleken met dezelfde dag een week eerder: netto-omzet, bestellingen, gemiddelde bon, annuleringen en de best verkochte gerechten. Alleen voor u, voor dit restaurant.',
    loading: 'Uw instelling wordt geladen…',
    loadFailed: 'Uw instelling voor het overzicht kon niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    enabled: 'Stuur mij het dagelijkse overzicht per e-mail',
    time: 'Verzenden om',
    timeHint: (zone) => `In de tijdzone van het restaurant (${zone}).`,
    save: 'Opslaan',
    saving: 'Opslaan…',
    saved: 'Instelling voor het overzicht opgeslagen',
    saveFailed: 'De instelling voor het overzicht kon niet worden opgeslagen.',
    test: 'Stuur mij nu een testoverzicht',
    testSent: 'Testoverzicht verstuurd: het staat zo in uw inbox.',
    testFailed: 'Het testoverzicht kon niet worden verstuurd.',
  },
};
export default nl;
