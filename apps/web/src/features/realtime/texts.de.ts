/** German texts of features/realtime (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Neue Bestellung eingegangen',
    newOrderAtTable: (table) => `Neue Bestellung eingegangen · Tisch ${table}`,
    chime: 'Bestellton',
    chimeOn: 'Bestellton an — zum Stummschalten klicken',
    chimeOff: 'Bestellton aus — zum Einschalten klicken',
    live: 'Live',
    connecting: 'Verbinde…',
    reconnecting: 'Verbindung wird wiederhergestellt…',
    liveHint: 'Neue Bestellungen erscheinen hier, sobald sie aufgegeben werden',
    reconnectingHint: 'Die Verbindung ist unterbrochen: Dieser Bildschirm holt alles nach, sobald sie wieder steht',
    enableSound: 'Tippen, um den Ton einzuschalten',
    waiting: (count) => plural(count, { one: '# neue Bestellung wartet', other: '# neue Bestellungen warten' }),
    acknowledge: 'Gesehen',
    pageFailed: 'Diese Seite konnte nicht geladen werden – vielleicht ist die Verbindung unterbrochen. Sie lädt von selbst, sobald die Verbindung zurück ist.',
    tryAgain: 'Erneut versuchen',
  },
};
export default de;
