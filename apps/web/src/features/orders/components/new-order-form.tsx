import { zodResolver } from '@hookform/resolvers/zod';
import { parseCount } from '@maitre/shared/locales';
import type { MenuItem } from '@maitre/shared/menu';
import { inMenuOrder } from '@maitre/shared/menu-order';
import { fromCents, toCents } from '@maitre/shared/money';
import type { OptionGroup } from '@maitre/shared/options';
import { type CreateOrderInput, CreateOrderSchema, lineKey, MAX_LINE_QUANTITY } from '@maitre/shared/orders';
import { priceLine } from '@maitre/shared/pricing';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ChosenOptions } from '@/features/options/chosen-options';
import { OptionChooser } from '@/features/options/option-chooser';
import { OptionDialog } from '@/features/options/option-dialog';
import { nameIn } from '@/features/options/option-text';
import { ApiError } from '@/lib/api-client';
import { currentLocale, money } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { newOrderFormTexts } from '../texts';

const CustomerSchema = CreateOrderSchema.omit({ items: true });
type CustomerInput = z.input<typeof CustomerSchema>;
type CustomerValues = z.output<typeof CustomerSchema>;
const CUSTOMER_FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'notes', 'table'] as const;

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
/** A dish with chosen options on the order: one line per dish and choices (the shared lineKey). */
interface OptionLine {
  key: string;
  menuItemId: string;
  options: string[];
  quantity: number;
}

