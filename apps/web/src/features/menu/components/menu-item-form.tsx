import { zodResolver } from '@hookform/resolvers/zod';
import { DIETARY_MARKS, dietaryMarkName } from '@maitre/shared/allergens';
import { type AmountProblem, DEFAULT_LOCALE, isLocale, type Locale } from '@maitre/shared/locales';
import { type MenuItemInput, MenuItemInputSchema, type MenuItemValues } from '@maitre/shared/menu';
import { currentMessages } from '@maitre/shared/messages/index';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AmountField, amountProblemText } from '@/components/ui/amount-field';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { PhotoField } from '@/features/photos/components/photo-field';
import { showRefusal } from '@/lib/form-refusal';
import { useUniqueId } from '@/lib/use-unique-id';
import { menuItemFormTexts } from '../texts';
import { AllergenFields } from './allergen-fields';
import { type GroupChoice, MenuItemOptionGroups } from './menu-item-option-groups';
import { MenuItemTranslations } from './menu-item-translations';

const FIELDS = ['name', 'description', 'price', 'cost', 'category', 'image_url'] as const;
/** The category is chosen by id (issue 19); the server's refusal of either field shows under the select. */
const CATEGORY_FIELDS = ['category', 'category_id'];
/** Issue 19's fields: shown in their own parts of the form, their server errors too. */
const LIST_FIELDS = ['allergens', 'traces', 'dietary', 'option_group_ids'] as const;

const EMPTY: MenuItemInput = {
  name: '',
  description: '',
  price: Number.NaN,
  cost: null,
  image_url: '',
  translations: {},
  allergens: [],
  traces: [],
  dietary: [],
  option_group_ids: [],
};

/** A server's field error on a translated text ("translations.fr.name"): shown under that field. */
function isTranslationField(field: string): boolean {
  const [head, locale, text, ...rest] = field.split('.');
  return head === 'translations' && isLocale(locale) && (text === 'name' || text === 'description') && rest.length === 0;
}

const schemaResolver = zodResolver(MenuItemInputSchema);

/** The price's problems in the form's own words (the shared schema's, which the server also says); "ambiguous" is new. */
function priceProblemText(problem: AmountProblem): string {
  switch (problem) {
    case 'empty':
      return menuItemFormTexts.priceRequired;
    case 'not-a-number':
      return menuItemFormTexts.priceNotANumber;
    case 'negative':
      return menuItemFormTexts.priceNegative;
    case 'too-many-decimals':
      return menuItemFormTexts.priceDecimals;
    default:
      return amountProblemText(problem);
  }
}

/** The cost's problems (an empty cost is none: it is optional). */
function costProblemText(problem: AmountProblem): string {
  switch (problem) {
    case 'not-a-number':
      return menuItemFormTexts.costNotANumber;
    case 'negative':
      return menuItemFormTexts.costNegative;
    case 'too-many-decimals':
      return menuItemFormTexts.costDecimals;
    default:
      return amountProblemText(problem);
  }
}

/**
 * The add-item and edit form: the shared schema validates here and again on the server. When the server refuses, its
 * reason shows beside the form and what was typed stays. The price is typed text read by AmountField: the form holds
 * the amount it means (a number in euros), or NaN with the reason, which the form says instead of sending anything.
 */
