/**
 * The add and edit form of a category (issue 19): its name, its names in the other languages, and whether it is hidden
 * from the order page. The shared schema checks here and again on the server; a refusal (a name the restaurant already
 * uses) shows at its field and what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryInput, CategoryInputSchema, type CategoryValues } from '@maitre/shared/categories';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@maitre/shared/locales';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { NameTranslations } from '@/components/ui/name-translations';
import { showRefusal } from '@/lib/form-refusal';
import { useUniqueId } from '@/lib/use-unique-id';
import { categoryFormTexts } from '../texts';

const EMPTY: CategoryInput = { name: '', translations: {}, is_hidden: false };

/** A field the server named that the form shows: the name, hidden, or a translated name. */
function isShownField(field: string): boolean {
  const [head, locale, text, ...rest] = field.split('.');
  if (head === 'translations') return isLocale(locale) && text === 'name' && rest.length === 0;
  return (field === 'name' || field === 'is_hidden') && locale === undefined;
}

const resolver = zodResolver(CategoryInputSchema);

export function CategoryForm({
  defaultValues = EMPTY,
  defaultLanguage = DEFAULT_LOCALE,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues?: CategoryInput;
  /** The restaurant's language: the name is written in it, the translations offer the others. */
  defaultLanguage?: Locale;
  submitLabel: string;
  pendingLabel: string;
  onSubmit(values: CategoryValues): Promise<unknown>;
  onCancel(): void;
}) {
  const id = useUniqueId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput, unknown, CategoryValues>({
    resolver,
    defaultValues: { ...EMPTY, ...defaultValues, translations: { ...defaultValues.translations } },
  });

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showRefusal(error, setError, (field) => (isShownField(field) ? (field as FieldPath<CategoryInput>) : null), categoryFormTexts.saveFailed);
    }
  });

  const nameId = `${id}-name`;
  const hiddenId = `${id}-hidden`;
  const serverError = errors.root?.server;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor={nameId} className={labelClass}>
          {categoryFormTexts.name}{' '}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <input
          id={nameId}
          {...register('name')}
          required
          autoComplete="off"
          data-autofocus
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          className={controlClass}
        />
        {errors.name && (
          <p id={`${nameId}-error`} className={fieldErrorClass}>
            {errors.name.message}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={hiddenId} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-stone-800">
          <input id={hiddenId} type="checkbox" {...register('is_hidden')} aria-describedby={`${hiddenId}-hint`} className="h-4 w-4 accent-brand-600" />
          {categoryFormTexts.hidden}
        </label>
        <p id={`${hiddenId}-hint`} className="text-sm text-stone-600">
          {categoryFormTexts.hiddenHint}
        </p>
      </div>

      <NameTranslations<CategoryInput>
        id={id}
        fieldOf={(locale) => `translations.${locale}.name` as const}
        defaultLanguage={defaultLanguage}
        register={register}
        errorOf={(locale) => errors.translations?.[locale]?.name?.message}
        summary={categoryFormTexts.translations}
        hint={categoryFormTexts.translationsHint}
      />

      {serverError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {serverError.message}
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {categoryFormTexts.cancel}
        </button>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
