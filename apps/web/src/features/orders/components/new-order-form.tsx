import { zodResolver } from '@hookform/resolvers/zod';
import { parseCount } from '@maitre/shared/locales';
import { MENU_CATEGORIES, type MenuItem } from '@maitre/shared/menu';
import { fromCents, toCents } from '@maitre/shared/money';
import { type CreateOrderInput, CreateOrderSchema, MAX_LINE_QUANTITY } from '@maitre/shared/orders';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ApiError } from '@/lib/api-client';
import { money } from '@/lib/i18n';
import { newOrderFormTexts } from '../texts';

const CustomerSchema = CreateOrderSchema.omit({ items: true });
type CustomerInput = z.input<typeof CustomerSchema>;
type CustomerValues = z.output<typeof CustomerSchema>;
const CUSTOMER_FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'notes'] as const;

const clamp = (value: number) => Math.max(0, Math.min(MAX_LINE_QUANTITY, Number.isFinite(value) ? Math.trunc(value) : 0));

/** A typed quantity: a whole number from 0 to the most a line may have (an empty field is none), else null. */
function readQuantity(text: string): number | null {
  if (text.trim() === '') return 0;
  const count = parseCount(text);
  return count !== null && count <= MAX_LINE_QUANTITY ? count : null;
}

/**
 * An order taken by phone or at the counter: who, what from the available menu, and notes. The total shown is a preview;
 * the server prices the order from the menu. A quantity is typed as a whole number (parseCount): a text that is not one
 * is marked on its line and nothing is sent until it is corrected.
 */
