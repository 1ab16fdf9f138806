import { PAUSE_MINUTES } from '@maitre/shared/service-hours';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/features/team/use-permission';
import { formatMoment } from '@/lib/i18n';
import { usePauseOrders, useServiceHours } from '../api/service-hours';
import { pauseTexts } from '../texts';
import { usePauseState } from '../use-pause-state';

/** Pause online orders for 15, 30 or 60 minutes or until resumed, with a message to guests; resume (issue 20). */
export function PauseControl() {
  const query = useServiceHours();
  const canPause = usePermission('orders:update_status');
  const pause = usePauseOrders();
  const [message, setMessage] = useState('');
  const state = usePauseState(query.data);
  if (!query.data || !canPause) return null;
  const zone = query.data.timezone;

  if (state.paused) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
        <p role="status" className="flex-1 text-sm font-medium text-amber-900">
          {state.endsAt ? pauseTexts.pausedUntil(formatMoment(state.endsAt, zone, 'time')) : pauseTexts.pausedIndefinitely}
          {state.message && <span className="mt-1 block font-normal">“{state.message}”</span>}
        </p>
        <Button loading={pause.isPending} onClick={() => pause.mutate('resume')}>
          {pauseTexts.resume}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <label className="block text-sm">
        <span className="block font-medium text-stone-800">{pauseTexts.message}</span>
        <input
          value={message}
          maxLength={200}
          placeholder={pauseTexts.messagePlaceholder}
          onChange={(event) => setMessage(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus:border-brand-600"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        {PAUSE_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            aria-label={pauseTexts.pauseFor(minutes)}
            disabled={pause.isPending}
            onClick={() => pause.mutate({ minutes, message })}
          >
            {pauseTexts.forMinutes(minutes)}
          </Button>
        ))}
        <Button
          variant="secondary"
          aria-label={pauseTexts.pauseUntilResumed}
          disabled={pause.isPending}
          onClick={() => pause.mutate({ minutes: null, message })}
        >
          {pauseTexts.untilResumed}
        </Button>
      </div>
    </div>
  );
}
