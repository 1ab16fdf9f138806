/**
 * "Are you sure?" on the native <dialog> (ModalDialog), instead of the browser's confirm(): it says what will happen,
 * starts on Cancel (the safe choice), shows a refusal inside the dialog (its text takes the focus, read once), and
 * stays open until the action succeeds.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';
import { uiTexts } from './texts';

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = uiTexts.cancel,
  busy = false,
  error,
  onConfirm,
  onClose,
  titleId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Why the action was refused (the API's message), shown above the buttons. */
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
  /** The title's id (ModalDialog's `titleId`). */
  titleId?: string;
}) {
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  return (
    <ModalDialog title={title} open={open} onClose={onClose} titleId={titleId}>
      <div className="space-y-4 text-sm text-stone-700">{children}</div>
      {error && (
        <div ref={errorRef} tabIndex={-1} className="mt-4 rounded-lg">
          <Alert tone="error" title={error} announce={false} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
