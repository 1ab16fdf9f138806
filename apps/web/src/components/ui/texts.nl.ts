/** Dutch texts of components/ui (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  uiTexts: {
    loading: 'Laden…',
    cancel: 'Annuleren',
    close: 'Sluiten',
    show: (label) => `${label} tonen`,
    hide: (label) => `${label} verbergen`,
    today: (time) => `Vandaag, ${time}`,
  },
  screenErrorTexts: {
    message: 'Deze pagina kan niet worden getoond. Controleer je verbinding en probeer het opnieuw.',
    reload: 'Opnieuw laden',
  },
  amountTexts: {
    preview: (amount) => `= ${amount}`,
    empty: 'Vul een bedrag in',
    notANumber: 'Vul het bedrag in cijfers in, bijvoorbeeld 12,50',
    ambiguous: 'Onduidelijk bedrag: schrijf het zonder scheidingsteken voor duizendtallen, bijvoorbeeld 1250,00 of 12,50',
    tooManyDecimals: (max) => plural(max, { one: 'Maximaal # decimaal', other: 'Maximaal # decimalen' }),
    negative: 'Het bedrag kan niet negatief zijn',
  },
};
export default nl;
