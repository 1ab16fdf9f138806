/** Dutch texts of features/realtime (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nieuwe bestelling ontvangen',
    newOrderAtTable: (table) => `Nieuwe bestelling ontvangen · Tafel ${table}`,
    chime: 'Bestelgeluid',
    chimeOn: 'Bestelgeluid aan — klik om te dempen',
    chimeOff: 'Bestelgeluid uit — klik om aan te zetten',
    live: 'Live',
    connecting: 'Verbinden…',
    reconnecting: 'Opnieuw verbinden…',
    liveHint: 'Nieuwe bestellingen verschijnen hier zodra ze geplaatst zijn',
    reconnectingHint: 'De verbinding is weg: dit scherm werkt zichzelf bij zodra ze terug is',
    enableSound: 'Tik om geluid aan te zetten',
    waiting: (count) => plural(count, { one: '# nieuwe bestelling wacht', other: '# nieuwe bestellingen wachten' }),
    acknowledge: 'Gezien',
    pageFailed: 'Deze pagina kon niet laden: misschien is de verbinding weg. Ze laadt vanzelf zodra de verbinding terug is.',
    tryAgain: 'Opnieuw proberen',
  },
};
export default nl;
