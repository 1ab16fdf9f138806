/**
 * The option chooser in a modal dialog (the native <dialog>): the focus moves to the first choice, stays inside,
 * Escape closes it, and the focus goes back to the button that opened it.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useUniqueId } from '@/lib/use-unique-id';

interface OptionDialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
}

export function OptionDialog({ title, onClose, children }: OptionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useUniqueId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; browsers all do.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('input:not(:disabled), button')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Inside another dialog (the phone order form), only this one closes.
        event.stopPropagation();
        event.preventDefault();
        close.current();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/40"
    >
      <div className="max-h-[85vh] overflow-y-auto p-4 sm:p-6">
        <h2 id={titleId} className="mb-4 break-words font-display text-xl font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
