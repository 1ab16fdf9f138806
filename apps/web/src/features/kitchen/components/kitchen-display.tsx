/**
 * The kitchen display `/kitchen` (issue 21, decision 0037): full screen and dark, read from two metres. One card per
 * open ticket — its number of the day, table or pickup time, an age timer coloured by the restaurant's thresholds, an
 * allergy banner, the lines with their options (a tap marks a line done) and the notes — with Bump, "Recall last",
 * the station picker (all, expo, each station; kept in the address and on this screen), the all-day counts, scheduled
 * orders held until their fire time, and a chime on a new ticket once sound is allowed. Live through the kitchen's
 * stream; every change is read again from the server.
 */
import type { KitchenStation, Ticket, TicketsResponse } from '@maitre/shared/kitchen';
import { useEffect, useRef, useState } from 'react';
import { formatMoment } from '@/lib/i18n';
import { initialView, type KitchenView, rememberView, useBump, useKitchenStream, useMarkLine, useRecall, useTickets } from '../api/kitchen';
import { kitchenTexts } from '../texts';
import { isSignedOut, ToSignIn } from './signed-out';

/** The current time, again every `everyMs`: the age timers move without a read. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

let audio: AudioContext | undefined;
/** A short two-note chime (Web Audio, no file), when the browser lets the page play. */
function chime() {
  if (audio?.state !== 'running') return;
  for (const [index, frequency] of [988, 1319].entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    const start = audio.currentTime + index * 0.18;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.37);
  }
}

/** Notes that mention an allergy, in any of our languages (allergy, allergie, Allergie, allergia, alergia). */
const ALLERGY_NOTE = /allerg|alerg/i;

export function needsAllergyBanner(ticket: Ticket): boolean {
  return ticket.allergens.length > 0 || ALLERGY_NOTE.test(ticket.notes ?? '');
}

/** `warn` after the restaurant's warning minutes, `late` after its late minutes. */
export function ageOf(ticket: Ticket, now: number, settings: TicketsResponse['settings']): { minutes: number; level: 'fresh' | 'warn' | 'late' } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(ticket.since)) / 60_000));
  return { minutes, level: minutes >= settings.late_minutes ? 'late' : minutes >= settings.warn_minutes ? 'warn' : 'fresh' };
}

const LEVEL_STYLE = {
  fresh: 'border-stone-600',
  warn: 'border-amber-400',
  late: 'border-red-500',
} as const;
const TIMER_STYLE = {
  fresh: 'bg-stone-700 text-stone-50',
  warn: 'bg-amber-400 text-stone-950',
  late: 'bg-red-600 text-white',
} as const;

function ticketType(ticket: Ticket, timeZone: string): string {
  if (ticket.table_label) return kitchenTexts.table(ticket.table_label);
  if (ticket.pickup_at) return kitchenTexts.pickupAt(formatMoment(ticket.pickup_at, timeZone, 'time'));
  return kitchenTexts.pickupNow;
}

