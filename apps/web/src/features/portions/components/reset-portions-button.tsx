/** The menu's "Reset counts" (decision 0027): every count back to its daily start number, after a confirmation. */
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ApiError } from '@/lib/api-client';
import { useResetPortions } from '../api/set-portions';
import { resetPortionsTexts } from '../texts';

export function ResetPortionsButton() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPortions();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className={secondaryButtonClass}
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {resetPortionsTexts.button}
      </button>
      <ConfirmDialog
        open={open}
        title={resetPortionsTexts.title}
        confirmLabel={resetPortionsTexts.confirm}
        busy={reset.isPending}
        error={error}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => setOpen(false),
            onError: (caught) => setError(caught instanceof ApiError ? caught.message : resetPortionsTexts.failed),
          })
        }
      >
        <p>{resetPortionsTexts.body}</p>
      </ConfirmDialog>
    </>
  );
}
