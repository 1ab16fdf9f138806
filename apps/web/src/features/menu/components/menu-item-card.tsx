import type { MenuItem } from '@maitre/shared/menu';
import { formatEuros } from '@maitre/shared/money';
import { Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';

// A switched-off item dims its picture only: its text keeps full contrast (WCAG 1.4.3, decision 0017).
function ItemImage({ item }: { item: MenuItem }) {
  const [failed, setFailed] = useState(false);
  const dimmed = item.is_available ? '' : 'opacity-50 grayscale';
  if (item.image_url && !failed) {
    return <img src={item.image_url} alt="" loading="lazy" onError={() => setFailed(true)} className={`h-40 w-full object-cover ${dimmed}`} />;
  }
  return (
    <div className={`flex h-40 w-full items-center justify-center bg-gradient-to-br from-brand-50 to-stone-100 text-brand-500 ${dimmed}`}>
      <UtensilsCrossed aria-hidden="true" className="h-10 w-10" />
    </div>
  );
}

export function MenuItemCard({
  item,
  isBusy,
  onToggleAvailability,
  onEdit,
  onDelete,
}: {
  item: MenuItem;
  isBusy: boolean;
  onToggleAvailability(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <article
      aria-label={item.name}
      className={`flex flex-col overflow-hidden rounded-2xl border shadow-sm ${item.is_available ? 'border-stone-200 bg-white' : 'border-dashed border-stone-300 bg-stone-50'}`}
    >
      <ItemImage item={item} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 break-words font-semibold text-stone-900">{item.name}</h2>
          <p className="shrink-0 font-semibold tabular-nums text-brand-700">{formatEuros(item.price)}</p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-600">{item.category}</span>
          {!item.is_available && <span className="rounded-full bg-stone-200 px-2 py-0.5 font-medium text-stone-800">Unavailable</span>}
        </p>
        {item.description && <p className="text-sm text-stone-600">{item.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 pt-3">
          <div className="inline-flex items-center gap-1 text-sm text-stone-700">
            {/* A 44 px target around the 24 px switch; busy is aria-disabled, not disabled, so keyboard focus stays on it. */}
            <button
              type="button"
              role="switch"
              aria-checked={item.is_available}
              aria-label={`${item.name} available`}
              aria-disabled={isBusy || undefined}
              onClick={() => {
                if (!isBusy) onToggleAvailability();
              }}
              className="-ml-1.5 inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full aria-disabled:cursor-wait"
            >
              <span
                aria-hidden="true"
                className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${isBusy ? 'opacity-60' : ''} ${item.is_available ? 'bg-brand-600' : 'bg-stone-500'}`}
              >
                <span
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${item.is_available ? 'translate-x-5' : 'translate-x-0.5'}`}
                />
              </span>
            </button>
            <span aria-hidden="true">{item.is_available ? 'Available' : 'Unavailable'}</span>
          </div>
          <div className="flex gap-1">
            <button
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${item.name}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </button>
            <button
              type="button"
              onClick={onDelete}
              disabled={isBusy}
              aria-label={`Delete ${item.name}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