export function MenuItemForm({
  defaultValues = EMPTY,
  defaultLanguage = DEFAULT_LOCALE,
  categories,
  defaultCategoryId,
  optionGroups,
  submitLabel,
  pendingLabel,
  resetOnSuccess = false,
  focusOnMount = false,
  onSubmit,
  onCancel,
}: {
  defaultValues?: MenuItemInput;
  /** The restaurant's language: the base name and description are in it, the Translations part offers the others. */
  defaultLanguage?: Locale;
  /** The restaurant's categories in the menu's order, with the names the reader sees; undefined while they load. */
  categories?: ReadonlyArray<{ id: string; label: string }>;
  /** A new dish's category (the one the menu is filtered on, else Main Course); an edited dish keeps its own. */
  defaultCategoryId?: string;
  /** The restaurant's option groups the dish may offer; undefined while they load. */
  optionGroups?: readonly GroupChoice[];
  submitLabel: string;
  pendingLabel: string;
  resetOnSuccess?: boolean;
  focusOnMount?: boolean;
  onSubmit(values: MenuItemValues): Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useUniqueId();
  // Why the price's text is not an amount, when it is not (the form's value is then NaN).
  const priceProblem = useRef<AmountProblem | null>(null);
  // The same for the cost (menu engineering, decision 0043): empty is none (null), anything else unreadable is NaN.
  const costProblem = useRef<AmountProblem | null>(null);
  const resolver: Resolver<MenuItemInput, unknown, MenuItemValues> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const costUnread = typeof values.cost === 'number' && !Number.isFinite(values.cost);
    if (Number.isFinite(values.price) && !costUnread) return result;
    const price = Number.isFinite(values.price) ? undefined : { type: 'amount', message: priceProblemText(priceProblem.current ?? 'empty') };
    const cost = costUnread ? { type: 'amount', message: costProblemText(costProblem.current ?? 'not-a-number') } : undefined;
    return { values: {}, errors: { ...result.errors, ...(price && { price }), ...(cost && { cost }) } };
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<MenuItemInput, unknown, MenuItemValues>({
    resolver,
    // Every translation the item has is kept, the restaurant's own language's too (left from before a change of the
    // restaurant's language, and shown to guests in that language): PATCH replaces the whole object.
    defaultValues: {
      ...EMPTY,
      ...defaultValues,
      // By id only: a dish's category name could name another category after a rename.
      category: undefined,
      category_id: defaultValues.category_id ?? defaultCategoryId,
      image_url: defaultValues.image_url ?? '',
      translations: { ...defaultValues.translations },
    },
  });
  const translations = useWatch({ control, name: 'translations' });
  const imageUrl = useWatch({ control, name: 'image_url' });
  // An upload under way: saving waits for it (its address is not in image_url yet).
  const [photoBusy, setPhotoBusy] = useState(false);
  // The restaurant's own language is offered too while the item has a translation in it (written before the owner
  // changed the restaurant's language): guests reading that language see it, so the owner must be able to edit it.
  const keepsOwnLanguage = Boolean(defaultValues.translations?.[defaultLanguage]);
  const filledLanguages = Object.entries(translations ?? {}).filter(
    ([locale, text]) => (locale !== defaultLanguage || keepsOwnLanguage) && (text?.name?.trim() || text?.description?.trim()),
  ).length;

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  // The categories may arrive after the form opened: a new dish then takes the default, unless one was chosen already.
  useEffect(() => {
    if (defaultCategoryId && getValues('category_id') === undefined) setValue('category_id', defaultCategoryId);
  }, [defaultCategoryId, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (resetOnSuccess) {
        reset({ ...EMPTY, category_id: values.category_id });
        setFocus('name');
      }
    } catch (error) {
      showRefusal(
        error,
        setError,
        (field) => {
          if (CATEGORY_FIELDS.includes(field)) return 'category_id';
          const shown = (FIELDS as readonly string[]).includes(field) || (LIST_FIELDS as readonly string[]).includes(field) || isTranslationField(field);
          return shown ? (field as FieldPath<MenuItemInput>) : null;
        },
        menuItemFormTexts.saveFailed,
      );
    }
  });

  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: (typeof FIELDS)[number]) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const serverError = errors.root?.server;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={fieldId('name')} className={labelClass}>
          {menuItemFormTexts.name}{' '}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <input
          id={fieldId('name')}
          {...register('name')}
          required
          autoComplete="off"
          data-autofocus
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          className={controlClass}
        />
        {errors.name && (
          <p id={`${fieldId('name')}-error`} className={fieldErrorClass}>
            {errors.name.message}
          </p>
        )}
      </div>

      <div className="sm:col-span-2">
        <label htmlFor={fieldId('description')} className={labelClass}>
          {menuItemFormTexts.description}
        </label>
        <textarea
          id={fieldId('description')}
          {...register('description')}
          rows={2}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={describedBy('description')}
          className={controlClass}
        />
        {errors.description && (
          <p id={`${fieldId('description')}-error`} className={fieldErrorClass}>
            {errors.description.message}
          </p>
        )}
      </div>

      <Controller
        control={control}
        name="price"
        render={({ field }) => (
          <AmountField
            ref={field.ref}
            id={fieldId('price')}
            name={field.name}
            label={
              <>
                {menuItemFormTexts.price}{' '}
                <span aria-hidden="true" className="text-brand-600">
                  *
                </span>
              </>
            }
            required
            value={field.value}
            onValueChange={(amount, problem) => {
              priceProblem.current = problem;
              field.onChange(amount ?? Number.NaN);
            }}
            onBlur={field.onBlur}
            error={errors.price?.message}
            problemText={priceProblemText}
          />
        )}
      />

      <Controller
        control={control}
        name="cost"
        render={({ field }) => (
          <div>
            <AmountField
              ref={field.ref}
              id={fieldId('cost')}
              name={field.name}
              label={
                <>
                  {menuItemFormTexts.cost} <span className="font-normal text-stone-500">{menuItemFormTexts.optional}</span>
                </>
              }
              value={field.value ?? null}
              onValueChange={(amount, problem) => {
                costProblem.current = problem;
                field.onChange(amount ?? (problem === 'empty' ? null : Number.NaN));
              }}
              onBlur={field.onBlur}
              error={errors.cost?.message}
              problemText={costProblemText}
              aria-describedby={`${fieldId('cost')}-hint`}
            />
            <p id={`${fieldId('cost')}-hint`} className="mt-1 text-sm text-stone-600">
              {menuItemFormTexts.costHint}
            </p>
          </div>
        )}
      />

      <Controller
        control={control}
        name="category_id"
        render={({ field }) => {
          const error = errors.category_id?.message;
          return (
            <div>
              <label htmlFor={fieldId('category')} className={labelClass}>
                {menuItemFormTexts.category}{' '}
                <span aria-hidden="true" className="text-brand-600">
                  *
                </span>
              </label>
              <select
                ref={field.ref}
                id={fieldId('category')}
                name={field.name}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || undefined)}
                onBlur={field.onBlur}
                required
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${fieldId('category')}-error` : undefined}
                className={controlClass}
              >
                {/* While the categories load (or when a dish's is unknown): the server's default, Main Course. */}
                {!categories?.some((category) => category.id === field.value) && <option value="">{menuItemFormTexts.defaultCategory}</option>}
                {categories?.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.label}
                  </option>
                ))}
              </select>
              {error && (
                <p id={`${fieldId('category')}-error`} className={fieldErrorClass}>
                  {error}
                </p>
              )}
            </div>
          );
        }}
      />

      <PhotoField
        id={id}
        value={imageUrl ?? ''}
        onChange={(url) => setValue('image_url', url, { shouldDirty: true, shouldValidate: Boolean(errors.image_url) })}
        onBusyChange={setPhotoBusy}
      />

      <div className="sm:col-span-2">
        <label htmlFor={fieldId('image_url')} className={labelClass}>
          {menuItemFormTexts.imageUrl} <span className="font-normal text-stone-500">{menuItemFormTexts.optional}</span>
        </label>
        <input
          id={fieldId('image_url')}
          type="url"
          inputMode="url"
          // i18n-ignore: a URL's beginning, the same in every language
          placeholder="https://"
          {...register('image_url')}
          aria-invalid={Boolean(errors.image_url)}
          aria-describedby={describedBy('image_url')}
          className={controlClass}
        />
        {errors.image_url && (
          <p id={`${fieldId('image_url')}-error`} className={fieldErrorClass}>
            {errors.image_url.message}
          </p>
        )}
      </div>

      <div className="rounded-lg border border-stone-200 p-3 sm:col-span-2">
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <Controller
              control={control}
              name="traces"
              render={({ field: tracesField }) => (
                <AllergenFields
                  id={id}
                  legend={menuItemFormTexts.allergens}
                  allergens={field.value ?? []}
                  traces={tracesField.value ?? []}
                  onChange={(allergens, traces) => {
                    field.onChange(allergens);
                    tracesField.onChange(traces);
                  }}
                  error={errors.allergens?.message ?? errors.traces?.message}
                />
              )}
            />
          )}
        />
      </div>

      <Controller
        control={control}
        name="dietary"
        render={({ field }) => {
          const marks = field.value ?? [];
          return (
            <fieldset className="sm:col-span-2" aria-describedby={errors.dietary ? `${fieldId('dietary')}-error` : undefined}>
              <legend className="text-sm font-semibold text-stone-900">{menuItemFormTexts.dietary}</legend>
              <div className="mt-1 flex flex-wrap gap-x-4">
                {DIETARY_MARKS.map((mark) => (
                  <label key={mark} className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-800">
                    <input
                      type="checkbox"
                      checked={marks.includes(mark)}
                      onChange={(event) => field.onChange(DIETARY_MARKS.filter((other) => (other === mark ? event.target.checked : marks.includes(other))))}
                      className="h-4 w-4 accent-brand-600"
                    />
                    {dietaryMarkName(currentMessages(), mark)}
                  </label>
                ))}
              </div>
              {errors.dietary && (
                <p id={`${fieldId('dietary')}-error`} className={fieldErrorClass}>
                  {errors.dietary.message}
                </p>
              )}
            </fieldset>
          );
        }}
      />

      <Controller
        control={control}
        name="option_group_ids"
        render={({ field }) => (
          <MenuItemOptionGroups id={id} groups={optionGroups} value={field.value ?? []} onChange={field.onChange} error={errors.option_group_ids?.message} />
        )}
      />

      <MenuItemTranslations
        id={id}
        defaultLanguage={defaultLanguage}
        offerDefaultLanguage={keepsOwnLanguage}
        register={register}
        errors={errors}
        filled={filledLanguages}
      />

      {serverError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          <p>{serverError.message}</p>
          {serverError.type === 'PLAN_LIMIT_REACHED' && (
            <Link to="/dashboard/subscription" className="mt-1 inline-block font-semibold text-red-900 underline">
              {menuItemFormTexts.seePlans}
            </Link>
          )}
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {menuItemFormTexts.cancel}
          </button>
        )}
        <button type="submit" disabled={isSubmitting || photoBusy} className={primaryButtonClass}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
