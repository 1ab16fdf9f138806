/**
 * The account calls the screens make, through better-auth's client (cookies carry the session); their errors are read
 * from the API's one error shape (readAuthAnswer).
 */
import type { SignUpProfile } from '@maitre/shared/account';
import { browserTimeZone } from '@maitre/shared/time-zone';
import { readAuthAnswer } from '@/features/auth/auth-errors';
import { authClient } from '@/lib/auth-client';

/** Where the emailed verification link lands: the sign-in page, which says the email is verified. */
export const VERIFIED_CALLBACK = '/login?verified=1';

export function signInWithPassword(email: string, password: string) {
  return readAuthAnswer(authClient.signIn.email({ email, password }));
}

export interface SignUpInput {
  email: string;
  password: string;
  full_name: string;
  restaurant_name: string;
}

/** Sign-up with the profile fields of spec §3 and the browser's time zone; the server writes user and profile together. */
export function signUp({ email, password, full_name, restaurant_name }: SignUpInput) {
  const body: Parameters<typeof authClient.signUp.email>[0] & SignUpProfile = {
    email,
    password,
    name: full_name,
    full_name,
    restaurant_name,
    timezone: browserTimeZone(),
    callbackURL: VERIFIED_CALLBACK,
  };
  return readAuthAnswer(authClient.signUp.email(body));
}

export function resendVerificationEmail(email: string) {
  return readAuthAnswer(authClient.sendVerificationEmail({ email, callbackURL: VERIFIED_CALLBACK }));
}

export function requestPasswordReset(email: string) {
  return readAuthAnswer(authClient.requestPasswordReset({ email, redirectTo: '/reset-password' }));
}

export function resetPassword(token: string, newPassword: string) {
  return readAuthAnswer(authClient.resetPassword({ token, newPassword }));
}

/** Needs the current password; every other session of the owner ends, this one continues. */
export function changePassword(currentPassword: string, newPassword: string) {
  return readAuthAnswer(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
}

/** Ends every session of the owner, this one included. */
export function signOutEverywhere() {
  return readAuthAnswer(authClient.revokeSessions());
}
