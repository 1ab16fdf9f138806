/**
 * The side navigation on phones and tablets: a modal drawer on the native <dialog>. `showModal()` makes everything
 * else inert (Tab cannot leave it, screen readers see only it); Escape, the close button, the backdrop and choosing a
 * page close it, and focus goes back to the menu button that opened it (decision 0017).
 */
import type { PlanId } from '@maitre/shared/plans';
import type { Role } from '@maitre/shared/team';
import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { headerTexts } from '../texts';
import { SideNav } from './side-nav';

export const NAVIGATION_DRAWER_ID = 'mobile-navigation';

export function NavigationDrawer({
  open,
  onClose,
  planId,
  planName,
  role,
  returnFocusTo,
}: {
  open: boolean;
  onClose(): void;
  planId: PlanId | null;
  planName: string | null;
  role: Role | null;
  /** The menu button: focus returns to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; browsers all do.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // On the current page's link, where the owner is; showModal() alone would pick the close button.
      (dialog.querySelector<HTMLElement>('a[aria-current="page"]') ?? dialog.querySelector<HTMLElement>('a'))?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={ref}
      id={NAVIGATION_DRAWER_ID}
      aria-label={headerTexts.drawer}
      // Escape: handled here rather than by the dialog's own cancel, so the state (and the focus return) follow.
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The panel fills the dialog, so a click whose target is the dialog itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/30 lg:hidden"
    >
      {open && (
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="mb-3 flex items-center justify-between gap-3 pl-3">
            {planName ? <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{headerTexts.planBadge(planName)}</p> : <span />}
            <button
              type="button"
              onClick={onClose}
              aria-label={headerTexts.closeNavigation}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          <SideNav planId={planId} role={role} onNavigate={onClose} />
        </div>
      )}
    </dialog>
  );
}
