/** German texts of features/printers (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  printersTexts: {
    title: 'Drucker',
    description:
      'Küchenbons und Belege drucken von selbst auf Star- (CloudPRNT) und Epson-Druckern (Server Direct Print): Der Drucker holt seine Bons über das Internet bei Maître ab, ohne Installation.',
    loading: 'Drucker werden geladen…',
    loadFailed: 'Die Drucker konnten nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    empty: 'Noch keine Drucker.',
    name: 'Name',
    protocol: 'Drucker',
    cloudprnt: 'Star (CloudPRNT)',
    epsonSdp: 'Epson (Server Direct Print, Direktdruck)',
    bridge: 'Netzwerkdrucker (über die Druck-Bridge)',
    bridgeHint:
      'Für jeden Netzwerkdrucker, der rohes ESC/POS auf Port 9100 annimmt: Die Druck-Bridge, ein kleines Programm auf einem Computer oder Raspberry Pi im Restaurant, reicht die Bons weiter. Koppeln Sie sie mit einem Code aus „Bildschirme und Drucker“ (Druck-Bridge hinzufügen).',
    host: 'Adresse des Druckers in Ihrem Netzwerk',
    port: 'Port',
    codePlaceholder: 'IHR-CODE',
    bridgeTitle: 'Druck-Bridge starten',
    bridgeSteps:
      'Führen Sie auf einem Computer oder Raspberry Pi im selben Netzwerk wie der Drucker (Node.js 20 oder neuer) in einer Kopie von Maître den folgenden Befehl einmal mit einem Kopplungscode aus Einstellungen → Bildschirme und Drucker aus (Druck-Bridge hinzufügen). Sie behält ihre Sitzung, spätere Starts brauchen keinen Code.',
    bridgeNetwork: 'Die Bridge verbindet sich per HTTPS nach außen mit Maître und mit dem Drucker über seinen Port: Am Router muss kein Port geöffnet werden.',
    width: 'Papierbreite',
    widthMm: (mm) => `${mm} mm`,
    kitchenTickets: 'Küchenbons',
    receipts: 'Belege',
    copies: 'Exemplare',
    autoPrint: 'Druckt von selbst',
    autoAccepted: 'Wenn eine Bestellung angenommen wird',
    autoArrived: 'Wenn eine Bestellung eingeht',
    autoOff: 'Nur auf Anfrage',
    add: 'Drucker hinzufügen',
    adding: 'Wird hinzugefügt…',
    deletePrinter: (name) => `Drucker ${name} löschen`,
    deleted: (name) => `Drucker ${name} gelöscht`,
    added: (name) => `Drucker ${name} hinzugefügt`,
    failed: 'Die Änderung konnte nicht gespeichert werden. Bitte erneut versuchen.',
    status: {
      unknown: 'Nie verbunden',
      online: 'Online',
      offline: 'Offline',
      paper_out: 'Papier leer',
      cover_open: 'Deckel offen',
      error: 'Fehler',
    },
    prints: (what) => `Druckt: ${what}`,
    copiesOf: (count) => (count === 1 ? '1 Exemplar' : `${count} Exemplare`),
    urlTitle: 'Diese Adresse im Drucker eingeben',
    urlOnce:
      'Sie wird nur jetzt angezeigt: Kopieren Sie sie, bevor Sie die Seite verlassen. Für eine neue Adresse löschen Sie den Drucker und fügen ihn erneut hinzu.',
    starSteps:
      'Öffnen Sie die Webseite des Druckers (seine IP-Adresse im Browser), gehen Sie zu CloudPRNT, schalten Sie es ein, fügen Sie die Adresse als Server URL ein und stellen Sie das Abfrageintervall auf 5 Sekunden. Speichern und den Drucker neu starten.',
    epsonSteps:
      'Öffnen Sie die Webseite des Druckers (seine IP-Adresse im Browser), gehen Sie zu Server Direct Print, schalten Sie es ein, fügen Sie die Adresse als URL ein, geben Sie eine ID (beliebiger Name) ein und stellen Sie das Intervall auf 5 Sekunden. Speichern und den Drucker neu starten.',
    copy: 'Adresse kopieren',
    copied: 'Adresse kopiert',
    done: 'Fertig',
  },
  ticketTexts: {
    title: 'Bon',
    kitchen: 'Küchenbon',
    receipt: 'Beleg',
    preview: (what, mm) => `${what}, Vorschau in ${mm} mm`,
    print: 'Auf den Druckern drucken',
    printing: 'Wird gesendet…',
    sent: (count) => (count === 1 ? '1 Bon gesendet' : `${count} Bons gesendet`),
    sentCopy: 'Erneut gesendet, als KOPIE markiert',
    failed: 'Der Bon konnte nicht gesendet werden. Bitte erneut versuchen.',
    browser58: 'Hier drucken (58 mm)',
  },
  offlineTexts: {
    offline: (names) => `Drucker offline: ${names}. Seine Bons warten, bis er wieder online ist.`,
    stopped: (names) => `Drucker braucht Aufmerksamkeit: ${names}. Seine Bons warten, bis er wieder druckt.`,
    settings: 'Druckereinstellungen',
  },
};

export default de;
