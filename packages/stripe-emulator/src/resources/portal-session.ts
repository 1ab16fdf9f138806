import { newId } from '../ids.ts';

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  customer_account: null;
  flow: null;
  livemode: false;
  locale: string | null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

/** The emulator has one fixed portal configuration: every feature the app offers is on. */
export const PORTAL_CONFIGURATION_ID = 'bpc_emulator_default';

export function buildPortalSession(input: {
  customer: string;
  returnUrl: string | null;
  locale: string | null;
  created: number;
  publicUrl: string;
}): PortalSession {
  const id = newId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: PORTAL_CONFIGURATION_ID,
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: input.locale,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: `${input.publicUrl}/portal/${id}`,
  };
}
