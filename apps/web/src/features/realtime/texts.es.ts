/** Spanish texts of features/realtime (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nuevo pedido recibido',
    newOrderAtTable: (table) => `Nuevo pedido recibido · Mesa ${table}`,
    chime: 'Sonido de pedidos',
    chimeOn: 'Sonido de pedidos activado — haz clic para silenciarlo',
    chimeOff: 'Sonido de pedidos desactivado — haz clic para activarlo',
    live: 'En directo',
    connecting: 'Conectando…',
    reconnecting: 'Reconectando…',
    liveHint: 'Los pedidos nuevos llegan a esta pantalla en cuanto se hacen',
    reconnectingHint: 'Se ha perdido la conexión: esta pantalla se pondrá al día sola cuando vuelva',
    enableSound: 'Toca para activar el sonido',
    waiting: (count) => plural(count, { one: '# pedido nuevo en espera', other: '# pedidos nuevos en espera' }),
    acknowledge: 'Visto',
    pageFailed: 'No se ha podido cargar esta página: puede que no haya conexión. Se cargará sola en cuanto vuelva la conexión.',
    tryAgain: 'Reintentar',
  },
};
export default es;
