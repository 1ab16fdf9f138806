import { Bell, BellOff } from 'lucide-react';
import { useLiveOrders } from './live-orders-context';
import { liveOrdersTexts } from './texts';

/**
 * Turns the new-order chime on or off; the choice is kept in this browser. One fixed name with aria-pressed (a name that
 * flipped with the state read as "Order chime off, toggle button, not pressed").
 */
export function SoundToggle() {
  const { isSoundOn, setSoundOn } = useLiveOrders();
  return (
    <button
      type="button"
      onClick={() => setSoundOn(!isSoundOn)}
      aria-pressed={isSoundOn}
      aria-label={liveOrdersTexts.chime}
      title={isSoundOn ? liveOrdersTexts.chimeOn : liveOrdersTexts.chimeOff}
      className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
    >
      {isSoundOn ? <Bell aria-hidden="true" className="h-4 w-4" /> : <BellOff aria-hidden="true" className="h-4 w-4" />}
    </button>
  );
}
