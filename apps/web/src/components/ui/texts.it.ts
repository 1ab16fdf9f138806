/** Italian texts of components/ui (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  uiTexts: {
    loading: 'Caricamento…',
    cancel: 'Annulla',
    close: 'Chiudi',
    show: (label) => `Mostra ${label.toLowerCase()}`,
    hide: (label) => `Nascondi ${label.toLowerCase()}`,
    today: (time) => `Oggi, ${time}`,
  },
  screenErrorTexts: {
    message: 'Impossibile mostrare questa pagina. Controlla la connessione e riprova.',
    reload: 'Ricarica',
  },
  amountTexts: {
    preview: (amount) => `= ${amount}`,
    empty: 'Inserisci un importo',
    notANumber: 'Inserisci l’importo in cifre, ad esempio 12,50',
    ambiguous: 'Importo ambiguo: scrivilo senza separatore delle migliaia, ad esempio 1250,00 o 12,50',
    tooManyDecimals: (max) => plural(max, { one: 'Al massimo # decimale', other: 'Al massimo # decimali' }),
    negative: 'L’importo non può essere negativo',
  },
};
export default it;
