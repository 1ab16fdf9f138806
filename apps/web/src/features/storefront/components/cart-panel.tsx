import { fromCents } from '@maitre/shared/money';
import { isOnSale, type PricedLine, priceLine } from '@maitre/shared/pricing';
import type { StorefrontService } from '@maitre/shared/service-hours';
import type { Storefront, StorefrontMenuItem } from '@maitre/shared/storefront';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { AllergenList } from '@/features/options/allergen-list';
import { ChosenOptions } from '@/features/options/chosen-options';
import { nameIn } from '@/features/options/option-text';
import { ApiError } from '@/lib/api-client';
import { currentLocale, money } from '@/lib/i18n';
import { placeOrder } from '../api/guest-calls';
import { useGuestDetails } from '../guest-details';
import { itemText } from '../menu-text';
import { dayAndTime } from '../service-format';
import { orderPath } from '../storefront-paths';
import { cartTexts, serviceTexts } from '../texts';
import { type CartLine, cartLineKey, MAX_QUANTITY, type useCart } from '../use-cart';

interface CartPanelProps {
  slug: string;
  storefront: Storefront;
  cart: ReturnType<typeof useCart>;
  onOrderPlaced: (path: string) => void;
  /** Reloads the menu; resolves to the fresh one (or undefined when it failed). */
  onMenuChanged: () => Promise<Storefront | undefined>;
  /** The panel's box, for the page to see whether the cart is on screen. */
  panelRef?: RefObject<HTMLElement | null>;
  /** The restaurant's clock (issue 20): whether it takes orders now and the free pickup slots; undefined: not known. */
  service?: StorefrontService | undefined;
  /** Reads the clock again (after the server refused an order for it: closed, paused, a full slot). */
  onServiceChanged?: () => void;
  /** "How your details are used: Privacy notice" (features/legal, given by the page's entry). */
  privacy?: ReactNode;
  /** Reopens the dish's options with the line's choices, to change them. */
  onChangeChoices?: (item: StorefrontMenuItem, line: { key: string; options: string[] }) => void;
}

/** The guest's fields in the order of the form: the focus goes to the first one the server refused. */
const CUSTOMER_FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'notes', 'table'] as const;

const inputClass = 'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 focus:border-brand-600 aria-invalid:border-red-600';

