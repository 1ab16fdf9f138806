/**
 * What the guest typed in the order form (name, phone, email, notes), kept above the language switch: a change of
 * language re-mounts the page, and the guest should not type their name again. Held in memory by StorefrontApp for the
 * page's lifetime only: contact details are not written to any storage.
 */
import { createContext, type FormEvent, type ReactNode, useContext, useState } from 'react';

export const GUEST_FIELDS = ['customer_name', 'customer_phone', 'customer_email', 'notes'] as const;
export type GuestField = (typeof GUEST_FIELDS)[number];
export type GuestDetails = Record<GuestField, string>;

const GuestDetailsContext = createContext<GuestDetails | null>(null);

export function GuestDetailsProvider({ children }: { children: ReactNode }) {
  const [details] = useState<GuestDetails>(() => ({ customer_name: '', customer_phone: '', customer_email: '', notes: '' }));
  return <GuestDetailsContext.Provider value={details}>{children}</GuestDetailsContext.Provider>;
}

/** The kept details (a fresh set outside a provider), and an onInput handler for the form that keeps them up to date. */
export function useGuestDetails(): { details: GuestDetails; keep: (event: FormEvent<HTMLFormElement>) => void } {
  const provided = useContext(GuestDetailsContext);
  const [own] = useState<GuestDetails>(() => ({ customer_name: '', customer_phone: '', customer_email: '', notes: '' }));
  const details = provided ?? own;
  const keep = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement;
    if ((GUEST_FIELDS as readonly string[]).includes(field.name)) details[field.name as GuestField] = field.value;
  };
  return { details, keep };
}
