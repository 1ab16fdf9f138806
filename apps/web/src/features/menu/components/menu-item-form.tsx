import { zodResolver } from '@hookform/resolvers/zod';
import { MENU_CATEGORIES, type MenuItemInput, MenuItemInputSchema, type MenuItemValues } from '@maitre/shared/menu';
import { useEffect, useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ApiError } from '@/lib/api-client';

const FIELDS = ['name', 'description', 'price', 'category', 'image_url'] as const;

const EMPTY: MenuItemInput = { name: '', description: '', price: Number.NaN, category: 'Main Course', image_url: '' };

/**
 * The add-item and edit form: the shared schema validates here and again on the server. When the server refuses, its
 * reason shows beside the form and what was typed stays.
 */
export function MenuItemForm({
  defaultValues = EMPTY,
  submitLabel,
  pendingLabel,
  resetOnSuccess = false,
  focusOnMount = false,
  onSubmit,
  onCancel,
}: {
  defaultValues?: MenuItemInput;
  submitLabel: string;
  pendingLabel: string;
  resetOnSuccess?: boolean;
  focusOnMount?: boolean;
  onSubmit(values: MenuItemValues): Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<MenuItemInput, unknown, MenuItemValues>({
    resolver: zodResolver(MenuItemInputSchema),
    defaultValues: { ...defaultValues, image_url: defaultValues.image_url ?? '' },
  });

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (resetOnSuccess) {
        reset(EMPTY);
        setFocus('name');
      }
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      const known = FIELDS.filter((field) => fieldErrors?.[field]?.[0]);
      for (const field of known) setError(field as FieldPath<MenuItemInput>, { message: fieldErrors?.[field]?.[0] });
      if (known.length === 0)
        setError('root.server', {
          type: error instanceof ApiError ? error.code : 'unknown',
          message: error instanceof ApiError ? error.message : 'Failed to save the menu item',
        });
    }
  });

  const fieldId = (field: string) => `${id}-${field}`;
  const describedBy = (field: (typeof FIELDS)[number]) => (errors[field] ? `${fieldId(field)}-error` : undefined);
  const serverError = errors.root?.server;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <label htmlFor={fieldId('name')} className={labelClass}>
          Name{' '}
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
          Description
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

      <div>
        <label htmlFor={fieldId('price')} className={labelClass}>
          Price (€){' '}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <input
          id={fieldId('price')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          {...register('price', { valueAsNumber: true })}
          aria-invalid={Boolean(errors.price)}
          aria-describedby={describedBy('price')}
          className={controlClass}
        />
        {errors.price && (
          <p id={`${fieldId('price')}-error`} className={fieldErrorClass}>
            {errors.price.message}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={fieldId('category')} className={labelClass}>
          Category{' '}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <select
          id={fieldId('category')}
          {...register('category')}
          required
          aria-invalid={Boolean(errors.category)}
          aria-describedby={describedBy('category')}
          className={controlClass}
        >
          {MENU_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {errors.category && (
          <p id={`${fieldId('category')}-error`} className={fieldErrorClass}>
            {errors.category.message}
          </p>
        )}
      </div>

      <div className="sm:col-span-2">
        <label htmlFor={fieldId('image_url')} className={labelClass}>
          Image URL <span className="font-normal text-stone-500">(optional)</span>
        </label>
        <input
          id={fieldId('image_url')}
          type="url"
          inputMode="url"
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

      {serverError && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2">
          <p>{serverError.message}</p>
          {serverError.type === 'PLAN_LIMIT_REACHED' && (
            <Link to="/dashboard/subscription" className="mt-1 inline-block font-semibold text-red-900 underline">
              See plans
            </Link>
          )}
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            Cancel
          </button>
        )}
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