function TicketCard({
  ticket,
  data,
  view,
  now,
  onBump,
  onLine,
}: {
  ticket: Ticket;
  data: TicketsResponse;
  view: KitchenView;
  now: number;
  onBump(ticket: Ticket): void;
  onLine(lineId: string, done: boolean): void;
}) {
  const age = ageOf(ticket, now, data.settings);
  const stationName = (id: string | null) => data.stations.find((station) => station.id === id)?.name ?? kitchenTexts.noStation;
  const allergens = ticket.allergens.map((key) => kitchenTexts.allergen(key)).join(', ');
  return (
    <li className={`flex flex-col rounded-xl border-4 bg-stone-900 ${LEVEL_STYLE[age.level]}`} aria-label={kitchenTexts.number(ticket.number)}>
      <div className="flex items-start justify-between gap-2 p-3">
        <div>
          <p className="font-black text-4xl leading-none">{kitchenTexts.number(ticket.number)}</p>
          <p className="mt-1 font-semibold text-stone-200 text-xl">{ticketType(ticket, data.time_zone)}</p>
          <p className="text-lg text-stone-400">{ticket.customer_name}</p>
        </div>
        <span className={`rounded-lg px-3 py-1 font-bold text-2xl tabular-nums ${TIMER_STYLE[age.level]}`}>{kitchenTexts.minutes(age.minutes)}</span>
      </div>
      {needsAllergyBanner(ticket) && (
        <p className="bg-red-600 px-3 py-2 font-black text-white text-xl uppercase tracking-wide" role="note">
          {allergens ? kitchenTexts.allergens(allergens) : kitchenTexts.allergyBanner}
        </p>
      )}
      <ul className="flex-1 divide-y divide-stone-700">
        {ticket.lines.map((line) => (
          <li key={line.id}>
            <button
              type="button"
              className={`w-full px-3 py-2 text-left text-2xl focus-visible:outline focus-visible:outline-4 focus-visible:outline-sky-400 ${line.done ? 'text-stone-500 line-through' : ''}`}
              aria-pressed={line.done}
              onClick={() => onLine(line.id, !line.done)}
            >
              <span className="font-bold">{kitchenTexts.quantity(line.quantity)}</span> {line.name}
              {line.options.length > 0 && <span className="block text-amber-200 text-xl">{line.options.map((option) => option.name).join(', ')}</span>}
            </button>
          </li>
        ))}
      </ul>
      {ticket.notes && <p className="mx-3 mb-2 rounded bg-yellow-300 px-2 py-1 font-semibold text-stone-950 text-xl">{ticket.notes}</p>}
      {view === 'expo' && (
        <ul className="flex flex-wrap gap-2 px-3 pb-2">
          {ticket.progress.map((entry) => (
            <li
              key={entry.station_id ?? 'none'}
              className={`rounded px-2 py-1 font-semibold text-lg ${entry.done === entry.total ? 'bg-emerald-600 text-white' : 'bg-stone-700 text-stone-100'}`}
            >
              {kitchenTexts.progress(stationName(entry.station_id), entry.done, entry.total)}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="m-3 rounded-lg bg-emerald-600 py-4 font-black text-3xl text-white hover:bg-emerald-500 focus-visible:outline focus-visible:outline-4 focus-visible:outline-sky-400"
        aria-label={kitchenTexts.bumpTicket(ticket.number)}
        onClick={() => onBump(ticket)}
      >
        {kitchenTexts.bump}
      </button>
    </li>
  );
}

function StationPicker({ view, stations, onChange }: { view: KitchenView; stations: KitchenStation[]; onChange(view: KitchenView): void }) {
  return (
    <label className="flex items-center gap-2 text-xl">
      <span>{kitchenTexts.station}</span>
      <select className="rounded-lg bg-stone-800 px-3 py-2 text-xl text-stone-50" value={view} onChange={(event) => onChange(event.target.value)}>
        <option value="all">{kitchenTexts.allStations}</option>
        <option value="expo">{kitchenTexts.expo}</option>
        {stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function KitchenDisplay() {
  const [view, setView] = useState<KitchenView>(() => initialView(window.location.search));
  const tickets = useTickets(view);
  const connected = useKitchenStream();
  const now = useNow(15_000);
  const bump = useBump();
  const recall = useRecall();
  const markLine = useMarkLine();
  const [lastBumped, setLastBumped] = useState<{ orderId: string; number: number; station?: string | undefined } | null>(null);
  const [soundReady, setSoundReady] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Set<string> | null>(null);
  const station = view === 'all' || view === 'expo' ? undefined : view;

  // A ticket not seen before (after the first load): a chime, and a word for screen readers.
  useEffect(() => {
    const list = tickets.data?.tickets;
    if (!list) return;
    const ids = new Set(list.map((ticket) => ticket.id));
    if (seen.current) {
      const fresh = list.filter((ticket) => !ticket.held && !seen.current?.has(ticket.id));
      if (fresh.length > 0) {
        chime();
        setAnnouncement(fresh.map((ticket) => kitchenTexts.newTicket(ticket.number)).join('. '));
      }
    }
    seen.current = ids;
  }, [tickets.data]);

  const changeView = (next: KitchenView) => {
    rememberView(next);
    seen.current = null;
    setView(next);
  };
  const enableSound = () => {
    audio ??= typeof window !== 'undefined' && window.AudioContext ? new window.AudioContext() : undefined;
    void audio?.resume().then(() => setSoundReady(audio?.state === 'running'));
  };
  const onBump = (ticket: Ticket) => {
    setLastBumped({ orderId: ticket.id, number: ticket.number, station });
    bump.mutate({ orderId: ticket.id, station });
  };

  if (isSignedOut(tickets.error)) return <ToSignIn />;
  const data = tickets.data;
  const open = data?.tickets.filter((ticket) => !ticket.held) ?? [];
  const held = data?.tickets.filter((ticket) => ticket.held) ?? [];
  return (
    <div className="flex min-h-screen flex-col bg-stone-950 text-stone-50">
      <header className="flex flex-wrap items-center gap-4 border-stone-800 border-b px-4 py-3">
        <h1 className="font-black text-3xl">{kitchenTexts.title}</h1>
        <StationPicker view={view} stations={data?.stations ?? []} onChange={changeView} />
        {!connected && (
          <p className="rounded bg-amber-400 px-3 py-1 font-bold text-stone-950 text-xl" role="status">
            {kitchenTexts.offline}
          </p>
        )}
        <div className="ml-auto flex gap-3">
          {soundReady ? (
            <span className="px-3 py-2 text-lg text-stone-400">{kitchenTexts.soundOn}</span>
          ) : (
            <button type="button" className="rounded-lg bg-sky-700 px-4 py-2 font-bold text-xl" onClick={enableSound}>
              {kitchenTexts.enableSound}
            </button>
          )}
          <button
            type="button"
            className="rounded-lg bg-stone-700 px-4 py-2 font-bold text-xl disabled:opacity-40"
            disabled={!lastBumped}
            onClick={() => {
              if (!lastBumped) return;
              recall.mutate({ orderId: lastBumped.orderId, station: lastBumped.station });
              setLastBumped(null);
            }}
          >
            {kitchenTexts.recallLast}
            {lastBumped && ` ${kitchenTexts.number(lastBumped.number)}`}
          </button>
        </div>
      </header>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {(bump.isError || recall.isError || markLine.isError) && (
        <p className="bg-red-700 px-4 py-2 text-xl" role="alert">
          {kitchenTexts.failed}
        </p>
      )}
      <div className="flex flex-1 gap-4 p-4">
        <main className="flex-1">
          {tickets.isPending ? (
            <p className="text-2xl">{kitchenTexts.loading}</p>
          ) : tickets.isError || !data ? (
            <div role="alert" className="space-y-3 text-2xl">
              <p>{kitchenTexts.loadFailed}</p>
              <button type="button" className="rounded-lg bg-stone-700 px-4 py-2" onClick={() => void tickets.refetch()}>
                {kitchenTexts.tryAgain}
              </button>
            </div>
          ) : open.length === 0 ? (
            <p className="text-2xl text-stone-400">{kitchenTexts.empty}</p>
          ) : (
            <ul className="grid gap-4 [grid-template-columns:repeat(auto-fill,minmax(19rem,1fr))]">
              {open.map((ticket) => (
                <TicketCard
                  key={ticket.id}
                  ticket={ticket}
                  data={data}
                  view={view}
                  now={now}
                  onBump={onBump}
                  onLine={(lineId, done) => markLine.mutate({ lineId, done })}
                />
              ))}
            </ul>
          )}
          {data && held.length > 0 && (
            <section className="mt-6">
              <h2 className="font-bold text-2xl text-stone-300">{kitchenTexts.held}</h2>
              <ul className="mt-2 flex flex-wrap gap-3">
                {held.map((ticket) => (
                  <li key={ticket.id} className="rounded-lg bg-stone-800 px-3 py-2 text-xl">
                    <span className="font-black">{kitchenTexts.number(ticket.number)}</span>{' '}
                    {kitchenTexts.firesAt(formatMoment(ticket.fire_at ?? ticket.since, data.time_zone, 'time'))}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </main>
        {data && (
          <aside className="w-72 shrink-0 rounded-xl bg-stone-900 p-4" aria-labelledby="kitchen-all-day">
            <h2 id="kitchen-all-day" className="font-black text-2xl">
              {kitchenTexts.allDay}
            </h2>
            {data.all_day.length === 0 ? (
              <p className="mt-2 text-lg text-stone-400">{kitchenTexts.allDayEmpty}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-2xl">
                {data.all_day.map((count) => (
                  <li key={count.name} className="flex justify-between gap-2">
                    <span>{count.name}</span>
                    <span className="font-black tabular-nums">{count.quantity}</span>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
