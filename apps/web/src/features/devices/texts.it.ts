/** Italian texts of features/devices (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  devicesTexts: {
    title: 'Schermi e stampanti',
    description:
      'Schermi cucina, schermi ordini pronti e stampanti accedono con un codice monouso, mai con la password di una persona. Revocane uno ed è disconnesso subito.',
    loading: 'Caricamento dei dispositivi…',
    loadFailed: 'Impossibile caricare i dispositivi.',
    tryAgain: 'Riprova',
    empty: 'Ancora nessun dispositivo. Abbina il tablet della cucina o lo schermo del bancone: ci vuole un minuto.',
    pair: 'Abbina un dispositivo',
    kind: 'Tipo di dispositivo',
    name: 'Nome',
    namePlaceholder: 'Pass, Griglia, Bancone…',
    create: 'Ottieni un codice',
    creating: 'Creazione…',
    cancel: 'Annulla',
    close: 'Fatto',
    kitchen_display: 'Schermo cucina',
    ready_board: 'Schermo ordini pronti',
    printer: 'Stampante',
    print_bridge: 'Bridge di stampa',
    waiting: 'In attesa del suo codice',
    paired: 'Abbinato',
    lastSeen: (when) => `Visto l’ultima volta ${when}`,
    createdBy: (name) => `Aggiunto da ${name}`,
    codeTitle: (name) => `Codice per ${name}`,
    codeLead: 'Sul dispositivo, apri questo indirizzo e digita il codice:',
    codeExpires: (time) => `Valido una volta, fino alle ${time}.`,
    newCode: 'Nuovo codice',
    newCodeFor: (name) => `Nuovo codice per ${name}`,
    revoke: 'Revoca',
    revokeDevice: (name) => `Revoca ${name}`,
    revokeQuestion: (name) => `Revocare ${name}? Viene disconnesso subito e gli servirà un nuovo codice per tornare.`,
    revokeConfirm: 'Revoca',
    revoked: (name) => `${name} revocato`,
    failed: 'Impossibile salvare la modifica. Riprova.',
  },
  pairTexts: {
    title: 'Abbina questo dispositivo',
    lead: 'Digita il codice creato da un responsabile in Impostazioni → Schermi e stampanti.',
    code: 'Codice di abbinamento',
    submit: 'Abbina',
    submitting: 'Abbinamento…',
    required: 'Digita il codice mostrato nelle Impostazioni.',
    failed: 'Impossibile abbinare il dispositivo. Controlla la connessione e riprova.',
    paired: (name, restaurant) => `${name} è abbinato a ${restaurant}.`,
    nothingToOpen: 'Questo dispositivo non ha uno schermo da mostrare qui: puoi chiudere questa pagina.',
  },
};
export default it;
