/** German texts of features/realtime (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Neue Bestellung eingegangen',
    chime: 'Bestellton',
    chimeOn: 'Bestellton an — zum Stummschalten klicken',
    chimeOff: 'Bestellton aus — zum Einschalten klicken',
  },
};
export default de;
