/** Every text of features/printers a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** Settings → Printers (issue 21, decision 0038): Star CloudPRNT and Epson Server Direct Print printers. */
export const printersTexts = defineTexts('printers.printersTexts', {
  title: 'Printers',
  description:
    'Kitchen tickets and receipts print by themselves on Star (CloudPRNT) and Epson (Server Direct Print) printers: the printer asks Maître for its tickets over the internet, nothing to install.',
  loading: 'Loading the printers…',
  loadFailed: 'The printers could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No printers yet.',
  name: 'Name',
  protocol: 'Printer',
  cloudprnt: 'Star (CloudPRNT)',
  epsonSdp: 'Epson (Server Direct Print)',
  bridge: 'Network printer (through the print bridge)',
  bridgeHint:
    'For any network printer that takes raw ESC/POS on port 9100: the print bridge, a small program on a computer or Raspberry Pi in the restaurant, passes the tickets on. Pair it with a code from Screens and printers (add a print bridge).',
  host: 'Printer’s address on your network',
  port: 'Port',
  codePlaceholder: 'YOUR-CODE',
  bridgeTitle: 'Start the print bridge',
  bridgeSteps:
    'On a computer or Raspberry Pi on the same network as the printer (Node.js 20 or later), in a copy of Maître, run the command below once with a pairing code from Settings → Screens and printers (add a print bridge). It keeps its session, so later starts need no code.',
  bridgeNetwork: 'The bridge connects out to Maître over HTTPS and to the printer on its port: no port to open on your router.',
  width: 'Paper width',
  widthMm: (mm: number) => `${mm} mm`,
  kitchenTickets: 'Kitchen tickets',
  receipts: 'Receipts',
  copies: 'Copies',
  autoPrint: 'Prints by itself',
  autoAccepted: 'When an order is accepted',
  autoArrived: 'When an order arrives',
  autoOff: 'Only when asked',
  add: 'Add printer',
  adding: 'Adding…',
  deletePrinter: (name: string) => `Delete printer ${name}`,
  deleted: (name: string) => `Printer ${name} deleted`,
  added: (name: string) => `Printer ${name} added`,
  failed: 'The change could not be saved. Please try again.',
  status: {
    unknown: 'Never connected',
    online: 'Online',
    offline: 'Offline',
    paper_out: 'Paper out',
    cover_open: 'Cover open',
    error: 'Error',
  },
  prints: (what: string) => `Prints: ${what}`,
  copiesOf: (count: number) => (count === 1 ? '1 copy' : `${count} copies`),
  urlTitle: 'Type this address into the printer',
  urlOnce: 'It is shown only now: copy it before you leave this page. To get a new one, delete the printer and add it again.',
  starSteps:
    'Open the printer’s web page (its IP address in a browser), go to CloudPRNT, switch it on, paste the address as Server URL and set the polling interval to 5 seconds. Save and restart the printer.',
  epsonSteps:
    'Open the printer’s web page (its IP address in a browser), go to Server Direct Print, switch it on, paste the address as URL, enter an ID (any name) and set the interval to 5 seconds. Save and restart the printer.',
  copy: 'Copy address',
  copied: 'Address copied',
  done: 'Done',
});

/** The order detail's ticket: the preview from the server, printing on the printers, the browser fallback. */
export const ticketTexts = defineTexts('printers.ticketTexts', {
  title: 'Ticket',
  kitchen: 'Kitchen ticket',
  receipt: 'Receipt',
  preview: (what: string, mm: number) => `${what}, preview at ${mm} mm`,
  print: 'Print on the printers',
  printing: 'Sending…',
  sent: (count: number) => (count === 1 ? '1 ticket sent' : `${count} tickets sent`),
  sentCopy: 'Sent again, marked COPY',
  failed: 'The ticket could not be sent. Please try again.',
  browser58: 'Print here (58 mm)',
});

/** The dashboard's notice when a printer that should print by itself is offline. */
export const offlineTexts = defineTexts('printers.offlineTexts', {
  offline: (names: string) => `Printer offline: ${names}. Its tickets wait until it is back online.`,
  stopped: (names: string) => `Printer needs attention: ${names}. Its tickets wait until it prints again.`,
  settings: 'Printer settings',
});
