/**
 * A dish's or an option's count of portions on the menu screens (issue 19, decision 0027): what is left today ("12 left
 * today · 20 each day", "Sold out") and, for a role that may switch things sold out, a small form to set it — the
 * count, and the number each business day starts with. Numbers are read with the reader's rules (parseCount); a
 * refusal says which field and why, from here or from the server.
 */
import { BUSINESS_DAY_CUTOFF_MINUTES } from '@maitre/shared/business-day';
import { MAX_PORTIONS } from '@maitre/shared/pricing';
import { type FormEvent, useLayoutEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { useServiceHours } from '@/features/service-hours/api/service-hours';
import { ApiError } from '@/lib/api-client';
import { currentLocale, formatMoment } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import type { PortionsValues } from '../api/set-portions';
import { type CountProblem, parseCount } from '../parse-count';
import { portionsTexts } from '../texts';

const problemText = (problem: CountProblem) =>
  problem === 'negative' ? portionsTexts.negative : problem === 'too-many' ? portionsTexts.tooMany(MAX_PORTIONS) : portionsTexts.notWhole;

/** When the restaurant's business day starts (its cutoff, issue 20; 04:00 until read), as the reader writes times. */
const dayStarts = (cutoff: number) => formatMoment(new Date(Date.UTC(2000, 0, 1, 0, cutoff)), 'UTC', 'time');

/** "12 left today · 20 each day", "Sold out · 20 each day", "Not counted". */
export function PortionsStatus({ left, par, className = '' }: { left: number | null; par: number | null; className?: string }) {
  if (left === null) return <p className={`text-xs text-stone-600 ${className}`}>{portionsTexts.notCounted}</p>;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className}`}>
      {left === 0 ? (
        <span className="rounded-full bg-stone-800 px-2 py-0.5 font-semibold text-white">{portionsTexts.soldOut}</span>
      ) : (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium tabular-nums text-amber-900">{portionsTexts.left(left)}</span>
      )}
      {par !== null && <span className="text-stone-700 tabular-nums">{portionsTexts.par(par)}</span>}
    </p>
  );
}

export function PortionsControl({
  name,
  left,
  par,
  onSave,
}: {
  /** The dish or option, for the labels. */
  name: string;
  left: number | null;
  par: number | null;
  /** Left out for a role that may not set counts: the status alone, and only when it is counted. */
  onSave?: (values: PortionsValues) => Promise<unknown>;
}) {
  const id = useUniqueId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [leftText, setLeftText] = useState('');
  const [parText, setParText] = useState('');
  const [errors, setErrors] = useState<{ portions_left?: string; portions_par?: string }>({});
  // The restaurant's business day starts at its own cutoff (read once the form opens).
  const cutoff = useServiceHours({ enabled: open }).data?.business_day_cutoff_minutes ?? BUSINESS_DAY_CUTOFF_MINUTES;
  // The form appears below the button: the focus goes to its first field (a layout effect: preact runs it at once).
  useLayoutEffect(() => {
    if (open) document.getElementById(`${id}-left`)?.focus();
  }, [open, id]);

  if (!onSave) return left === null ? null : <PortionsStatus left={left} par={par} />;

  const start = () => {
    setLeftText(left === null ? '' : String(left));
    setParText(par === null ? '' : String(par));
    setErrors({});
    setOpen(true);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const locale = currentLocale();
    const parsedLeft = parseCount(leftText, locale);
    const parsedPar = parseCount(parText, locale);
    const found = {
      ...(parsedLeft.ok ? {} : { portions_left: problemText(parsedLeft.problem) }),
      ...(parsedPar.ok ? {} : { portions_par: problemText(parsedPar.problem) }),
    };
    setErrors(found);
    if (!parsedLeft.ok || !parsedPar.ok) {
      document.getElementById(`${id}-${parsedLeft.ok ? 'par' : 'left'}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave?.({ portions_left: parsedLeft.value, portions_par: parsedPar.value });
      toast.success(portionsTexts.saved(name));
      setOpen(false);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fields?.portions_left?.[0] || fields?.portions_par?.[0])
        setErrors({ portions_left: fields.portions_left?.[0], portions_par: fields.portions_par?.[0] });
      else toast.error(portionsTexts.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  const field = (key: 'portions_left' | 'portions_par', suffix: 'left' | 'par', label: string, hint: string, value: string, set: (text: string) => void) => {
    const inputId = `${id}-${suffix}`;
    const error = errors[key];
    return (
      <div>
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ''].join(' ').trim()}
          className={`${controlClass} max-w-32 tabular-nums`}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
        {error && (
          <p id={`${inputId}-error`} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PortionsStatus left={left} par={par} />
        <button
          type="button"
          onClick={() => (open ? setOpen(false) : start())}
          aria-label={portionsTexts.setFor(name)}
          aria-expanded={open}
          aria-controls={open ? `${id}-form` : undefined}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100"
        >
          {portionsTexts.set}
        </button>
      </div>
      {open && (
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={submit}
          aria-label={portionsTexts.formTitle(name)}
          className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-3"
        >
          {field('portions_left', 'left', portionsTexts.leftLabel, portionsTexts.leftHint, leftText, setLeftText)}
          {field('portions_par', 'par', portionsTexts.parLabel, portionsTexts.parHint(dayStarts(cutoff)), parText, setParText)}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setOpen(false)} className={secondaryButtonClass}>
              {portionsTexts.cancel}
            </button>
            <button type="submit" disabled={saving} className={primaryButtonClass}>
              {saving ? portionsTexts.saving : portionsTexts.save}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
