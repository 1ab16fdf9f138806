/** Italian texts of features/printers (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  printersTexts: {
    title: 'Stampanti',
    description:
      'Comande e ricevute si stampano da sole sulle stampanti Star (CloudPRNT) ed Epson (Server Direct Print): la stampante chiede le sue comande a Maître via internet, senza installare nulla.',
    loading: 'Caricamento delle stampanti…',
    loadFailed: 'Impossibile caricare le stampanti.',
    tryAgain: 'Riprova',
    empty: 'Ancora nessuna stampante.',
    name: 'Nome',
    protocol: 'Stampante',
    cloudprnt: 'Star (CloudPRNT)',
    epsonSdp: 'Epson (Server Direct Print, stampa diretta)',
    bridge: 'Stampante di rete (tramite il bridge di stampa)',
    bridgeHint:
      'Per qualsiasi stampante di rete che accetta ESC/POS grezzo sulla porta 9100: il bridge di stampa, un piccolo programma su un computer o un Raspberry Pi del ristorante, le passa gli scontrini. Abbinalo con un codice da Schermi e stampanti (aggiungi un bridge di stampa).',
    host: 'Indirizzo della stampante nella tua rete',
    port: 'Porta',
    codePlaceholder: 'TUO-CODICE',
    bridgeTitle: 'Avvia il bridge di stampa',
    bridgeSteps:
      'Su un computer o un Raspberry Pi nella stessa rete della stampante (Node.js 20 o successivo), in una copia di Maître, esegui una volta il comando qui sotto con un codice di abbinamento da Impostazioni → Schermi e stampanti (aggiungi un bridge di stampa). Conserva la sessione: gli avvii successivi non chiedono il codice.',
    bridgeNetwork: 'Il bridge si collega verso Maître in HTTPS e alla stampante sulla sua porta: nessuna porta da aprire sul router.',
    width: 'Larghezza carta',
    widthMm: (mm) => `${mm} mm`,
    kitchenTickets: 'Comande cucina',
    receipts: 'Ricevute',
    copies: 'Copie',
    autoPrint: 'Stampa da sola',
    autoAccepted: 'Quando un ordine è accettato',
    autoArrived: 'Quando arriva un ordine',
    autoOff: 'Solo su richiesta',
    add: 'Aggiungi stampante',
    adding: 'Aggiunta…',
    deletePrinter: (name) => `Elimina la stampante ${name}`,
    deleted: (name) => `Stampante ${name} eliminata`,
    added: (name) => `Stampante ${name} aggiunta`,
    failed: 'Impossibile salvare la modifica. Riprova.',
    status: {
      unknown: 'Mai connessa',
      online: 'Online',
      offline: 'Offline',
      paper_out: 'Carta esaurita',
      cover_open: 'Coperchio aperto',
      error: 'Errore',
    },
    prints: (what) => `Stampa: ${what}`,
    copiesOf: (count) => (count === 1 ? '1 copia' : `${count} copie`),
    urlTitle: 'Inserisci questo indirizzo nella stampante',
    urlOnce: 'È mostrato solo ora: copialo prima di lasciare la pagina. Per averne uno nuovo, elimina la stampante e aggiungila di nuovo.',
    starSteps:
      'Apri la pagina web della stampante (il suo indirizzo IP in un browser), vai su CloudPRNT, attivalo, incolla l’indirizzo come Server URL e imposta l’intervallo di polling a 5 secondi. Salva e riavvia la stampante.',
    epsonSteps:
      'Apri la pagina web della stampante (il suo indirizzo IP in un browser), vai su Server Direct Print, attivalo, incolla l’indirizzo come URL, inserisci un ID (un nome a scelta) e imposta l’intervallo a 5 secondi. Salva e riavvia la stampante.',
    copy: 'Copia indirizzo',
    copied: 'Indirizzo copiato',
    done: 'Fatto',
  },
  ticketTexts: {
    title: 'Comanda',
    kitchen: 'Comanda cucina',
    receipt: 'Ricevuta',
    preview: (what, mm) => `${what}, anteprima a ${mm} mm`,
    print: 'Stampa sulle stampanti',
    printing: 'Invio…',
    sent: (count) => (count === 1 ? '1 comanda inviata' : `${count} comande inviate`),
    sentCopy: 'Inviata di nuovo, segnata COPIA',
    failed: 'Impossibile inviare la comanda. Riprova.',
    browser58: 'Stampa qui (58 mm)',
  },
  offlineTexts: {
    offline: (names) => `Stampante offline: ${names}. Le sue comande aspettano che torni online.`,
    stopped: (names) => `Stampante da controllare: ${names}. Le sue comande aspettano che torni a stampare.`,
    settings: 'Impostazioni stampanti',
  },
};

export default it;
