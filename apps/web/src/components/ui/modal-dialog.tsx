/**
 * A modal on the native <dialog>: focus moves in (to the element marked data-autofocus, if any) and stays inside,
 * Escape and the close button close it.
 */
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useUniqueId } from '@/lib/use-unique-id';
import { uiTexts } from './texts';

export function ModalDialog({
  title,
  open,
  onClose,
  children,
  titleId: givenTitleId,
}: {
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
  /**
   * The title's id, when the caller wants a fixed one (otherwise one is made: lib/use-unique-id.ts).
   */
  titleId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const generatedTitleId = useUniqueId();
  const titleId = givenTitleId ?? generatedTitleId;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Start where the owner types, not on the close button.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/40"
    >
      {open && (
        <div className="max-h-[85vh] overflow-y-auto p-4 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="min-w-0 break-words font-display text-xl font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mt-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800"
              aria-label={uiTexts.close}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
