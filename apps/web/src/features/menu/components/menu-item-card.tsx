import type { MenuItem } from '@maitre/shared/menu';
import { formatEuros } from '@maitre/shared/money';
import { Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';

function ItemImage({ item }: { item: MenuItem }) {
  const [failed, setFailed] = useState(false);
  if (item.image_url && !failed) {
    return <img src={item.image_url} alt="" loading="lazy" onError={() => setFailed(true)} className="h-40 w-full object-cover" />;
  }
  return (
    <div className="flex h-40 w-full items-center justify-center bg-gradient-to-br from-brand-50 to-stone-100 text-brand-500">
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
      className={`flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm ${item.is_available ? '' : 'opacity-75'}`}
    >
      <ItemImage item={item} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-stone-900">{item.name}</h3>
          <p className="shrink-0 font-semibold tabular-nums text-brand-700">{formatEuros(item.price)}</p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-600">{item.category}</span>
          {!item.is_available && <span className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-700">Unavailable</span>}
        </p>
        {item.description && <p className="text-sm text-stone-600">{item.description}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <div className="inline-flex items-center gap-2 text-sm text-stone-700">
            <button
              type="button"
              role="switch"
              aria-checked={item.is_available}
              aria-label={`${item.name} available`}
              disabled={isBusy}
              onClick={onToggleAvailability}
              className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
                item.is_available ? 'bg-brand-600' : 'bg-stone-300'
              }`}
            >
              <span
                className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${item.is_available ? 'translate-x-5' : 'translate-x-0.5'}`}
              />
            </button>
            <span aria-hidden="true">{item.is_available ? 'Available' : 'Unavailable'}</span>
          </div>
          <div className="flex gap-1">
            <button
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${item.name}`}
              className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </button>
            <button
              type="button"
              onClick={onDelete}
              disabled={isBusy}
              aria-label={`Delete ${item.name}`}
              className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
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
