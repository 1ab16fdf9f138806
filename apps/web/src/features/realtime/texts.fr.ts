/** French texts of features/realtime (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nouvelle commande reçue',
    chime: 'Son des commandes',
    chimeOn: 'Son des commandes activé — cliquez pour le couper',
    chimeOff: "Son des commandes coupé — cliquez pour l'activer",
  },
};
export default fr;
