import { type ServiceSettings, type ServiceSettingsInput, type TimeRange, WEEKDAYS, type Weekday, type WeeklyHours } from '@maitre/shared/service-hours';
import { type FormEvent, type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { useSaveServiceHours, useServiceHours } from '../api/service-hours';
import { serviceHoursTexts } from '../texts';

const inputClass = 'rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus:border-brand-600 disabled:bg-stone-50 aria-invalid:border-red-600';

interface ExceptionValues {
  date: string;
  ranges: TimeRange[];
  note: string;
}

interface Values {
  alwaysOpen: boolean;
  weekly: WeeklyHours;
  exceptions: ExceptionValues[];
  cutoff: string;
  preparation: string;
  pacing: string;
  scheduling: boolean;
  address: string;
  phone: string;
}

const DEFAULT_WEEK: WeeklyHours = {
  mon: [{ from: '11:30', to: '14:00' }],
  tue: [{ from: '11:30', to: '14:00' }],
  wed: [{ from: '11:30', to: '14:00' }],
  thu: [{ from: '11:30', to: '14:00' }],
  fri: [{ from: '11:30', to: '14:00' }],
  sat: [{ from: '11:30', to: '14:00' }],
  sun: [],
};

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function valuesOf(service: ServiceSettings): Values {
  return {
    alwaysOpen: service.weekly_hours === null,
    weekly: service.weekly_hours ?? DEFAULT_WEEK,
    exceptions: service.exceptions.map((exception) => ({ date: exception.date, ranges: exception.ranges, note: exception.note ?? '' })),
    cutoff: hhmm(service.business_day_cutoff_minutes),
    preparation: String(service.preparation_minutes),
    pacing: service.pacing_per_slot === null ? '' : String(service.pacing_per_slot),
    scheduling: service.allow_scheduling,
    address: service.address ?? '',
    phone: service.phone ?? '',
  };
}

function inputOf(values: Values): ServiceSettingsInput {
  const [hours = 0, minutes = 0] = values.cutoff.split(':').map(Number);
  return {
    weekly_hours: values.alwaysOpen ? null : values.weekly,
    exceptions: values.exceptions.map((exception) => ({ date: exception.date, ranges: exception.ranges, note: exception.note || null })),
    business_day_cutoff_minutes: hours * 60 + minutes,
    preparation_minutes: Number(values.preparation),
    pacing_per_slot: values.pacing.trim() === '' ? null : Number(values.pacing),
    allow_scheduling: values.scheduling,
    address: values.address || null,
    phone: values.phone || null,
  };
}

/** Settings → Opening hours and service: the weekly hours, exceptions, cutoff, preparation, pacing, scheduling. */
export function ServiceHoursForm() {
  const query = useServiceHours();
  if (query.isPending) return <p className="text-sm text-stone-600">{serviceHoursTexts.loading}</p>;
  if (query.isError || !query.data) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-red-700">
          {serviceHoursTexts.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {serviceHoursTexts.tryAgain}
        </Button>
      </div>
    );
  }
  return <ServiceHoursFields service={query.data} />;
}

