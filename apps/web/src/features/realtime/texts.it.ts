/** Italian texts of features/realtime (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nuovo ordine ricevuto',
    chime: 'Suono degli ordini',
    chimeOn: 'Suono degli ordini attivo — clicca per disattivarlo',
    chimeOff: 'Suono degli ordini disattivato — clicca per attivarlo',
  },
};
export default it;
