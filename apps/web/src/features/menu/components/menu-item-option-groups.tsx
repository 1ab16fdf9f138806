/**
 * Which option groups a dish offers, in the order the guest sees them (issue 19): picked from the restaurant's groups,
 * moved up or down, removed. The groups themselves are edited on the Option groups page.
 */
import { MAX_OPTION_GROUPS_PER_ITEM } from '@maitre/shared/menu';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { fieldErrorClass, labelClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { menuItemGroupsTexts } from '../texts';

export interface GroupChoice {
  id: string;
  name: string;
}

const smallButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

export function MenuItemOptionGroups({
  id,
  groups,
  value,
  onChange,
  error,
}: {
  id: string;
  /** The restaurant's option groups; undefined while they load. */
  groups: readonly GroupChoice[] | undefined;
  value: readonly string[];
  onChange(ids: string[]): void;
  error?: string;
}) {
  const [picked, setPicked] = useState('');
  const nameOf = (groupId: string) => groups?.find((group) => group.id === groupId)?.name ?? menuItemGroupsTexts.unknownGroup;
  const left = (groups ?? []).filter((group) => !value.includes(group.id));
  const choice = left.some((group) => group.id === picked) ? picked : (left[0]?.id ?? '');
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onChange(next);
  };
  const selectId = `${id}-add-group`;
  const errorId = `${id}-groups-error`;

  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-stone-900">{menuItemGroupsTexts.legend}</legend>
      <p className="mt-1 text-sm text-stone-600">{menuItemGroupsTexts.hint}</p>
      {value.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{menuItemGroupsTexts.none}</p>
      ) : (
        <ol className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200">
          {value.map((groupId, index) => {
            const name = nameOf(groupId);
            return (
              <li key={groupId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-1">
                <span className="text-sm font-medium text-stone-900">{name}</span>
                <span className="flex gap-1">
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={menuItemGroupsTexts.moveUp(name)}
                  >
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only sm:not-sr-only">{menuItemGroupsTexts.up}</span>
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={menuItemGroupsTexts.moveDown(name)}
                  >
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only sm:not-sr-only">{menuItemGroupsTexts.down}</span>
                  </button>
                  <button
                    type="button"
                    className={`${smallButtonClass} text-red-700 hover:bg-red-50`}
                    onClick={() => onChange(value.filter((other) => other !== groupId))}
                    aria-label={menuItemGroupsTexts.remove(name)}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only sm:not-sr-only">{menuItemGroupsTexts.removeShort}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {groups && groups.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {menuItemGroupsTexts.noGroupsYet}{' '}
          <Link to="/dashboard/menu/options" className="font-semibold text-brand-700 underline">
            {menuItemGroupsTexts.createGroups}
          </Link>
        </p>
      ) : (
        left.length > 0 &&
        value.length < MAX_OPTION_GROUPS_PER_ITEM && (
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <label htmlFor={selectId} className={labelClass}>
                {menuItemGroupsTexts.addLabel}
              </label>
              <select
                id={selectId}
                value={choice}
                onChange={(event) => setPicked(event.target.value)}
                className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
              >
                {left.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={secondaryButtonClass} disabled={!choice} onClick={() => choice && onChange([...value, choice])}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {menuItemGroupsTexts.add}
            </button>
          </div>
        )
      )}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