export function CartPanel({
  slug,
  storefront,
  cart,
  onOrderPlaced,
  onMenuChanged,
  panelRef,
  service,
  onServiceChanged,
  privacy,
  onChangeChoices,
}: CartPanelProps) {
  const { details, keep } = useGuestDetails();
  // The table of the card the guest scanned (decision 0033): served there, paid there; '' once they chose pickup.
  const [table, setTable] = useState(details.table);
  // "asap", or the pickup slot chosen (an ISO instant from the service's slots).
  const [pickupChoice, setPickupChoice] = useState<'asap' | 'later'>('asap');
  const [slot, setSlot] = useState('');
  const slots = service?.scheduling ? service.slots : [];
  const pickup = pickupChoiceFor(service, pickupChoice, slots.includes(slot) ? slot : (slots[0] ?? ''));
  // The restaurant has no table of that label (asked with the menu): the guest is told at once and may order for pickup.
  const unknownTable = table && storefront.table === null;
  const takesOrders = !unknownTable && (!service || service.asap || (!table && slots.length > 0));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  // The server's reason for a refused line, by cart line key.
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  // Set by a refused order (a new object each time): where the focus goes once the errors are on screen.
  const [refusal, setRefusal] = useState<{ field: string | undefined } | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!refusal) return;
    const field = refusal.field ? document.getElementById(refusal.field) : null;
    (field ?? summaryRef.current)?.focus();
  }, [refusal]);

  const lines = cartLines(storefront, cart.lines);
  const orderable = lines.filter((line) => line.item);
  // Priced by the server's own rule (priceLine): a line whose choices cannot be ordered now is left out of the total.
  const totalCents = orderable.reduce((sum, line) => sum + (line.priced ? line.priced.unitCents * line.quantity : 0), 0);
  const hasProblems = orderable.some((line) => line.problem);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasProblems) {
      setError(cartTexts.fixLines);
      setRefusal({ field: undefined });
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setSubmitting(true);
    setError(null);
    setFieldErrors({});
    setLineErrors({});
    try {
      const order = await placeOrder(slug, {
        customer_name: text('customer_name'),
        customer_phone: text('customer_phone'),
        customer_email: text('customer_email'),
        notes: text('notes'),
        website: text('website'),
        items: orderable.map((line) => ({ menu_item_id: line.menuItemId, quantity: line.quantity, ...(line.options ? { options: line.options } : {}) })),
        // The order's mails and messages to the guest are in the language they ordered in.
        locale: currentLocale(),
        ...(table ? { table } : pickup === 'asap' ? {} : { pickup_at: pickup }),
      });
      cart.clear();
      details.notes = '';
      onOrderPlaced(orderPath(slug, order.id));
    } catch (caught) {
      if (caught instanceof ApiError) {
        // Closed, paused or a full slot meanwhile (409): the page shows the clock as it is now.
        if (caught.status === 409) onServiceChanged?.();
        setError(caught.message);
        setFieldErrors(caught.fieldErrors ?? {});
        // A refused line ("items.2.options": an option sold out meanwhile) shows its reason on that line.
        const refusedLines: Record<string, string> = {};
        for (const [field, messages] of Object.entries(caught.fieldErrors ?? {})) {
          const index = /^items\.(\d+)/.exec(field)?.[1];
          const line = index === undefined ? undefined : orderable[Number(index)];
          if (line && messages[0]) refusedLines[line.key] = messages[0];
        }
        setLineErrors(refusedLines);
        setRefusal({ field: CUSTOMER_FIELDS.find((field) => caught.fieldErrors?.[field]?.[0]) });
        // Items that left the menu (or became unavailable) are dropped; the rest of the cart stays.
        if (Object.keys(caught.fieldErrors ?? {}).some((field) => field.startsWith('items.'))) {
          const fresh = await onMenuChanged();
          if (fresh) for (const line of cart.lines) if (!fresh.menu.some((item) => item.id === line.menuItemId)) cart.remove(cartLineKey(line));
        }
      } else {
        setError(cartTexts.somethingWentWrong);
        setRefusal({ field: undefined });
      }
    } finally {
      setSubmitting(false);
    }
  }

  // aria-describedby names only what is on the page: an error's id exists only while there is an error.
  const describedBy = (name: string, ...others: string[]) => [...(fieldErrors[name]?.[0] ? [`${name}-error`] : []), ...others].join(' ') || undefined;
  const isInvalid = (name: string) => (fieldErrors[name]?.[0] ? true : undefined);

  const fieldError = (name: string) =>
    fieldErrors[name]?.[0] ? (
      <span id={`${name}-error`} className="mt-1 block text-sm text-red-700">
        {fieldErrors[name][0]}
      </span>
    ) : null;

  return (
    <aside ref={panelRef} aria-labelledby="cart-heading" className="h-fit rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:sticky lg:top-4">
      <h2 id="cart-heading" className="font-display text-xl font-semibold">
        {cartTexts.heading}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{cartTexts.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {lines.map((line) => {
            const label = line.name?.text ?? cartTexts.item;
            const reason = line.problem ?? lineErrors[line.key];
            return (
              <li key={line.key} className="py-2">
                <div className="flex items-center gap-2">
                  <span className="min-w-0 flex-1">
                    <span lang={line.name?.lang} className="block truncate font-medium">
                      {line.name?.text ?? cartTexts.noLongerAvailable}
                    </span>
                    {line.priced && (
                      <span className="text-sm text-stone-600">
                        {money(fromCents(line.priced.unitCents * line.quantity))}
                        {line.priced.options.length > 0 && line.quantity > 1 && (
                          <span className="ml-2">({cartTexts.each(fromCents(line.priced.unitCents))})</span>
                        )}
                      </span>
                    )}
                  </span>
                  <label className="sr-only" htmlFor={`qty-${line.key}`}>
                    {cartTexts.quantityOf(label)}
                  </label>
                  <input
                    id={`qty-${line.key}`}
                    type="number"
                    min={1}
                    max={MAX_QUANTITY}
                    value={line.quantity}
                    onChange={(event) => cart.setQuantity(line.key, Number(event.target.value) || 1)}
                    className="h-11 w-16 rounded-lg border border-stone-300 px-2 text-center"
                  />
                  {line.item && line.options && (
                    <button
                      type="button"
                      id={`choices-${line.key}`}
                      aria-haspopup="dialog"
                      onClick={() => line.item && line.options && onChangeChoices?.(line.item, { key: line.key, options: line.options })}
                      aria-label={cartTexts.changeChoicesFor(label)}
                      className="min-h-11 rounded-lg px-2 text-sm text-stone-600 hover:bg-stone-100"
                    >
                      {cartTexts.changeChoices}
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => cart.remove(line.key)}
                    aria-label={cartTexts.removeFromCart(label)}
                    className="min-h-11 rounded-lg px-2 text-sm text-stone-600 hover:bg-stone-100"
                  >
                    {cartTexts.remove}
                  </button>
                </div>
                {line.item && line.chosen.length > 0 && <ChosenOptions options={line.chosen} className="text-sm text-stone-700" />}
                {line.priced && <AllergenList allergens={line.priced.allergens} traces={line.priced.traces} className="mt-1" />}
                {line.item && reason && <p className="mt-1 text-sm font-medium text-red-700">{reason}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 flex justify-between border-t border-stone-200 pt-3 font-semibold">
        <span>{cartTexts.total}</span>
        <span>{money(fromCents(totalCents))}</span>
      </p>

      <form onSubmit={submit} onInput={keep} noValidate className="mt-4 space-y-3">
        <div>
          <label htmlFor="customer_name" className="text-sm font-medium">
            {cartTexts.name}
          </label>
          <input
            id="customer_name"
            name="customer_name"
            defaultValue={details.customer_name}
            required
            autoComplete="name"
            maxLength={80}
            className={inputClass}
            aria-invalid={isInvalid('customer_name')}
            aria-describedby={describedBy('customer_name')}
          />
          {fieldError('customer_name')}
        </div>
        <div>
          <label htmlFor="customer_phone" className="text-sm font-medium">
            {cartTexts.phone}
          </label>
          <input
            id="customer_phone"
            name="customer_phone"
            defaultValue={details.customer_phone}
            type="tel"
            autoComplete="tel"
            maxLength={30}
            className={inputClass}
            aria-invalid={isInvalid('customer_phone')}
            aria-describedby={describedBy('customer_phone', 'contact-hint')}
          />
          {fieldError('customer_phone')}
        </div>
        <div>
          <label htmlFor="customer_email" className="text-sm font-medium">
            {cartTexts.email}
          </label>
          <input
            id="customer_email"
            name="customer_email"
            defaultValue={details.customer_email}
            type="email"
            autoComplete="email"
            maxLength={254}
            className={inputClass}
            aria-invalid={isInvalid('customer_email')}
            aria-describedby={describedBy('customer_email', 'contact-hint')}
          />
          {fieldError('customer_email')}
          <span id="contact-hint" className="mt-1 block text-xs text-stone-500">
            {cartTexts.contactHint}
          </span>
        </div>
        <div>
          <label htmlFor="notes" className="text-sm font-medium">
            {cartTexts.notes} <span className="font-normal text-stone-500">{cartTexts.optional}</span>
          </label>
          <textarea
            id="notes"
            name="notes"
            defaultValue={details.notes}
            rows={2}
            maxLength={500}
            className={inputClass}
            aria-invalid={isInvalid('notes')}
            aria-describedby={describedBy('notes')}
          />
          {fieldError('notes')}
        </div>
        {privacy}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="website">{cartTexts.leaveEmpty}</label>
          <input id="website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        {table ? (
          <div>
            <p id="table" tabIndex={-1} className="font-semibold">
              {serviceTexts.table(storefront.table || table)}
            </p>
            {fieldError('table')}
            {unknownTable ? (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {serviceTexts.unknownTable}
              </p>
            ) : (
              <p className="text-sm text-stone-600">{service && !service.asap ? serviceTexts.notTaking : serviceTexts.payAtTable}</p>
            )}
            <button
              type="button"
              onClick={() => {
                details.table = '';
                setTable('');
              }}
              className="min-h-11 text-sm underline"
            >
              {serviceTexts.pickupInstead}
            </button>
          </div>
        ) : (
          service && (
            <PickupChooser
              service={service}
              slots={slots}
              choice={pickup === 'asap' ? 'asap' : 'later'}
              slot={pickup === 'asap' ? '' : pickup}
              onChoice={setPickupChoice}
              onSlot={(value) => {
                setSlot(value);
                setPickupChoice('later');
              }}
              error={fieldErrors.pickup_at?.[0]}
            />
          )
        )}
        {error && (
          <p ref={summaryRef} role="alert" tabIndex={-1} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting || orderable.length === 0 || !takesOrders}
          className="min-h-11 w-full rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {submitting ? cartTexts.placing : cartTexts.placeOrder(fromCents(totalCents))}
        </button>
      </form>
    </aside>
  );
}

/** What the order asks for: "asap" when the restaurant takes it now (or the clock is not known), else the slot chosen. */
function pickupChoiceFor(service: StorefrontService | undefined, choice: 'asap' | 'later', slot: string): 'asap' | string {
  if (!service) return 'asap';
  if (choice === 'asap' && service.asap) return 'asap';
  return slot || 'asap';
}

/** As soon as possible, or a free pickup slot (issue 20); says so when the restaurant takes neither now. */
function PickupChooser({
  service,
  slots,
  choice,
  slot,
  onChoice,
  onSlot,
  error,
}: {
  service: StorefrontService;
  slots: readonly string[];
  choice: 'asap' | 'later';
  slot: string;
  onChoice: (choice: 'asap' | 'later') => void;
  onSlot: (slot: string) => void;
  error: string | undefined;
}) {
  if (!service.asap && slots.length === 0) {
    return <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{serviceTexts.notTaking}</p>;
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{serviceTexts.pickup}</legend>
      {service.asap && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="pickup" checked={choice === 'asap'} onChange={() => onChoice('asap')} className="h-4 w-4" />
          {serviceTexts.asap(service.preparation_minutes)}
        </label>
      )}
      {slots.length > 0 && (
        <>
          {service.asap && (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="pickup" checked={choice === 'later'} onChange={() => onChoice('later')} className="h-4 w-4" />
              {serviceTexts.later}
            </label>
          )}
          {(choice === 'later' || !service.asap) && (
            <div>
              <label htmlFor="pickup_at" className="text-sm font-medium">
                {serviceTexts.pickupTime}
              </label>
              <select
                id="pickup_at"
                value={slot}
                onChange={(event) => onSlot(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'pickup_at-error' : undefined}
                className={inputClass}
              >
                {slots.map((value) => (
                  <option key={value} value={value}>
                    {dayAndTime(value, service.timezone)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </>
      )}
      {error && (
        <span id="pickup_at-error" className="block text-sm text-red-700">
          {error}
        </span>
      )}
      <p className="text-sm text-stone-600">{serviceTexts.payAtPickup}</p>
    </fieldset>
  );
}

export interface ShownCartLine extends CartLine {
  key: string;
  item: StorefrontMenuItem | undefined;
  name: ReturnType<typeof itemText>['name'] | undefined;
  /** The line priced by the shared rule; undefined when its choices cannot be ordered now. */
  priced: PricedLine | undefined;
  /** What is wrong with its choices now (an option sold out, a group it must now choose in). */
  problem: string | undefined;
  /** The chosen options, by group, in the page's language. */
  chosen: { group: ReturnType<typeof nameIn>; options: ReturnType<typeof nameIn>[] }[];
}

/** The cart's lines as the page shows them: named as the menu names them, priced and checked by the shared rules. */
export function cartLines(storefront: Storefront, lines: readonly CartLine[]): ShownCartLine[] {
  const base = storefront.restaurant.default_language;
  const byId = new Map(storefront.menu.map((item) => [item.id, item]));
  const groupsById = new Map(storefront.option_groups.map((group) => [group.id, group]));
  return lines.map((line) => {
    const item = byId.get(line.menuItemId);
    const key = cartLineKey(line);
    if (!item) return { ...line, key, item, name: undefined, priced: undefined, problem: undefined, chosen: [] };
    const groups = item.option_group_ids.flatMap((id) => groupsById.get(id) ?? []);
    const result = priceLine({ ...item, groups }, line.options);
    const chosen = groups
      .map((group) => ({
        group: nameIn(group, base),
        options: group.options.filter((option) => line.options?.includes(option.id)).map((option) => nameIn(option, base)),
      }))
      .filter((group) => group.options.length > 0);
    let problem: string | undefined;
    if (!result.ok) {
      const soldOut =
        result.problem.kind === 'sold_out'
          ? groups.flatMap((group) => group.options).find((option) => line.options?.includes(option.id) && !isOnSale(option))
          : undefined;
      problem = soldOut ? cartTexts.soldOut(nameIn(soldOut, base).text) : cartTexts.choicesChanged;
    }
    // What is left of a counted dish (decision 0027): the server checks again, this says it before the guest orders.
    if (item.portions_left === 0) problem = cartTexts.itemSoldOut;
    else if (item.portions_left !== null && line.quantity > item.portions_left) problem ??= cartTexts.onlyLeft(item.portions_left);
    return { ...line, key, item, name: itemText(item, base).name, priced: result.ok ? result.line : undefined, problem, chosen };
  });
}
