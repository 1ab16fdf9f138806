import { ORDER_STATUSES, type OrderStatus } from '@maitre/shared/orders';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useUniqueId } from '@/lib/use-unique-id';
import { orderCardTexts, orderStatusTexts, statusSelectTexts } from '../texts';

/** Keys that move a closed select's value by themselves in some browsers (Chrome, Firefox), firing `change` at once. */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The spec's status select (any status to any other), changed only by an explicit choice (issue 20): a pick with the
 * pointer (or from the open list) applies at once; the arrow keys on the closed select only move through the
 * statuses, and Enter applies the one shown. Leaving the select without Enter keeps the order's status.
 */
export function OrderStatusSelect({ status, number, onChange }: { status: OrderStatus; number: string; onChange(status: OrderStatus): void }) {
  const selectId = useUniqueId();
  const hintId = useUniqueId();
  const [draft, setDraft] = useState<OrderStatus | null>(null);
  // Set by a key that moves the value: the `change` that follows it is a browse, not a choice.
  const browsing = useRef(false);
  const shown = draft ?? status;

  const apply = (next: OrderStatus) => {
    setDraft(null);
    if (next !== status) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (MOVING_KEYS.has(event.key) && !event.altKey) browsing.current = true;
    else if (event.key === 'Enter') {
      browsing.current = false;
      if (draft !== null) {
        event.preventDefault();
        apply(draft);
      }
    } else if (event.key === 'Escape' && draft !== null) setDraft(null);
  };

  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        {orderCardTexts.statusOf(number)}
      </label>
      <span id={hintId} className="sr-only">
        {statusSelectTexts.hint}
      </span>
      {/* Not disabled while saving: a disabled control drops the keyboard focus to the page. */}
      <select
        id={selectId}
        value={shown}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        // The `change` a moving key causes fires before its keyup: after it, the next change (a pick from the open
        // list, with Enter or the pointer) is a choice again.
        onKeyUp={() => {
          browsing.current = false;
        }}
        onChange={(event) => {
          const next = event.target.value as OrderStatus;
          if (browsing.current) {
            browsing.current = false;
            setDraft(next === status ? null : next);
          } else apply(next);
        }}
        onBlur={() => {
          browsing.current = false;
          setDraft(null);
        }}
        className="min-h-11 rounded-lg border border-stone-300 bg-white py-1.5 pr-8 pl-3 text-sm focus:border-brand-600 lg:min-h-0"
      >
        {ORDER_STATUSES.map((option) => (
          <option key={option} value={option}>
            {orderStatusTexts[option]}
          </option>
        ))}
      </select>
    </>
  );
}
