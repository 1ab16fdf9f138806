/**
 * The add and edit form of an option group (issue 19): its name (and translations), one or several choices, required
 * or not (minimum and maximum for several), and its options in order, each with a price change (negative for a cheaper
 * choice), preselected, available, its own allergens and its name's translations. The shared schema checks here and
 * again on the server; a server refusal shows at the field it names (`options.2.name`) and what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { AmountProblem, Locale } from '@maitre/shared/locales';
import { DEFAULT_LOCALE, isLocale } from '@maitre/shared/locales';
import { MAX_OPTIONS_PER_GROUP, type OptionGroupInput, OptionGroupInputSchema, type OptionGroupValues } from '@maitre/shared/options';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, type UseFormReturn, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { AmountField, amountProblemText } from '@/components/ui/amount-field';
import { Disclosure } from '@/components/ui/disclosure';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { AllergenFields } from '@/features/menu/components/allergen-fields';
import { showRefusal } from '@/lib/form-refusal';
import { useUniqueId } from '@/lib/use-unique-id';
import { optionGroupFormTexts } from '../texts';
import { NameTranslations } from './name-translations';

const NEW_OPTION: OptionGroupInput['options'][number] = {
  name: '',
  translations: {},
  price_delta: 0,
  is_default: false,
  is_available: true,
  allergens: [],
  traces: [],
};

export const EMPTY_GROUP: OptionGroupInput = {
  name: '',
  translations: {},
  selection: 'single',
  min_choices: 0,
  max_choices: null,
  options: [{ ...NEW_OPTION }],
};

const TOP_FIELDS = ['name', 'selection', 'min_choices', 'max_choices'];
const OPTION_FIELDS = ['name', 'price_delta', 'is_default', 'is_available', 'allergens', 'traces', 'id'];

/** A field the server named that the form shows: the group's, an option's, or a translated name. */
function isShownField(field: string): boolean {
  const parts = field.split('.');
  if (parts.length === 1) return TOP_FIELDS.includes(field) || field === 'options';
  if (parts[0] === 'translations') return parts.length === 3 && isLocale(parts[1]) && parts[2] === 'name';
  if (parts[0] !== 'options' || !/^\d+$/.test(parts[1] ?? '')) return false;
  if (parts.length === 3) return OPTION_FIELDS.includes(parts[2] ?? '');
  return parts.length === 5 && parts[2] === 'translations' && isLocale(parts[3]) && parts[4] === 'name';
}

const schemaResolver = zodResolver(OptionGroupInputSchema);

const smallButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';
const checkboxLabelClass = 'inline-flex min-h-11 items-center gap-2 text-sm text-stone-800';

