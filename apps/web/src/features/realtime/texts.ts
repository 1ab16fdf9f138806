/** Every text of features/realtime a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

/** The live orders: the new-order toast and the chime's toggle in the header. */
export const liveOrdersTexts = defineTexts('realtime.liveOrdersTexts', {
  newOrder: 'New order received',
  newOrderAtTable: (table: string) => `New order received · Table ${table}`,
  chime: 'Order chime',
  chimeOn: 'Order chime on — click to mute',
  chimeOff: 'Order chime off — click to turn on',
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  liveHint: 'New orders arrive on this screen as they are placed',
  reconnectingHint: 'The connection is down: this screen catches up by itself when it is back',
  enableSound: 'Tap to enable sound',
  waiting: (count: number) => plural(count, { one: '# new order waiting', other: '# new orders waiting' }),
  acknowledge: 'Acknowledge',
  pageFailed: 'This page could not load: the connection may be down. It loads by itself once the connection is back.',
  tryAgain: 'Try again',
});
