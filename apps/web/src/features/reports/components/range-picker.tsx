/**
 * The range of an Analytics page: presets counted from the restaurant's business day, or a custom range of days that
 * is checked before it is asked for (the same rules as the API's: the last day not before the first, at most a year).
 */
import { MAX_REPORT_DAYS } from '@maitre/shared/report-range';
import { type FormEvent, useEffect, useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { controlClass, fieldErrorClass, labelClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { useUniqueId } from '@/lib/use-unique-id';
import { RANGE_PRESETS, type RangePreset, type ReportRange, rangeProblem } from '../range';
import { rangeTexts } from '../texts';

export function RangePicker({
  preset,
  range,
  today,
  onPreset,
  onCustom,
}: {
  preset: RangePreset;
  range: ReportRange;
  today: string;
  onPreset(preset: Exclude<RangePreset, 'custom'>): void;
  onCustom(range: ReportRange): void;
}) {
  const id = useUniqueId();
  const [custom, setCustom] = useState(preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = { from, to };
    const found = rangeProblem(wanted);
    setProblem(found);
    if (!found) onCustom(wanted);
  };
  const message = problem && (problem.problem === 'tooLong' ? rangeTexts.tooLong(MAX_REPORT_DAYS) : rangeTexts[problem.problem]);

  return (
    <div className="space-y-3">
      <FilterChips
        label={rangeTexts.label}
        chips={RANGE_PRESETS.map((value) => ({ value, label: rangeTexts[value] }))}
        selected={custom ? 'custom' : preset}
        onSelect={(value) => {
          if (value === 'custom') setCustom(true);
          else {
            setCustom(false);
            setProblem(null);
            onPreset(value);
          }
        }}
      />
      {custom && (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
          {(['from', 'to'] as const).map((field) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className={labelClass}>
                {rangeTexts[field]}
              </label>
              <input
                id={`${id}-${field}`}
                type="date"
                value={field === 'from' ? from : to}
                max={today}
                onChange={(event) => (field === 'from' ? setFrom : setTo)(event.target.value)}
                aria-invalid={problem?.field === field || undefined}
                aria-describedby={problem?.field === field ? `${id}-problem` : undefined}
                className={`${controlClass} min-h-11`}
              />
              {problem?.field === field && (
                <p id={`${id}-problem`} className={fieldErrorClass}>
                  {message}
                </p>
              )}
            </div>
          ))}
          <button type="submit" className={`${secondaryButtonClass} mt-6`}>
            {rangeTexts.show}
          </button>
        </form>
      )}
    </div>
  );
}
