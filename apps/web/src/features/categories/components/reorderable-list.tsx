/**
 * A list whose order a person changes (issue 19: the menu's categories, the dishes of a category): by dragging an entry's
 * handle with a mouse, a finger or a pen (pointer events, no library), or by keyboard — the handle takes the arrow keys,
 * and "Move up" / "Move down" buttons do the same for anyone. Each move is said in a polite live region ("Soups: 2 of
 * 6"); the focus stays on the control that moved the entry. The new order goes to `onReorder` once per move (a drag:
 * once, when it is let go), which returns the save's promise: until every save has settled the list shows the order it
 * was given, then `items` again (saved, or put back by the caller when refused).
 */
import { moved } from '@maitre/shared/menu-order';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { reorderTexts } from '../texts';

/** What an entry places where it wants: the drag handle and the two buttons (null when the list is read only). */
export interface ReorderControls {
  handle: ReactNode;
  buttons: ReactNode;
  /** This entry is being dragged (to show it lifted). */
  isDragging: boolean;
}

type Control = 'handle' | 'up' | 'down';

const buttonClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 aria-disabled:cursor-not-allowed aria-disabled:text-stone-300 aria-disabled:hover:bg-transparent';

export function ReorderableList<T extends { id: string }>({
  items,
  nameOf,
  onReorder,
  readOnly = false,
  className,
  itemClassName = '',
  as: List = 'ol',
  label,
  renderItem,
}: {
  items: readonly T[];
  /** The entry's name, in announcements and the controls' labels. */
  nameOf(item: T): string;
  /** Saves the new order; the list shows it until the promise settles (a refusal is the caller's to say). */
  onReorder(ids: string[]): Promise<unknown>;
  readOnly?: boolean;
  className: string;
  itemClassName?: string;
  as?: 'ol' | 'ul';
  /** Names the list for screen readers. */
  label: string;
  renderItem(item: T, controls: ReorderControls | null): ReactNode;
}) {
  // The order being dragged or saved; null: the order of `items`.
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const saving = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const entries = useRef(new Map<string, HTMLLIElement>());
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: string; control: Control } | null>(null);
  const dragStart = useRef<string[] | null>(null);

  // Moving an element in the document takes the focus from it (the move, and each render until the save settles, may
  // move it again): give it back to the control that moved it, until the person puts the focus somewhere else.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const control = controls.current.get(`${wanted.id}:${wanted.control}`);
    const active = document.activeElement;
    if (!control || active === control) return;
    if (active === null || active === document.body) control.focus();
    else refocus.current = null;
  });

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order ? order.flatMap((id) => byId.get(id) ?? []) : [...items];
  // Entries the caller added meanwhile (not in `order`) go last until the saves settle.
  if (order) for (const item of items) if (!order.includes(item.id)) shown.push(item);
  const ids = shown.map((item) => item.id);
  // The order as of the last move, before its render: key repeats and fast presses each move from where the last left.
  const latest = useRef(ids);
  latest.current = ids;

  /** Shows `next` until its save (and any other under way) has settled, then `items` again. */
  function save(next: string[]) {
    saving.current += 1;
    void onReorder(next)
      .catch(() => undefined)
      .finally(() => {
        saving.current -= 1;
        if (saving.current === 0) setOrder(null);
      });
  }

  const announce = (next: readonly string[], id: string) => {
    const item = byId.get(id);
    if (item) setAnnouncement(reorderTexts.moved(nameOf(item), next.indexOf(id) + 1, next.length));
  };

  function move(id: string, delta: number, control: Control) {
    const current = latest.current;
    const from = current.indexOf(id);
    const next = moved(current, from, from + delta);
    refocus.current = { id, control };
    if (next.join(',') === current.join(',')) return;
    latest.current = next;
    setOrder(next);
    announce(next, id);
    save(next);
  }

  function onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    const delta = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    move(id, delta, 'handle');
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragStart.current = ids;
    setOrder(ids);
    setDragging(id);
  }

  /** While dragging: the entry goes where the pointer is, nearest entry centre first (rows and grids alike). */
  function onPointerMove(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (dragging !== id) return;
    let nearest = ids.indexOf(id);
    let best = Number.POSITIVE_INFINITY;
    ids.forEach((candidate, index) => {
      const box = entries.current.get(candidate)?.getBoundingClientRect();
      if (!box) return;
      const distance = Math.hypot(event.clientX - (box.left + box.width / 2), event.clientY - (box.top + box.height / 2));
      if (distance < best) {
        best = distance;
        nearest = index;
      }
    });
    const next = moved(ids, ids.indexOf(id), nearest);
    if (next.join(',') !== ids.join(',')) setOrder(next);
  }

  function endDrag(id: string, commit: boolean) {
    if (dragging !== id) return;
    const start = dragStart.current ?? ids;
    dragStart.current = null;
    setDragging(null);
    if (!commit || ids.join(',') === start.join(',')) {
      setOrder(saving.current > 0 ? start : null);
      return;
    }
    announce(ids, id);
    save(ids);
  }

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  return (
    <>
      <List aria-label={label} className={className}>
        {shown.map((item, index) => {
          const name = nameOf(item);
          const first = index === 0;
          const last = index === shown.length - 1;
          const reorder: ReorderControls | null = readOnly
            ? null
            : {
                isDragging: dragging === item.id,
                handle: (
                  <button
                    ref={keep(`${item.id}:handle`)}
                    type="button"
                    aria-label={reorderTexts.handle(name)}
                    aria-roledescription={reorderTexts.handleRole}
                    onKeyDown={(event) => onHandleKeyDown(event, item.id)}
                    onPointerDown={(event) => onPointerDown(event, item.id)}
                    onPointerMove={(event) => onPointerMove(event, item.id)}
                    onPointerUp={() => endDrag(item.id, true)}
                    onPointerCancel={() => endDrag(item.id, false)}
                    className={`${buttonClass} cursor-grab touch-none active:cursor-grabbing`}
                  >
                    <GripVertical aria-hidden="true" className="h-5 w-5" />
                  </button>
                ),
                buttons: (
                  <span className="inline-flex">
                    <button
                      ref={keep(`${item.id}:up`)}
                      type="button"
                      aria-label={reorderTexts.moveUp(name)}
                      aria-disabled={first || undefined}
                      onClick={() => !first && move(item.id, -1, 'up')}
                      className={buttonClass}
                    >
                      <ChevronUp aria-hidden="true" className="h-5 w-5" />
                    </button>
                    <button
                      ref={keep(`${item.id}:down`)}
                      type="button"
                      aria-label={reorderTexts.moveDown(name)}
                      aria-disabled={last || undefined}
                      onClick={() => !last && move(item.id, 1, 'down')}
                      className={buttonClass}
                    >
                      <ChevronDown aria-hidden="true" className="h-5 w-5" />
                    </button>
                  </span>
                ),
              };
          return (
            <li
              key={item.id}
              ref={(element) => {
                if (element) entries.current.set(item.id, element);
                else entries.current.delete(item.id);
              }}
              className={`${itemClassName} ${dragging === item.id ? 'relative z-10 opacity-80 shadow-lg' : ''}`}
            >
              {renderItem(item, reorder)}
            </li>
          );
        })}
      </List>
      {!readOnly && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
    </>
  );
}
