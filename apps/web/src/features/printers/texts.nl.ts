/** Dutch texts of features/printers (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  printersTexts: {
    title: 'Printers',
    description:
      'Keukenbonnen en kassabonnen printen vanzelf op Star- (CloudPRNT) en Epson-printers (Server Direct Print): de printer haalt zijn bonnen via internet bij Maître op, zonder installatie.',
    loading: 'Printers laden…',
    loadFailed: 'De printers konden niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    empty: 'Nog geen printers.',
    name: 'Naam',
    protocol: 'Printer',
    cloudprnt: 'Star (CloudPRNT)',
    epsonSdp: 'Epson (Server Direct Print, direct afdrukken)',
    bridge: 'Netwerkprinter (via de printbrug)',
    bridgeHint:
      'Voor elke netwerkprinter die ruwe ESC/POS op poort 9100 aanneemt: de printbrug, een klein programma op een computer of Raspberry Pi in het restaurant, geeft de bonnen door. Koppel hem met een code uit Schermen en printers (voeg een printbrug toe).',
    host: 'Adres van de printer in uw netwerk',
    port: 'Poort',
    codePlaceholder: 'UW-CODE',
    bridgeTitle: 'Start de printbrug',
    bridgeSteps:
      'Voer op een computer of Raspberry Pi in hetzelfde netwerk als de printer (Node.js 20 of nieuwer), in een kopie van Maître, de opdracht hieronder één keer uit met een koppelcode uit Instellingen → Schermen en printers (voeg een printbrug toe). Hij bewaart zijn sessie, dus later starten kan zonder code.',
    bridgeNetwork: 'De brug maakt zelf verbinding met Maître via HTTPS en met de printer op zijn poort: u hoeft geen poort op uw router te openen.',
    width: 'Papierbreedte',
    widthMm: (mm) => `${mm} mm`,
    kitchenTickets: 'Keukenbonnen',
    receipts: 'Kassabonnen',
    copies: 'Exemplaren',
    autoPrint: 'Print vanzelf',
    autoAccepted: 'Als een bestelling is geaccepteerd',
    autoArrived: 'Als een bestelling binnenkomt',
    autoOff: 'Alleen op verzoek',
    add: 'Printer toevoegen',
    adding: 'Toevoegen…',
    deletePrinter: (name) => `Printer ${name} verwijderen`,
    deleted: (name) => `Printer ${name} verwijderd`,
    added: (name) => `Printer ${name} toegevoegd`,
    failed: 'De wijziging kon niet worden opgeslagen. Probeer het opnieuw.',
    status: {
      unknown: 'Nooit verbonden',
      online: 'Online',
      offline: 'Offline',
      paper_out: 'Papier op',
      cover_open: 'Klep open',
      error: 'Fout',
    },
    prints: (what) => `Print: ${what}`,
    copiesOf: (count) => (count === 1 ? '1 exemplaar' : `${count} exemplaren`),
    urlTitle: 'Typ dit adres in de printer',
    urlOnce: 'Het wordt alleen nu getoond: kopieer het voordat je de pagina verlaat. Voor een nieuw adres verwijder je de printer en voeg je hem opnieuw toe.',
    starSteps:
      'Open de webpagina van de printer (zijn IP-adres in een browser), ga naar CloudPRNT, zet het aan, plak het adres als Server URL en zet het pollinginterval op 5 seconden. Sla op en herstart de printer.',
    epsonSteps:
      'Open de webpagina van de printer (zijn IP-adres in een browser), ga naar Server Direct Print, zet het aan, plak het adres als URL, vul een ID in (een naam naar keuze) en zet het interval op 5 seconden. Sla op en herstart de printer.',
    copy: 'Adres kopiëren',
    copied: 'Adres gekopieerd',
    done: 'Klaar',
  },
  ticketTexts: {
    title: 'Bon',
    kitchen: 'Keukenbon',
    receipt: 'Kassabon',
    preview: (what, mm) => `${what}, voorbeeld op ${mm} mm`,
    print: 'Printen op de printers',
    printing: 'Versturen…',
    sent: (count) => (count === 1 ? '1 bon verstuurd' : `${count} bonnen verstuurd`),
    sentCopy: 'Opnieuw verstuurd, gemarkeerd als KOPIE',
    failed: 'De bon kon niet worden verstuurd. Probeer het opnieuw.',
    browser58: 'Hier printen (58 mm)',
  },
  offlineTexts: {
    offline: (names) => `Printer offline: ${names}. Zijn bonnen wachten tot hij weer online is.`,
    stopped: (names) => `Printer vraagt aandacht: ${names}. Zijn bonnen wachten tot hij weer afdrukt.`,
    settings: 'Printerinstellingen',
  },
};

export default nl;
