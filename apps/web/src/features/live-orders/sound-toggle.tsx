import { Bell, BellOff } from 'lucide-react';
import { useLiveOrders } from './live-orders-context';

/** Turns the new-order chime on or off; the choice is kept in this browser. */
export function SoundToggle() {
  const { isSoundOn, setSoundOn } = useLiveOrders();
  return (
    <button
      type="button"
      onClick={() => setSoundOn(!isSoundOn)}
      aria-pressed={isSoundOn}
      aria-label={isSoundOn ? 'Order chime on' : 'Order chime off'}
      title={isSoundOn ? 'Order chime on — click to mute' : 'Order chime off — click to turn on'}
      className="rounded-lg p-2 text-stone-600 hover:bg-stone-100"
    >
      {isSoundOn ? <Bell aria-hidden="true" className="h-4 w-4" /> : <BellOff aria-hidden="true" className="h-4 w-4" />}
    </button>
  );
}
