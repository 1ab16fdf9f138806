import { browserTimeZone } from '@maitre/shared/time-zone';
import { VERIFIED_CALLBACK } from '@/features/auth/api/account-calls';
import { readAuthAnswer } from '@/features/auth/auth-errors';
import { authClient } from '@/lib/auth-client';

export interface InvitedSignUpInput {
  invitationId: string;
  email: string;
  password: string;
  full_name: string;
}

/**
 * Sign-up for an invited person: with `invitation_id` the server creates no restaurant (no `restaurant_name`) and the
 * account joins the inviting one once its email is verified. The invited address must be the one signed up with.
 */
export function signUpWithInvitation({ invitationId, email, password, full_name }: InvitedSignUpInput) {
  const body: Parameters<typeof authClient.signUp.email>[0] & { full_name: string; timezone: string; invitation_id: string } = {
    email,
    password,
    name: full_name,
    full_name,
    timezone: browserTimeZone(),
    invitation_id: invitationId,
    callbackURL: VERIFIED_CALLBACK,
  };
  return readAuthAnswer(authClient.signUp.email(body));
}