export function NewOrderForm({
  menuItems,
  optionGroups = [],
  categoryIds = [],
  hiddenCategoryIds = [],
  tables = [],
  onSubmit,
  onCancel,
}: {
  menuItems: MenuItem[];
  /** The restaurant's table labels (decision 0033): an order taken at a table names it; none offered without tables. */
  tables?: readonly string[];
  /** The restaurant's categories in the menu's order (issue 19): the dishes are offered in that order. */
  categoryIds?: readonly string[];
  /** The categories hidden from the order page (issue 19): their dishes can be ordered here, marked as hidden from guests. */
  hiddenCategoryIds?: readonly string[];
  /** The restaurant's option groups (issue 19): a dish that offers some is added through the option chooser. */
  optionGroups?: OptionGroup[];
  onSubmit(input: CreateOrderInput): Promise<unknown>;
  onCancel(): void;
}) {
  const id = useUniqueId();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [optionLines, setOptionLines] = useState<OptionLine[]>([]);
  // The dish whose options are being chosen (the chooser's dialog is open while it is set).
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
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

  const available = inMenuOrder(
    menuItems.filter((item) => item.is_available),
    categoryIds,
  );
  const hidden = new Set(hiddenCategoryIds);
  const hiddenMark = (item: MenuItem) =>
    hidden.has(item.category_id) && <span className="block text-xs font-medium text-amber-800">{newOrderFormTexts.hiddenFromGuests}</span>;
  const groupsById = new Map(optionGroups.map((group) => [group.id, group]));
  const groupsOf = (item: MenuItem) => item.option_group_ids.flatMap((groupId) => groupsById.get(groupId) ?? []);
  const base = currentLocale();
  const pricedLines = optionLines.flatMap((line) => {
    const item = available.find((candidate) => candidate.id === line.menuItemId);
    if (!item) return [];
    const groups = groupsOf(item);
    const priced = priceLine({ ...item, groups }, line.options);
    const chosen = groups
      .map((group) => ({
        group: nameIn(group, base),
        options: group.options.filter((option) => line.options.includes(option.id)).map((option) => nameIn(option, base)),
      }))
      .filter((group) => group.options.length > 0);
    return [{ ...line, item, unitCents: priced.ok ? priced.line.unitCents : 0, chosen }];
  });
  const items = [
    ...Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([menu_item_id, quantity]) => ({ menu_item_id, quantity })),
    ...pricedLines.map((line) => ({ menu_item_id: line.menuItemId, quantity: line.quantity, options: line.options })),
  ];
  // A preview by the server's own rule (priceLine); the server prices the order again from ids.
  const totalCents =
    Object.entries(quantities).reduce(
      (sum, [menuItemId, quantity]) => sum + toCents(available.find((item) => item.id === menuItemId)?.price ?? 0) * quantity,
      0,
    ) + pricedLines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);

  function addWithOptions(menuItemId: string, options: string[]) {
    clearErrors('root');
    const key = lineKey({ menu_item_id: menuItemId, options });
    setOptionLines((current) =>
      current.some((line) => line.key === key)
        ? current.map((line) => (line.key === key ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + 1) } : line))
        : [...current, { key, menuItemId, options, quantity: 1 }],
    );
  }

  function setLineQuantity(key: string, quantity: number) {
    clearErrors('root');
    setOptionLines((current) =>
      clamp(quantity) === 0
        ? current.filter((line) => line.key !== key)
        : current.map((line) => (line.key === key ? { ...line, quantity: clamp(quantity) } : line)),
    );
  }

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
    <>
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
                if (groupsOf(item).length > 0) {
                  const lines = pricedLines.filter((line) => line.menuItemId === item.id);
                  return (
                    <li key={item.id} className="px-3 py-2">
                      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                        <div className="min-w-32 flex-1 text-sm">
                          <span className="block break-words font-medium text-stone-900">{item.name}</span>
                          {hiddenMark(item)}
                          <span className="text-stone-500">{money(item.price)}</span>
                        </div>
                        <button
                          type="button"
                          onClick={() => setChoosing(item)}
                          aria-haspopup="dialog"
                          aria-label={newOrderFormTexts.addWithOptions(item.name)}
                          className="ml-auto inline-flex min-h-11 items-center gap-1 rounded-md border border-stone-300 px-3 text-sm font-medium text-stone-700 hover:bg-stone-50"
                        >
                          <Plus aria-hidden="true" className="h-4 w-4" />
                          {newOrderFormTexts.chooseOptions}
                        </button>
                      </div>
                      {lines.length > 0 && (
                        <ul className="mt-1 space-y-1">
                          {lines.map((line) => {
                            const label = newOrderFormTexts.lineLabel(
                              item.name,
                              line.chosen.map((group) => group.options.map((option) => option.text).join(', ')).join('; '),
                            );
                            return (
                              <li key={line.key} className="flex flex-wrap items-center justify-between gap-x-3 rounded-md bg-stone-50 px-2 py-1 text-sm">
                                <div className="min-w-32 flex-1">
                                  <ChosenOptions options={line.chosen} className="text-stone-700" />
                                  <span className="text-stone-500">{money(fromCents(line.unitCents))}</span>
                                </div>
                                <div className="ml-auto flex items-center gap-1">
                                  <button
                                    type="button"
                                    onClick={() => setLineQuantity(line.key, line.quantity - 1)}
                                    aria-label={newOrderFormTexts.oneLess(label)}
                                    className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 text-stone-600 hover:bg-white"
                                  >
                                    <Minus aria-hidden="true" className="h-4 w-4" />
                                  </button>
                                  <output aria-label={newOrderFormTexts.lineQuantity(label)} className="w-10 text-center tabular-nums">
                                    {line.quantity}
                                  </output>
                                  <button
                                    type="button"
                                    onClick={() => setLineQuantity(line.key, line.quantity + 1)}
                                    aria-disabled={line.quantity >= MAX_LINE_QUANTITY}
                                    aria-label={newOrderFormTexts.oneMore(label)}
                                    className="inline-flex h-11 w-11 items-center justify-center rounded-md border border-stone-300 text-stone-600 hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
                                  >
                                    <Plus aria-hidden="true" className="h-4 w-4" />
                                  </button>
                                </div>
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  );
                }
                return (
                  // On a narrow screen the stepper goes under the name rather than out of the dialog.
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
                    <div className="min-w-32 flex-1 text-sm">
                      <label htmlFor={inputId} className="block break-words font-medium text-stone-900">
                        {item.name}
                        <span className="sr-only">{newOrderFormTexts.quantity}</span>
                      </label>
                      {hiddenMark(item)}
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

        {tables.length > 0 && (
          <div>
            <label htmlFor={fieldId('table')} className={labelClass}>
              {newOrderFormTexts.table} <span className="font-normal text-stone-500">{newOrderFormTexts.optional}</span>
            </label>
            <select
              id={fieldId('table')}
              {...register('table', { setValueAs: (value: string) => value || undefined })}
              aria-invalid={Boolean(errors.table)}
              aria-describedby={errors.table ? `${fieldId('table')}-error` : undefined}
              className={controlClass}
            >
              <option value="">{newOrderFormTexts.noTable}</option>
              {tables.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
            {errorOf('table') && (
              <p id={`${fieldId('table')}-error`} className={fieldErrorClass}>
                {errorOf('table')}
              </p>
            )}
          </div>
        )}

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
      {/* Beside the form, not in it: the chooser is a form of its own. */}
      {choosing && (
        <OptionDialog title={newOrderFormTexts.optionsFor(choosing.name)} onClose={() => setChoosing(null)}>
          <OptionChooser
            item={choosing}
            groups={groupsOf(choosing)}
            baseLanguage={base}
            onCancel={() => setChoosing(null)}
            onConfirm={(options) => {
              addWithOptions(choosing.id, options);
              setChoosing(null);
            }}
          />
        </OptionDialog>
      )}
    </>
  );
}