export function NewOrderForm({
  menuItems,
  onSubmit,
  onCancel,
}: {
  menuItems: MenuItem[];
  onSubmit(input: CreateOrderInput): Promise<unknown>;
  onCancel(): void;
}) {
  const id = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  // What is typed in a quantity field while it differs from the quantity it holds ("" while retyping, "1.5" refused).
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The dialog puts the cursor in the customer name when it opens; when the menu (and so this form) arrives after that,
  // the form does it, or the cursor would stay on the page behind.
  useEffect(() => {
    const form = formRef.current;
    if (form?.closest('dialog')?.open) form.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CustomerInput, unknown, CustomerValues>({
    resolver: zodResolver(CustomerSchema),
    defaultValues: { customer_name: '', customer_phone: '', customer_email: '', notes: '' },
  });

  const available = menuItems
    .filter((item) => item.is_available)
    .sort((a, b) => MENU_CATEGORIES.indexOf(a.category) - MENU_CATEGORIES.indexOf(b.category) || a.name.localeCompare(b.name));
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([menu_item_id, quantity]) => ({ menu_item_id, quantity }));
  const totalCents = items.reduce((sum, line) => sum + toCents(available.find((item) => item.id === line.menu_item_id)?.price ?? 0) * line.quantity, 0);

  const refused = available.filter((item) => drafts[item.id] !== undefined && readQuantity(drafts[item.id] ?? '') === null);

  function setQuantity(menuItemId: string, quantity: number) {
    clearErrors('root');
    setDrafts(({ [menuItemId]: _typed, ...others }) => others);
    setQuantities((current) => ({ ...current, [menuItemId]: clamp(quantity) }));
  }

  function typeQuantity(menuItemId: string, text: string) {
    clearErrors('root');
    setDrafts((current) => ({ ...current, [menuItemId]: text }));
    // A text that is not a count holds no quantity: the total does not count it, and the order waits for a correction.
    setQuantities((current) => ({ ...current, [menuItemId]: readQuantity(text) ?? 0 }));
  }

  function leaveQuantity(menuItemId: string) {
    const typed = drafts[menuItemId];
    if (typed !== undefined && readQuantity(typed) !== null) setDrafts(({ [menuItemId]: _typed, ...others }) => others);
  }

  const submit = handleSubmit(async (values) => {
    if (refused.length > 0) {
      setError('root.items', { message: newOrderFormTexts.fixQuantities });
      return;
    }
    if (items.length === 0) {
      setError('root.items', { message: newOrderFormTexts.addItem });
      return;
    }
    try {
      await onSubmit({ ...values, items });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      const known = CUSTOMER_FIELDS.filter((field) => fieldErrors?.[field]?.[0]);
      for (const field of known) setError(field, { message: fieldErrors?.[field]?.[0] });
      if (known.length === 0) setError('root.server', { message: error instanceof ApiError ? error.message : newOrderFormTexts.createFailed });
    }
  });

  const fieldId = (field: string) => `${id}-${field}`;
  const errorOf = (field: (typeof CUSTOMER_FIELDS)[number]) => errors[field]?.message;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{newOrderFormTexts.customer}</legend>
        {(
          [
            ['customer_name', newOrderFormTexts.customerName, 'text', true],
            ['customer_phone', newOrderFormTexts.phone, 'tel', false],
            ['customer_email', newOrderFormTexts.email, 'email', false],
          ] as const
        ).map(([field, label, type, required]) => (
          <div key={field} className={field === 'customer_name' ? 'sm:col-span-2' : ''}>
            <label htmlFor={fieldId(field)} className={labelClass}>
              {label}{' '}
              {required ? (
                <span aria-hidden="true" className="text-brand-600">
                  *
                </span>
              ) : (
                <span className="font-normal text-stone-500">{newOrderFormTexts.optional}</span>
              )}
            </label>
            <input
              id={fieldId(field)}
              type={type}
              // The customer's details, not the signed-in owner's: no autofill.
              autoComplete="off"
              required={required}
              data-autofocus={field === 'customer_name' ? true : undefined}
              {...register(field)}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={errors[field] ? `${fieldId(field)}-error` : undefined}
              className={controlClass}
            />
            {errorOf(field) && (
              <p id={`${fieldId(field)}-error`} className={fieldErrorClass}>
                {errorOf(field)}
              </p>
            )}
          </div>
        ))}
      </fieldset>

      {/* min-w-0: a fieldset is at least as wide as its content by default, which pushed the steppers out of the dialog. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-stone-900">{newOrderFormTexts.items}</legend>
        {available.length === 0 ? (
          <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-600">
            {newOrderFormTexts.noItems}{' '}
            <Link to="/dashboard/menu" className="font-semibold text-brand-700 underline">
              {newOrderFormTexts.noItemsLink}
            </Link>
            {newOrderFormTexts.noItemsAfter}
          </p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
            {available.map((item) => {
              const quantity = quantities[item.id] ?? 0;
              const inputId = fieldId(`quantity-${item.id}`);
              const isRefused = refused.includes(item);
              return (
                // On a narrow screen the stepper goes under the name rather than out of the dialog.
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
                  <div className="min-w-32 flex-1 text-sm">
                    <label htmlFor={inputId} className="block break-words font-medium text-stone-900">
                      {item.name}
                      <span className="sr-only">{newOrderFormTexts.quantity}</span>
                    </label>
                    <span className="text-stone-500">{money(item.price)}</span>
                  </div>
                  <div className="ml-auto flex items-center gap-1">
                    <button
                      type="button"
                      onClick={() => setQuantity(item.id, quantity - 1)}
                      // aria-disabled, not disabled: reaching 0 with the keyboard must not drop the focus (setQuantity clamps).
                      aria-disabled={quantity === 0}
                      aria-label={newOrderFormTexts.oneLess(item.name)}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 text-stone-600 hover:bg-stone-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                    >
                      <Minus aria-hidden="true" className="h-4 w-4" />
                    </button>
                    {/* Text, not type=number: a browser's number field reads "1,5" its own way; parseCount reads whole numbers only. */}
                    <input
                      id={inputId}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={drafts[item.id] ?? String(quantity)}
                      onChange={(event) => typeQuantity(item.id, event.target.value)}
                      onBlur={() => leaveQuantity(item.id)}
                      aria-invalid={isRefused}
                      aria-describedby={isRefused ? `${inputId}-error` : undefined}
                      className="h-11 w-14 rounded-md border border-stone-300 px-2 text-center tabular-nums aria-invalid:border-red-500"
                    />
                    <button
                      type="button"
                      onClick={() => setQuantity(item.id, quantity + 1)}
                      aria-disabled={quantity >= MAX_LINE_QUANTITY}
                      aria-label={newOrderFormTexts.oneMore(item.name)}
                      className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 text-stone-600 hover:bg-stone-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                    >
                      <Plus aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </div>
                  {isRefused && (
                    <p id={`${inputId}-error`} className={`${fieldErrorClass} w-full text-right`}>
                      {newOrderFormTexts.wholeNumber(MAX_LINE_QUANTITY)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {errors.root?.items && <p className={fieldErrorClass}>{errors.root.items.message}</p>}
      </fieldset>

      <div>
        <label htmlFor={fieldId('notes')} className={labelClass}>
          {newOrderFormTexts.notes} <span className="font-normal text-stone-500">{newOrderFormTexts.optional}</span>
        </label>
        <textarea
          id={fieldId('notes')}
          rows={2}
          {...register('notes')}
          aria-invalid={Boolean(errors.notes)}
          aria-describedby={errors.notes ? `${fieldId('notes')}-error` : undefined}
          className={controlClass}
        />
        {errorOf('notes') && (
          <p id={`${fieldId('notes')}-error`} className={fieldErrorClass}>
            {errorOf('notes')}
          </p>
        )}
      </div>

      {errors.root?.server && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.root.server.message}
        </p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
        <p className="text-sm text-stone-600">
          {newOrderFormTexts.total} <span className="ml-1 text-lg font-semibold text-stone-900 tabular-nums">{money(fromCents(totalCents))}</span>
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            {newOrderFormTexts.cancel}
          </button>
          <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
            {isSubmitting ? newOrderFormTexts.placing : newOrderFormTexts.placeOrder}
          </button>
        </div>
      </div>
    </form>
  );
}
