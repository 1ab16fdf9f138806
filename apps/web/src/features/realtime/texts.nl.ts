/** Dutch texts of features/realtime (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nieuwe bestelling ontvangen',
    chime: 'Bestelgeluid',
    chimeOn: 'Bestelgeluid aan — klik om te dempen',
    chimeOff: 'Bestelgeluid uit — klik om aan te zetten',
  },
};
export default nl;
