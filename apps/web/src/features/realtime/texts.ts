/** Every text of features/realtime a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts } from '@/lib/i18n';

/** The live orders: the new-order toast and the chime's toggle in the header. */
export const liveOrdersTexts = defineTexts('realtime.liveOrdersTexts', {
  newOrder: 'New order received',
  chime: 'Order chime',
  chimeOn: 'Order chime on — click to mute',
  chimeOff: 'Order chime off — click to turn on',
});
