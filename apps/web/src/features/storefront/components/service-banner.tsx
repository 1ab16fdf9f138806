import type { StorefrontService } from '@maitre/shared/service-hours';
import { dayAndTime, timeOfDay } from '../service-format';
import { serviceTexts } from '../texts';

/** Closed ("Closed · opens Tue 11:30") or paused (with the restaurant's message), at the top of the order page. */
export function ServiceBanner({ service }: { service: StorefrontService | undefined }) {
  if (!service || service.state === 'open') return null;
  const zone = service.timezone;
  if (service.state === 'paused') {
    return (
      <div role="status" className="border-b border-amber-200 bg-amber-50">
        <div className="mx-auto max-w-5xl px-4 py-3 text-amber-950">
          <p className="font-semibold">{service.paused_until ? serviceTexts.pausedUntil(timeOfDay(service.paused_until, zone)) : serviceTexts.paused}</p>
          {service.pause_message && <p className="mt-1 text-sm">{service.pause_message}</p>}
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="border-b border-stone-200 bg-stone-100">
      <div className="mx-auto max-w-5xl px-4 py-3 text-stone-900">
        <p className="font-semibold">{service.next_opening ? serviceTexts.closedOpens(dayAndTime(service.next_opening, zone)) : serviceTexts.closed}</p>
        {service.scheduling && service.slots.length > 0 && <p className="mt-1 text-sm">{serviceTexts.closedSchedule}</p>}
      </div>
    </div>
  );
}
