/**
 * Settings → Tables (issue 20, decision 0033), loaded lazily by the settings page: the dining room's tables, in order,
 * to add, rename, move up or down and delete, with a printable QR card per table ("Print card") or for all ("Print table cards"). Only
 * for roles that manage tables (owners and managers); the server refuses the others anyway.
 */
import type { RestaurantTable } from '@maitre/shared/tables';
import { MAX_TABLE_LABEL_LENGTH } from '@maitre/shared/tables';
import { ArrowDown, ArrowUp, Pencil, Printer, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { useUniqueId } from '@/lib/use-unique-id';
import { tableCardsUrl, useAddTable, useDeleteTable, useRenameTable, useReorderTables, useTables } from '../api/tables';
import { tablesTexts } from '../texts';

const linkButton =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50';
const iconButton = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900';

/** The server's words for a refused label: its field error, else its message, else ours (offline). */
function refusal(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors?.label?.[0] ?? error.message;
  return tablesTexts.failed;
}

export function TablesSection() {
  const allowed = usePermission('tables:manage');
  if (!allowed) return null;
  return (
    <section aria-labelledby="tables" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="tables" className="font-display text-lg font-semibold text-stone-900">
        {tablesTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{tablesTexts.description}</p>
      <div className="mt-5">
        <TablesEditor />
      </div>
    </section>
  );
}

function TablesEditor() {
  const tables = useTables();
  const reorder = useReorderTables();
  if (tables.isPending) return <p className="text-sm text-stone-600">{tablesTexts.loading}</p>;
  if (tables.isError)
    return (
      <div role="alert" className="text-sm text-red-800">
        {tablesTexts.loadFailed}{' '}
        <button type="button" onClick={() => void tables.refetch()} className="font-medium underline">
          {tablesTexts.tryAgain}
        </button>
      </div>
    );
  return (
    <div className="space-y-4">
      {tables.data.length === 0 ? (
        <p className="text-sm text-stone-600">{tablesTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {tables.data.map((table, index, all) => {
            // Moves the table one place up (-1) or down (+1): every table, once, in the new order.
            const move = (by: -1 | 1) => {
              const ids = all.map((each) => each.id);
              [ids[index], ids[index + by]] = [ids[index + by] as string, ids[index] as string];
              reorder.mutate(ids);
            };
            return (
              <TableRow
                key={`${table.id}|${table.label}`}
                table={table}
                onUp={index > 0 ? () => move(-1) : undefined}
                onDown={index < all.length - 1 ? () => move(1) : undefined}
              />
            );
          })}
        </ul>
      )}
      <AddTable />
      {tables.data.length > 0 && (
        <a href={tableCardsUrl()} target="_blank" rel="noreferrer" className={linkButton}>
          <Printer aria-hidden="true" className="h-4 w-4" /> {tablesTexts.printAll}
        </a>
      )}
    </div>
  );
}

function AddTable() {
  const id = useUniqueId();
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddTable();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    add.mutate(label, {
      onSuccess: () => setLabel(''),
      onError: (failure) => setError(refusal(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <label htmlFor={id} className={labelClass}>
          {tablesTexts.newLabel}
        </label>
        <input
          id={id}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          maxLength={MAX_TABLE_LABEL_LENGTH + 10}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className={controlClass}
        />
      </div>
      <button type="submit" disabled={add.isPending} className={primaryButtonClass}>
        {add.isPending ? tablesTexts.adding : tablesTexts.add}
      </button>
      {error && (
        <p id={`${id}-error`} className={`${fieldErrorClass} w-full`}>
          {error}
        </p>
      )}
    </form>
  );
}

function TableRow({ table, onUp, onDown }: { table: RestaurantTable; onUp: (() => void) | undefined; onDown: (() => void) | undefined }) {
  const id = useUniqueId();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(table.label);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameTable();
  const remove = useDeleteTable();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    rename.mutate({ id: table.id, label }, { onSuccess: () => setEditing(false), onError: (failure) => setError(refusal(failure)) });
  };

  if (editing) {
    return (
      <li className="px-3 py-2">
        <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            aria-label={tablesTexts.label(table.label)}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            autoComplete="off"
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${controlClass} max-w-56`}
          />
          <button type="submit" disabled={rename.isPending} className={primaryButtonClass}>
            {tablesTexts.save}
          </button>
          <button
            type="button"
            onClick={() => {
              setEditing(false);
              setLabel(table.label);
              setError(null);
            }}
            className={secondaryButtonClass}
          >
            {tablesTexts.cancel}
          </button>
          {error && (
            <p id={`${id}-error`} className={`${fieldErrorClass} w-full`}>
              {error}
            </p>
          )}
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-center gap-2 px-3 py-1">
      <span className="min-w-0 flex-1 truncate font-medium text-stone-900">{table.label}</span>
      <button type="button" onClick={onUp} disabled={!onUp} aria-label={tablesTexts.moveUp(table.label)} className={`${iconButton} disabled:opacity-30`}>
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </button>
      <button type="button" onClick={onDown} disabled={!onDown} aria-label={tablesTexts.moveDown(table.label)} className={`${iconButton} disabled:opacity-30`}>
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </button>
      <a
        href={tableCardsUrl(table.id)}
        target="_blank"
        rel="noreferrer"
        aria-label={tablesTexts.printCardOf(table.label)}
        title={tablesTexts.printCard}
        className={iconButton}
      >
        <Printer aria-hidden="true" className="h-4 w-4" />
      </a>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label={tablesTexts.renameTable(table.label)}
        title={tablesTexts.rename}
        className={iconButton}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
      </button>
      <button
        type="button"
        onClick={() => remove.mutate(table)}
        disabled={remove.isPending}
        aria-label={tablesTexts.deleteTable(table.label)}
        title={tablesTexts.delete}
        className={iconButton}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
