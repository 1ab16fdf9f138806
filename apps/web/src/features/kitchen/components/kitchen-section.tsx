/**
 * Settings → Kitchen (issue 21, decision 0037), loaded lazily by the settings page: the stations (add, rename, move,
 * delete), which station each category and dish goes to (a dish's own wins over its category's), and the age colours
 * of the kitchen display. Only for roles that manage the kitchen (owners and managers); the server refuses the others.
 */
import type { KitchenSetup, KitchenStation } from '@maitre/shared/kitchen';
import { MAX_STATION_NAME_LENGTH } from '@maitre/shared/kitchen';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { controlClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { useUniqueId } from '@/lib/use-unique-id';
import { useAddStation, useDeleteStation, useKitchenSetup, useMapStation, useRenameStation, useReorderStations, useSaveKitchenSettings } from '../api/kitchen';
import { kitchenSettingsTexts } from '../texts';

const iconButton = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900';

function refusal(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors?.name?.[0] ?? error.fieldErrors?.late_minutes?.[0] ?? error.message;
  return kitchenSettingsTexts.failed;
}

export function KitchenSection() {
  const allowed = usePermission('kitchen:manage');
  if (!allowed) return null;
  return (
    <section aria-labelledby="kitchen" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="kitchen" className="font-display text-lg font-semibold text-stone-900">
        {kitchenSettingsTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{kitchenSettingsTexts.description}</p>
      <p className="mt-2 flex flex-wrap gap-4 text-sm">
        <a className="font-medium text-brand-700 underline" href="/kitchen">
          {kitchenSettingsTexts.openDisplay}
        </a>
        <a className="font-medium text-brand-700 underline" href="/ready">
          {kitchenSettingsTexts.openBoard}
        </a>
      </p>
      <div className="mt-5">
        <KitchenEditor />
      </div>
    </section>
  );
}

function KitchenEditor() {
  const setup = useKitchenSetup();
  if (setup.isPending) return <p className="text-sm text-stone-600">{kitchenSettingsTexts.loading}</p>;
  if (setup.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {kitchenSettingsTexts.loadFailed}
      </p>
    );
  return (
    <div className="space-y-8">
      <Stations stations={setup.data.stations} />
      <Mapping setup={setup.data} />
      <Colours key={`${setup.data.settings.warn_minutes}-${setup.data.settings.late_minutes}`} setup={setup.data} />
    </div>
  );
}

function Stations({ stations }: { stations: KitchenStation[] }) {
  const add = useAddStation();
  const reorder = useReorderStations();
  const remove = useDeleteStation();
  const [name, setName] = useState('');
  const inputId = useUniqueId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const move = (index: number, by: number) => {
    const ids = stations.map((station) => station.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-stone-900">{kitchenSettingsTexts.stations}</h3>
      {stations.length === 0 ? (
        <p className="text-sm text-stone-600">{kitchenSettingsTexts.noStations}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {stations.map((station, index) => (
            <li key={station.id} className="flex items-center gap-2 p-2">
              <StationName station={station} />
              <button
                type="button"
                className={iconButton}
                aria-label={kitchenSettingsTexts.moveUp(station.name)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={kitchenSettingsTexts.moveDown(station.name)}
                disabled={index === stations.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
              <button type="button" className={iconButton} aria-label={kitchenSettingsTexts.delete(station.name)} onClick={() => remove.mutate(station.id)}>
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <div className="flex-1">
          <label htmlFor={inputId} className={labelClass}>
            {kitchenSettingsTexts.newStation}
          </label>
          <input id={inputId} className={controlClass} value={name} maxLength={MAX_STATION_NAME_LENGTH} onChange={(event) => setName(event.target.value)} />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={add.isPending || name.trim() === ''}>
          {kitchenSettingsTexts.add}
        </button>
      </form>
      {(add.isError || reorder.isError || remove.isError) && (
        <p role="alert" className="text-sm text-red-800">
          {refusal(add.error ?? reorder.error ?? remove.error)}
        </p>
      )}
    </div>
  );
}

function StationName({ station }: { station: KitchenStation }) {
  const rename = useRenameStation();
  const [name, setName] = useState(station.name);
  const save = () => {
    if (name.trim() && name.trim() !== station.name) rename.mutate({ id: station.id, name: name.trim() });
  };
  return (
    <input
      className={`${controlClass} flex-1`}
      aria-label={kitchenSettingsTexts.rename(station.name)}
      value={name}
      maxLength={MAX_STATION_NAME_LENGTH}
      onChange={(event) => setName(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}

function Mapping({ setup }: { setup: KitchenSetup }) {
  const map = useMapStation();
  if (setup.stations.length === 0) return null;
  const options = (inherit: boolean) => (
    <>
      <option value="">{inherit ? kitchenSettingsTexts.sameAsCategory : kitchenSettingsTexts.none}</option>
      {setup.stations.map((station) => (
        <option key={station.id} value={station.id}>
          {station.name}
        </option>
      ))}
    </>
  );
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-stone-900">{kitchenSettingsTexts.mapping}</h3>
      <ul className="space-y-4">
        {setup.categories.map((category) => (
          <li key={category.id} className="rounded-lg border border-stone-200 p-3">
            <select
              className={`${controlClass} font-semibold`}
              aria-label={kitchenSettingsTexts.categoryStation(category.name)}
              value={category.station_id ?? ''}
              onChange={(event) => map.mutate({ kind: 'categories', id: category.id, stationId: event.target.value || null })}
            >
              {options(false)}
            </select>
            <p className="mt-1 font-medium text-sm text-stone-700">{category.name}</p>
            <ul className="mt-2 space-y-2 pl-4">
              {setup.menu_items
                .filter((dish) => dish.category_id === category.id)
                .map((dish) => (
                  <li key={dish.id} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="flex-1">{dish.name}</span>
                    <select
                      className={controlClass}
                      aria-label={kitchenSettingsTexts.dishStation(dish.name)}
                      value={dish.station_id ?? ''}
                      onChange={(event) => map.mutate({ kind: 'menu_items', id: dish.id, stationId: event.target.value || null })}
                    >
                      {options(true)}
                    </select>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      {map.isError && (
        <p role="alert" className="text-sm text-red-800">
          {refusal(map.error)}
        </p>
      )}
    </div>
  );
}

function Colours({ setup }: { setup: KitchenSetup }) {
  const save = useSaveKitchenSettings();
  const [warn, setWarn] = useState(String(setup.settings.warn_minutes));
  const [late, setLate] = useState(String(setup.settings.late_minutes));
  const warnId = useUniqueId();
  const lateId = useUniqueId();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ warn_minutes: Number(warn), late_minutes: Number(late) });
      }}
    >
      <h3 className="font-semibold text-stone-900">{kitchenSettingsTexts.colours}</h3>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={warnId} className={labelClass}>
            {kitchenSettingsTexts.warnMinutes}
          </label>
          <input id={warnId} type="number" min={1} max={240} className={controlClass} value={warn} onChange={(event) => setWarn(event.target.value)} />
        </div>
        <div>
          <label htmlFor={lateId} className={labelClass}>
            {kitchenSettingsTexts.lateMinutes}
          </label>
          <input id={lateId} type="number" min={2} max={480} className={controlClass} value={late} onChange={(event) => setLate(event.target.value)} />
        </div>
      </div>
      <button type="submit" className={secondaryButtonClass} disabled={save.isPending}>
        {kitchenSettingsTexts.save}
      </button>
      <p role="status" className="text-sm text-stone-600">
        {save.isSuccess ? kitchenSettingsTexts.saved : ''}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {refusal(save.error)}
        </p>
      )}
    </form>
  );
}
