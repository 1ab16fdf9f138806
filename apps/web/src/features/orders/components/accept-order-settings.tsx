import type { OrderSettings } from '@maitre/shared/orders';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { useUniqueId } from '@/lib/use-unique-id';
import { useUpdateOrderSettings } from '../api/accept-order';
import { useOrderSettings } from '../api/order-settings';
import { acceptSettingsTexts } from '../texts';

/**
 * How the restaurant takes online orders (issue 20), in Settings: accept them automatically (ready after the
 * preparation time), and after how many minutes an order still waiting to be accepted alerts the dashboard again.
 */
export function AcceptOrderSettings() {
  const allowed = usePermission('settings:write');
  const settings = useOrderSettings();
  if (!allowed || !settings.data) return null;
  return <AcceptOrderSettingsForm key={`${settings.data.auto_accept}|${settings.data.realert_after_minutes}`} settings={settings.data} />;
}

function AcceptOrderSettingsForm({ settings }: { settings: OrderSettings }) {
  const ids = useUniqueId();
  const [autoAccept, setAutoAccept] = useState(settings.auto_accept);
  const [realert, setRealert] = useState(String(settings.realert_after_minutes));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOrderSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minutes = Number(realert);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
      setError(acceptSettingsTexts.realertRange);
      return;
    }
    setError(null);
    update.mutate(
      { auto_accept: autoAccept, realert_after_minutes: minutes },
      {
        onSuccess: () => toast.success(acceptSettingsTexts.saved),
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors?.realert_after_minutes?.[0] : undefined;
          if (field) setError(field);
          else toast.error(acceptSettingsTexts.saveFailed);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${ids}-title`} className="space-y-4">
      <h3 id={`${ids}-title`} className="font-semibold text-stone-900">
        {acceptSettingsTexts.title}
      </h3>
      <div className="flex items-start gap-3">
        <input
          id={`${ids}-auto`}
          type="checkbox"
          checked={autoAccept}
          onChange={(event) => setAutoAccept(event.target.checked)}
          aria-describedby={`${ids}-auto-hint`}
          className="mt-1 h-5 w-5 rounded border-stone-300 text-brand-600"
        />
        <div>
          <label htmlFor={`${ids}-auto`} className={labelClass}>
            {acceptSettingsTexts.autoAccept}
          </label>
          <p id={`${ids}-auto-hint`} className="text-sm text-stone-600">
            {acceptSettingsTexts.autoAcceptHint(settings.preparation_minutes)}
          </p>
        </div>
      </div>
      <div className="max-w-xs">
        <label htmlFor={`${ids}-realert`} className={labelClass}>
          {acceptSettingsTexts.realert}
        </label>
        <input
          id={`${ids}-realert`}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          value={realert}
          onChange={(event) => setRealert(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-realert-error` : undefined}
          className={controlClass}
        />
        {error && (
          <p id={`${ids}-realert-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <button type="submit" aria-disabled={update.isPending || undefined} className={primaryButtonClass}>
        {update.isPending ? acceptSettingsTexts.saving : acceptSettingsTexts.save}
      </button>
    </form>
  );
}
