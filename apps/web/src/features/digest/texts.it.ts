/** Italian texts of features/digest (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  digestTexts: {
    title: 'Riepilogo giornaliero',
    description:
      'Una breve email ogni mattina con i dati di ieri a confronto con lo stesso giorno della settimana precedente: vendite nette, ordini, scontrino medio, annullamenti e piatti più venduti. Solo per te, per questo ristorante.',
    loading: 'Caricamento dell’impostazione…',
    loadFailed: 'Impossibile caricare l’impostazione del riepilogo.',
    tryAgain: 'Riprova',
    enabled: 'Inviami il riepilogo giornaliero via email',
    time: 'Orario di invio',
    timeHint: (zone) => `Nel fuso orario del ristorante (${zone}).`,
    save: 'Salva',
    saving: 'Salvataggio…',
    saved: 'Impostazione del riepilogo salvata',
    saveFailed: 'Impossibile salvare l’impostazione del riepilogo.',
    test: 'Inviami ora un riepilogo di prova',
    testSent: 'Riepilogo di prova inviato: arriverà nella tua casella tra un attimo.',
    testFailed: 'Impossibile inviare il riepilogo di prova.',
  },
};
export default it;