function ServiceHoursFields({ service }: { service: ServiceSettings }) {
  const canEdit = usePermission('settings:write');
  const save = useSaveServiceHours();
  const [values, setValues] = useState<Values>(() => valuesOf(service));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const setDay = (day: Weekday, ranges: TimeRange[]) => setValues((current) => ({ ...current, weekly: { ...current.weekly, [day]: ranges } }));
  const setException = (index: number, changes: Partial<ExceptionValues>) =>
    setValues((current) => ({ ...current, exceptions: current.exceptions.map((old, at) => (at === index ? { ...old, ...changes } : old)) }));
  const error = (name: string) =>
    fieldErrors[name]?.[0] ? (
      <span id={`service-${name.replaceAll('.', '-')}-error`} className="mt-1 block text-sm text-red-700">
        {fieldErrors[name][0]}
      </span>
    ) : null;
  const invalid = (name: string) => (fieldErrors[name]?.[0] ? true : undefined);
  const describedBy = (name: string) => (fieldErrors[name]?.[0] ? `service-${name.replaceAll('.', '-')}-error` : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync(inputOf(values));
      setValues(valuesOf(saved));
      toast.success(serviceHoursTexts.saved);
    } catch (caught) {
      if (caught instanceof ApiError) setFieldErrors(caught.fieldErrors ?? {});
      toast.error(caught instanceof ApiError ? caught.message : serviceHoursTexts.saveFailed);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <p className="text-sm text-stone-600">{serviceHoursTexts.timeZone(service.timezone)}</p>
      {!canEdit && <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">{serviceHoursTexts.readOnly}</p>}
      <fieldset disabled={!canEdit} className="space-y-6">
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" checked={values.alwaysOpen} onChange={(event) => set({ alwaysOpen: event.target.checked })} className="h-4 w-4" />
          {serviceHoursTexts.alwaysOpen}
        </label>
        {!values.alwaysOpen && (
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">{serviceHoursTexts.weeklyHours}</legend>
            <p className="mt-1 text-sm text-stone-600">{serviceHoursTexts.weeklyHint}</p>
            <div className="mt-3 divide-y divide-stone-100">
              {WEEKDAYS.map((day) => (
                <RangesRow
                  key={day}
                  label={serviceHoursTexts.day[day]}
                  ranges={values.weekly[day]}
                  onChange={(ranges) => setDay(day, ranges)}
                  errorOf={(index, part) => fieldErrors[`weekly_hours.${day}.${index}.${part}`]?.[0]}
                />
              ))}
            </div>
          </fieldset>
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{serviceHoursTexts.exceptions}</legend>
          <p className="mt-1 text-sm text-stone-600">{serviceHoursTexts.exceptionsHint}</p>
          {error('exceptions')}
          <ul className="mt-3 space-y-3">
            {values.exceptions.map((exception, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a date may be empty or repeated while typed.
              <li key={index} className="rounded-lg border border-stone-200 p-3">
                <div className="flex flex-wrap items-end gap-3">
                  <label className="text-sm">
                    <span className="block font-medium text-stone-800">{serviceHoursTexts.date}</span>
                    <input
                      type="date"
                      value={exception.date}
                      onChange={(event) => setException(index, { date: event.target.value })}
                      aria-invalid={invalid(`exceptions.${index}.date`)}
                      aria-describedby={describedBy(`exceptions.${index}.date`)}
                      className={inputClass}
                    />
                    {error(`exceptions.${index}.date`)}
                  </label>
                  <label className="min-w-40 flex-1 text-sm">
                    <span className="block font-medium text-stone-800">{serviceHoursTexts.note}</span>
                    <input value={exception.note} onChange={(event) => setException(index, { note: event.target.value })} className={`w-full ${inputClass}`} />
                  </label>
                  <Button
                    variant="secondary"
                    aria-label={serviceHoursTexts.removeException(exception.date)}
                    onClick={() => set({ exceptions: values.exceptions.filter((_, at) => at !== index) })}
                  >
                    {serviceHoursTexts.removeRange}
                  </Button>
                </div>
                <RangesRow
                  label={exception.date || serviceHoursTexts.date}
                  ranges={exception.ranges}
                  onChange={(ranges) => setException(index, { ranges })}
                  emptyText={serviceHoursTexts.exceptionClosed}
                  errorOf={(at, part) => fieldErrors[`exceptions.${index}.ranges.${at}.${part}`]?.[0]}
                />
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-3" onClick={() => set({ exceptions: [...values.exceptions, { date: '', ranges: [], note: '' }] })}>
            {serviceHoursTexts.addException}
          </Button>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="business_day_cutoff_minutes"
            label={serviceHoursTexts.cutoff}
            hint={serviceHoursTexts.cutoffHint}
            error={fieldErrors.business_day_cutoff_minutes?.[0]}
          >
            {(props) => <input type="time" value={values.cutoff} onChange={(event) => set({ cutoff: event.target.value })} className={inputClass} {...props} />}
          </Field>
          <Field
            name="preparation_minutes"
            label={serviceHoursTexts.preparation}
            hint={serviceHoursTexts.preparationHint}
            error={fieldErrors.preparation_minutes?.[0]}
          >
            {(props) => (
              <input
                type="number"
                min={0}
                max={240}
                inputMode="numeric"
                value={values.preparation}
                onChange={(event) => set({ preparation: event.target.value })}
                className={`w-28 ${inputClass}`}
                {...props}
              />
            )}
          </Field>
          <Field name="pacing_per_slot" label={serviceHoursTexts.pacing} hint={serviceHoursTexts.pacingHint} error={fieldErrors.pacing_per_slot?.[0]}>
            {(props) => (
              <input
                type="number"
                min={1}
                max={999}
                inputMode="numeric"
                value={values.pacing}
                onChange={(event) => set({ pacing: event.target.value })}
                className={`w-28 ${inputClass}`}
                {...props}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 self-center text-sm font-medium text-stone-800">
            <input type="checkbox" checked={values.scheduling} onChange={(event) => set({ scheduling: event.target.checked })} className="h-4 w-4" />
            {serviceHoursTexts.scheduling}
          </label>
          <Field name="address" label={serviceHoursTexts.address} error={fieldErrors.address?.[0]}>
            {(props) => (
              <input
                value={values.address}
                onChange={(event) => set({ address: event.target.value })}
                autoComplete="street-address"
                className={`w-full ${inputClass}`}
                {...props}
              />
            )}
          </Field>
          <Field name="phone" label={serviceHoursTexts.phone} error={fieldErrors.phone?.[0]}>
            {(props) => (
              <input type="tel" value={values.phone} onChange={(event) => set({ phone: event.target.value })} className={`w-full ${inputClass}`} {...props} />
            )}
          </Field>
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? serviceHoursTexts.saving : serviceHoursTexts.save}
        </Button>
      </fieldset>
    </form>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its hint and the server's refusal, each linked to it. */
function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = `service-${name}`;
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="text-sm">
      <label htmlFor={id} className="block font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function RangesRow({
  label,
  ranges,
  onChange,
  emptyText = serviceHoursTexts.closed,
  errorOf,
}: {
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  emptyText?: string;
  errorOf: (index: number, part: 'from' | 'to') => string | undefined;
}) {
  const change = (index: number, part: 'from' | 'to', value: string) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, [part]: value } : range)));
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2 py-2">
      <span className="w-28 pt-1.5 text-sm font-medium text-stone-800">{label}</span>
      <div className="flex flex-1 flex-col gap-2">
        {ranges.length === 0 && <span className="pt-1.5 text-sm text-stone-500">{emptyText}</span>}
        {ranges.map((range, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ranges are edited in place and may be equal while typed.
          <div key={index} className="flex flex-wrap items-center gap-2">
            <input
              type="time"
              aria-label={serviceHoursTexts.opensOn(label)}
              value={range.from}
              onChange={(event) => change(index, 'from', event.target.value)}
              aria-invalid={errorOf(index, 'from') ? true : undefined}
              className={inputClass}
            />
            <span aria-hidden="true">–</span>
            <input
              type="time"
              aria-label={serviceHoursTexts.closesOn(label)}
              value={range.to === '24:00' ? '00:00' : range.to}
              onChange={(event) => change(index, 'to', event.target.value)}
              aria-invalid={errorOf(index, 'to') ? true : undefined}
              className={inputClass}
            />
            <Button variant="secondary" aria-label={serviceHoursTexts.removeRangeOn(label)} onClick={() => onChange(ranges.filter((_, at) => at !== index))}>
              {serviceHoursTexts.removeRange}
            </Button>
            {(errorOf(index, 'from') || errorOf(index, 'to')) && (
              <span role="alert" className="w-full text-sm text-red-700">
                {errorOf(index, 'from') ?? errorOf(index, 'to')}
              </span>
            )}
          </div>
        ))}
      </div>
      {ranges.length < 4 && (
        <Button variant="secondary" aria-label={serviceHoursTexts.addRangeOn(label)} onClick={() => onChange([...ranges, { from: '18:30', to: '22:30' }])}>
          {serviceHoursTexts.addRange}
        </Button>
      )}
    </div>
  );
}
