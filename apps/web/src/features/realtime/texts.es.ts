/** Spanish texts of features/realtime (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nuevo pedido recibido',
    chime: 'Sonido de pedidos',
    chimeOn: 'Sonido de pedidos activado — haz clic para silenciarlo',
    chimeOff: 'Sonido de pedidos desactivado — haz clic para activarlo',
  },
};
export default es;
