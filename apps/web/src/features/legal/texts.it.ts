/** Italian texts of features/legal (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  legalFooterTexts: {
    privacy: 'Informativa sulla privacy',
    imprint: 'Note legali',
    usedFor: 'Come vengono usati i tuoi dati:',
  },
  legalViewTexts: {
    loading: 'Caricamento…',
    loadFailed: 'Impossibile caricare questo testo.',
    tryAgain: 'Riprova',
    noImprint: 'Questo ristorante non ha ancora pubblicato le note legali.',
    defaultNotice: 'Questa è l’informativa standard di Maître per questa pagina di ordinazione; il ristorante non ha ancora scritto la propria.',
  },
  legalSettingsTexts: {
    title: 'Informativa sulla privacy e note legali',
    description:
      'I clienti le aprono dal piè di pagina della tua pagina di ordinazione. Nell’UE un negozio che prende ordini online deve dire chi lo gestisce (note legali) e come usa i dati personali (informativa sulla privacy).',
    loading: 'Caricamento dei testi…',
    loadFailed: 'Impossibile caricare i testi.',
    tryAgain: 'Riprova',
    readOnly: 'Solo il titolare e i manager possono modificare questi testi.',
    privacy: 'Informativa sulla privacy',
    privacyHint:
      'Lascia vuoto per mostrare l’informativa standard di Maître: indica il tuo ristorante come titolare dei dati e dice cosa viene salvato per un ordine (nome, telefono, e-mail, note) e per quanto tempo.',
    imprint: 'Note legali',
    imprintHint:
      'Di solito: la ragione sociale e chi la rappresenta, l’indirizzo postale, un numero di telefono e un indirizzo e-mail, il registro delle imprese con il numero di iscrizione e la partita IVA.',
    plainText: 'Testo semplice: gli a capo vengono mantenuti, nient’altro viene formattato.',
    count: (count, max) => `${count} / ${max} caratteri`,
    save: 'Salva i testi',
    saving: 'Salvataggio…',
    saved: 'Informativa sulla privacy e note legali salvate',
    saveFailed: 'Impossibile salvare i testi',
  },
};

export default it;
