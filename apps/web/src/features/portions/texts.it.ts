/** Italian texts of features/portions (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  portionsTexts: {
    notCounted: 'Non contato',
    left: (count) => `${count === 1 ? 'Ne resta 1' : `Ne restano ${count}`} oggi`,
    soldOut: 'Esaurito',
    par: (count) => `${count} al giorno`,
    set: 'Porzioni',
    setFor: (name) => `Porzioni di ${name}`,
    formTitle: (name) => `Porzioni di ${name}`,
    leftLabel: 'Rimaste oggi',
    leftHint: 'Vuoto: non contato. A 0 risulta esaurito nella pagina degli ordini.',
    parLabel: 'Ogni giorno riparte da',
    parHint: (time) => `Facoltativo: il conteggio riparte da questo numero ogni giorno alle ${time}.`,
    save: 'Salva',
    saving: 'Salvataggio…',
    cancel: 'Annulla',
    notWhole: 'Inserisci un numero intero, per esempio 12',
    negative: 'Il conteggio non può essere negativo',
    tooMany: (max) => `Al massimo ${max}`,
    saved: (name) => `Porzioni di ${name} salvate`,
    saveFailed: 'Impossibile salvare il conteggio. Riprova.',
  },
  resetPortionsTexts: {
    button: 'Azzera i conteggi',
    title: 'Azzerare tutti i conteggi?',
    body: 'Ogni piatto e ogni opzione contati ripartono dal loro numero iniziale giornaliero; quelli che non ne hanno uno non vengono più contati. I clienti lo vedono subito.',
    confirm: 'Azzera',
    done: 'Conteggi azzerati',
    failed: 'Impossibile azzerare i conteggi. Riprova.',
  },
};

export default it;
