/** Italian texts of features/realtime (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nuovo ordine ricevuto',
    newOrderAtTable: (table) => `Nuovo ordine ricevuto · Tavolo ${table}`,
    chime: 'Suono degli ordini',
    chimeOn: 'Suono degli ordini attivo — clicca per disattivarlo',
    chimeOff: 'Suono degli ordini disattivato — clicca per attivarlo',
    live: 'In diretta',
    connecting: 'Connessione…',
    reconnecting: 'Riconnessione…',
    liveHint: 'I nuovi ordini arrivano su questo schermo appena vengono fatti',
    reconnectingHint: 'La connessione è caduta: questo schermo si aggiorna da solo appena torna',
    enableSound: 'Tocca per attivare il suono',
    waiting: (count) => plural(count, { one: '# nuovo ordine in attesa', other: '# nuovi ordini in attesa' }),
    acknowledge: 'Visto',
    pageFailed: 'Non è stato possibile caricare questa pagina: forse la connessione è caduta. Si caricherà da sola appena la connessione torna.',
    tryAgain: 'Riprova',
  },
};
export default it;