export function OptionGroupForm({
  defaultValues = EMPTY_GROUP,
  defaultLanguage = DEFAULT_LOCALE,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: OptionGroupInput;
  /** The restaurant's language: the names are written in it, the translations offer the others. */
  defaultLanguage?: Locale;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(values: OptionGroupValues): Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useUniqueId();
  const form = useForm<OptionGroupInput, unknown, OptionGroupValues>({
    resolver: schemaResolver,
    defaultValues: {
      ...defaultValues,
      translations: { ...defaultValues.translations },
      options: defaultValues.options.map((option) => ({ ...option, translations: { ...option.translations } })),
    },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const selection = useWatch({ control, name: 'selection' });

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showRefusal(error, setError, (field) => (isShownField(field) ? (field as FieldPath<OptionGroupInput>) : null), optionGroupFormTexts.saveFailed);
    }
  });

  const fieldId = (field: string) => `${id}-${field}`;
  const errorProps = (field: string, message: string | undefined) => ({
    'aria-invalid': Boolean(message),
    'aria-describedby': message ? `${fieldId(field)}-error` : undefined,
  });
  const fieldError = (field: string, message: string | undefined) =>
    message ? (
      <p id={`${fieldId(field)}-error`} className={fieldErrorClass}>
        {message}
      </p>
    ) : null;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">{optionGroupFormTexts.limitNote}</p>

      <div>
        <label htmlFor={fieldId('name')} className={labelClass}>
          {optionGroupFormTexts.name}{' '}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <p id={`${fieldId('name')}-hint`} className="text-sm text-stone-600">
          {optionGroupFormTexts.nameHint}
        </p>
        <input
          id={fieldId('name')}
          required
          autoComplete="off"
          data-autofocus
          {...register('name')}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={[`${fieldId('name')}-hint`, errors.name ? `${fieldId('name')}-error` : null].filter(Boolean).join(' ')}
          className={controlClass}
        />
        {fieldError('name', errors.name?.message)}
      </div>

      <NameTranslations
        id={`${id}-group`}
        prefix="translations"
        defaultLanguage={defaultLanguage}
        register={register}
        errorOf={(locale) => errors.translations?.[locale]?.name?.message}
      />

      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{optionGroupFormTexts.selection}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {(['single', 'multiple'] as const).map((value) => (
            <label key={value} className={checkboxLabelClass}>
              <input
                type="radio"
                value={value}
                {...register('selection', {
                  onChange: () => {
                    // One choice: at most one, so a minimum above one would be refused.
                    if (value === 'single') setValue('min_choices', Math.min(1, Number(form.getValues('min_choices')) || 0));
                  },
                })}
                className="h-4 w-4 accent-brand-600"
              />
              {value === 'single' ? optionGroupFormTexts.single : optionGroupFormTexts.multiple}
            </label>
          ))}
        </div>
        {fieldError('selection', errors.selection?.message)}
      </fieldset>

      {selection === 'single' ? (
        <Controller
          control={control}
          name="min_choices"
          render={({ field }) => (
            <div>
              <label className={checkboxLabelClass}>
                <input
                  type="checkbox"
                  checked={(field.value ?? 0) >= 1}
                  onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                  className="h-4 w-4 accent-brand-600"
                  {...errorProps('min_choices', errors.min_choices?.message)}
                />
                {optionGroupFormTexts.required}
              </label>
              {fieldError('min_choices', errors.min_choices?.message)}
            </div>
          )}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId('min_choices')} className={labelClass}>
              {optionGroupFormTexts.minimum}
            </label>
            <input
              id={fieldId('min_choices')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_OPTIONS_PER_GROUP}
              {...register('min_choices', { setValueAs: (value: unknown) => (value === '' ? 0 : Number(value)) })}
              {...errorProps('min_choices', errors.min_choices?.message)}
              aria-describedby={[`${fieldId('min_choices')}-hint`, errors.min_choices ? `${fieldId('min_choices')}-error` : null].filter(Boolean).join(' ')}
              className={controlClass}
            />
            <p id={`${fieldId('min_choices')}-hint`} className="mt-1 text-sm text-stone-600">
              {optionGroupFormTexts.minimumHint}
            </p>
            {fieldError('min_choices', errors.min_choices?.message)}
          </div>
          <div>
            <label htmlFor={fieldId('max_choices')} className={labelClass}>
              {optionGroupFormTexts.maximum}
            </label>
            <input
              id={fieldId('max_choices')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_OPTIONS_PER_GROUP}
              {...register('max_choices', { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
              {...errorProps('max_choices', errors.max_choices?.message)}
              aria-describedby={[`${fieldId('max_choices')}-hint`, errors.max_choices ? `${fieldId('max_choices')}-error` : null].filter(Boolean).join(' ')}
              className={controlClass}
            />
            <p id={`${fieldId('max_choices')}-hint`} className="mt-1 text-sm text-stone-600">
              {optionGroupFormTexts.maximumHint}
            </p>
            {fieldError('max_choices', errors.max_choices?.message)}
          </div>
        </div>
      )}

      <section aria-labelledby={fieldId('options-title')} className="space-y-3">
        <h3 id={fieldId('options-title')} className="text-sm font-semibold text-stone-900">
          {optionGroupFormTexts.options}
        </h3>
        <ol className="space-y-3">
          {fields.map((option, index) => (
            <OptionRow
              key={option.key}
              form={form}
              id={`${id}-option-${option.key}`}
              index={index}
              count={fields.length}
              defaultLanguage={defaultLanguage}
              onMove={(by) => swap(index, index + by)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        {optionsError && (
          <p role="alert" className={fieldErrorClass}>
            {optionsError}
          </p>
        )}
        {fields.length < MAX_OPTIONS_PER_GROUP && (
          <button type="button" className={secondaryButtonClass} onClick={() => append({ ...NEW_OPTION }, { focusName: `options.${fields.length}.name` })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {optionGroupFormTexts.addOption}
          </button>
        )}
      </section>

      {errors.root?.server && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.root.server.message}
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {optionGroupFormTexts.cancel}
          </button>
        )}
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** One option of the group: a fieldset named by its position and name, with its controls and its details. */
function OptionRow({
  form,
  id,
  index,
  count,
  defaultLanguage,
  onMove,
  onRemove,
}: {
  form: UseFormReturn<OptionGroupInput, unknown, OptionGroupValues>;
  id: string;
  index: number;
  count: number;
  defaultLanguage: Locale;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const name = useWatch({ control, name: `options.${index}.name` }) ?? '';
  const optionErrors = errors.options?.[index];
  const hasDetailErrors = Boolean(optionErrors?.allergens || optionErrors?.traces || optionErrors?.translations);
  // Why the price change's text is not an amount (the form then holds NaN, which the schema refuses).
  const [priceProblem, setPriceProblem] = useState<AmountProblem | null>(null);
  const position = index + 1;
  const nameError = optionErrors?.name?.message;
  const nameId = `${id}-name`;

  return (
    <li>
      <fieldset className="rounded-lg border border-stone-200 p-3">
        <legend className="px-1 text-sm font-semibold text-stone-900">{optionGroupFormTexts.option(position, name.trim())}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={nameId} className={labelClass}>
              {optionGroupFormTexts.optionName}{' '}
              <span aria-hidden="true" className="text-brand-600">
                *
              </span>
            </label>
            <input
              id={nameId}
              required
              autoComplete="off"
              {...register(`options.${index}.name`)}
              aria-invalid={Boolean(nameError)}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              className={controlClass}
            />
            {nameError && (
              <p id={`${nameId}-error`} className={fieldErrorClass}>
                {nameError}
              </p>
            )}
          </div>
          <Controller
            control={control}
            name={`options.${index}.price_delta`}
            render={({ field }) => (
              <AmountField
                ref={field.ref}
                id={`${id}-price`}
                name={field.name}
                label={optionGroupFormTexts.priceDelta}
                allowNegative
                value={field.value}
                onValueChange={(amount, problem) => {
                  // Empty is no price change.
                  const shown = problem === 'empty' ? null : problem;
                  setPriceProblem(shown);
                  field.onChange(amount ?? (problem === 'empty' ? 0 : Number.NaN));
                }}
                onBlur={field.onBlur}
                error={priceProblem ? amountProblemText(priceProblem) : optionErrors?.price_delta?.message}
                aria-describedby={`${id}-price-hint`}
              />
            )}
          />
        </div>
        <p id={`${id}-price-hint`} className="mt-1 text-sm text-stone-600">
          {optionGroupFormTexts.priceDeltaHint}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-6">
          <label className={checkboxLabelClass}>
            <input type="checkbox" {...register(`options.${index}.is_default`)} className="h-4 w-4 accent-brand-600" />
            {optionGroupFormTexts.preselected}
          </label>
          <label className={checkboxLabelClass}>
            <input type="checkbox" {...register(`options.${index}.is_available`)} className="h-4 w-4 accent-brand-600" />
            {optionGroupFormTexts.available}
          </label>
        </div>

        <Disclosure id={`${id}-details`} className="mt-2" summary={optionGroupFormTexts.details} openWhen={hasDetailErrors} panelClassName="space-y-4">
          <Controller
            control={control}
            name={`options.${index}.allergens`}
            render={({ field }) => (
              <Controller
                control={control}
                name={`options.${index}.traces`}
                render={({ field: tracesField }) => (
                  <AllergenFields
                    id={id}
                    legend={optionGroupFormTexts.allergens}
                    allergens={field.value ?? []}
                    traces={tracesField.value ?? []}
                    onChange={(allergens, traces) => {
                      field.onChange(allergens);
                      tracesField.onChange(traces);
                    }}
                    error={optionErrors?.allergens?.message ?? optionErrors?.traces?.message}
                  />
                )}
              />
            )}
          />
          <NameTranslations
            id={id}
            prefix={`options.${index}.translations`}
            defaultLanguage={defaultLanguage}
            register={register}
            errorOf={(locale) => optionErrors?.translations?.[locale]?.name?.message}
          />
        </Disclosure>

        <div className="mt-2 flex flex-wrap justify-end gap-1">
          <button
            type="button"
            className={smallButtonClass}
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={optionGroupFormTexts.moveUp(position)}
          >
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
            {optionGroupFormTexts.up}
          </button>
          <button
            type="button"
            className={smallButtonClass}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={optionGroupFormTexts.moveDown(position)}
          >
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
            {optionGroupFormTexts.down}
          </button>
          <button
            type="button"
            className={`${smallButtonClass} text-red-700 hover:bg-red-50`}
            disabled={count === 1}
            onClick={onRemove}
            aria-label={optionGroupFormTexts.remove(position)}
          >
            <X aria-hidden="true" className="h-4 w-4" />
            {optionGroupFormTexts.removeShort}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
