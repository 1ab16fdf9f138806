import { PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoment } from '@/lib/i18n';
import { useServiceHours } from '../api/service-hours';
import { pauseTexts } from '../texts';
import { usePauseState } from '../use-pause-state';

/** The header's sign that online orders are paused, while they are (it goes away by itself when the pause ends). */
export function PauseIndicator() {
  const query = useServiceHours();
  const state = usePauseState(query.data);
  if (!query.data || !state.paused) return null;
  const until = state.endsAt ? formatMoment(state.endsAt, query.data.timezone, 'time') : null;
  return (
    <Link
      to="/dashboard/settings#pause"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
    >
      <PauseCircle aria-hidden="true" className="h-4 w-4" />
      <span>{pauseTexts.headerBadge(until)}</span>
    </Link>
  );
}
