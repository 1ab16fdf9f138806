/**
 * What the guest typed in the order form (name, phone, email, notes), kept above the language switch: a change of
 * language re-mounts the page, and the guest should not type their name again. Held in memory by StorefrontApp for the
 * page's lifetime only: contact details are not written to any storage. `table` is the table of the card the guest
 * scanned (`?table=12`, decision 0033), read once when the page opens and kept for the visit ('' for pickup).
 */
import { createContext, type FormEvent, type ReactNode, useContext, useState } from 'react';

export const GUEST_FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'notes'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestDetails = Record<GuestField | 'table', string>;

const fresh = (): GuestDetails => ({
  customer_name: '',
  customer_phone: '',
  customer_email: '',
  notes: '',
  table: new URLSearchParams(location.search).get('table')?.trim() ?? '',
});

const GuestDetailsContext = createContext<GuestDetails | null>(null);

export function GuestDetailsProvider({ children }: { children: ReactNode }) {
  const [details] = useState(fresh);
  return <GuestDetailsContext.Provider value={details}>{children}</GuestDetailsContext.Provider>;
}

/** The kept details (a fresh set outside a provider), and an onInput handler for the form that keeps them up to date. */
export function useGuestDetails(): { details: GuestDetails; keep: (event: FormEvent<HTMLFormElement>) => void } {
  const provided = useContext(GuestDetailsContext);
  const [own] = useState(fresh);
  const details = provided ?? own;
  const keep = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement;
    if ((GUEST_FIELDS as readonly string[]).includes(field.name)) details[field.name as GuestField] = field.value;
  };
  return { details, keep };
}
