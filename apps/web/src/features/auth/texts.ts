/** Every text of features/auth a person reads, in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import type { ReactNode } from 'react';
import { defineTexts } from '@/lib/i18n';

/** The fields and checks the sign-in, sign-up and password screens share. */
export const authFieldTexts = defineTexts('auth.authFieldTexts', {
  email: 'Email',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  password: 'Password',
  passwordRequired: 'Password is required',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  confirmNewPassword: 'Confirm new password',
  confirmNewPasswordRequired: 'Confirm your new password',
  backToSignIn: 'Back to sign in',
});

/** What the screens say when the account service fails or two passwords differ (spec §5 and §8). */
export const authErrorTexts = defineTexts('auth.authErrorTexts', {
  unexpected: 'An unexpected error occurred',
  passwordsDoNotMatch: 'Passwords do not match',
});

/** The sign-in page (/login). */
export const signInTexts = defineTexts('auth.signInTexts', {
  title: 'Sign in',
  subtitle: "Welcome back to your restaurant's dashboard.",
  newHere: 'New to Maître?',
  createAccount: 'Create an account',
  badVerificationLink: 'This verification link is invalid or has expired.',
  badVerificationLinkHint: 'Sign in below and we will offer to send you a new one.',
  emailVerified: 'Your email is verified.',
  emailVerifiedHint: 'Sign in to open your dashboard.',
  welcomeBack: 'Welcome back!',
  verificationResent: (email: string) => `We sent a new verification link to ${email}.`,
  verifyFirst: 'Please verify your email first.',
  /** `email` is the address, emphasised. */
  verifyFirstBody: (email: ReactNode): ReactNode[] => ['We sent a verification link to ', email, ' when you signed up. Open it, then sign in again.'],
  resendVerification: 'Resend verification email',
  forgotPassword: 'Forgot password?',
  submit: 'Sign In',
});

/** The sign-up page (/signup), for a new owner. */
export const signUpTexts = defineTexts('auth.signUpTexts', {
  title: 'Create your account',
  subtitle: 'Run your menu, orders and plan from one place.',
  alreadyHaveAccount: 'Already have an account?',
  signIn: 'Sign in',
  fullName: 'Full name',
  restaurantName: 'Restaurant name',
  passwordHint: 'At least 8 characters. A few words you will remember work well.',
  confirmPassword: 'Confirm password',
  confirmPasswordRequired: 'Confirm your password',
  submit: 'Create Account',
  created: 'Account created successfully! Please check your email to verify your account.',
});

/** The forgotten-password page (/forgot-password). */
export const forgotPasswordTexts = defineTexts('auth.forgotPasswordTexts', {
  title: 'Forgot your password?',
  subtitle: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  checkInbox: 'Check your inbox.',
  /** `email` is the address, emphasised. */
  sent: (email: ReactNode): ReactNode[] => ['If an account exists for ', email, ', we sent it a link to reset the password. The link works for one hour.'],
  nothingArrived: 'Nothing arrived after a few minutes? Check your spam folder, or try again.',
  tryAnotherEmail: 'Try another email',
});

/** The new-password page the emailed link opens (/reset-password). */
export const resetPasswordTexts = defineTexts('auth.resetPasswordTexts', {
  title: 'Choose a new password',
  subtitle: 'Every device signed in to your account will be signed out.',
  submit: 'Set new password',
  changed: 'Your password was changed. Sign in with your new password.',
  invalidLink: 'This reset link is invalid or has expired.',
  invalidLinkHint: 'Reset links work once and for one hour.',
  askNewLink: 'Ask for a new link',
});

/** Settings → change password. */
export const passwordFormTexts = defineTexts('auth.passwordFormTexts', {
  currentPassword: 'Current password',
  currentPasswordRequired: 'Enter your current password',
  wrongCurrentPassword: 'Your current password is not correct',
  submit: 'Change password',
  changed: 'Password changed. Your other devices were signed out.',
});

/** Settings → sign out of all devices. */
export const signOutEverywhereTexts = defineTexts('auth.signOutEverywhereTexts', {
  button: 'Sign out of all devices',
  confirm: 'Sign out of Maître on every device, this one included?',
  done: 'Signed out of all devices',
});

/** The sign-in page's second step, when the account has two-factor sign-in on. */
export const twoFactorStepTexts = defineTexts('auth.twoFactorStepTexts', {
  title: 'Two-factor sign-in',
  totpIntro: 'Open your authenticator app and enter the 6-digit code it shows for Maître.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  codeRequired: 'Enter the 6-digit code from your app',
  codeFormat: 'The code is 6 digits',
  recoveryRequired: 'Enter a recovery code',
  verify: 'Verify',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use your authenticator app instead',
  back: 'Back to sign in',
  wrongCode: 'That code is not right. Check your app and try again.',
  wrongRecovery: 'That recovery code is not right, or it was already used.',
  expired: 'This sign-in took too long. Enter your email and password again.',
});

/** Settings → two-factor sign-in: turning it on (password, QR code, first code, recovery codes), new codes, off. */
export const twoFactorSectionTexts = defineTexts('auth.twoFactorSectionTexts', {
  title: 'Two-factor sign-in',
  description: 'Ask for a code from an authenticator app on your phone, as well as your password, each time you sign in.',
  offStatus: 'Two-factor sign-in is off.',
  onStatus: 'Two-factor sign-in is on. Signing in asks for a code from your authenticator app.',
  turnOn: 'Turn on two-factor sign-in',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password',
  wrongPassword: 'Your password is not correct',
  continue: 'Continue',
  cancel: 'Cancel',
  scanTitle: '1. Scan this QR code with your authenticator app',
  scanHint: 'Any authenticator app works: Google Authenticator, Microsoft Authenticator, 1Password, Authy…',
  qrAlt: 'QR code to add Maître to your authenticator app',
  qrLoading: 'Drawing the QR code…',
  manualTitle: 'Cannot scan it? Enter this key in the app instead:',
  confirmTitle: '2. Enter the 6-digit code the app shows',
  confirm: 'Turn on',
  turnedOn: 'Two-factor sign-in is on',
  codesTitle: 'Your recovery codes',
  codesIntro:
    'If you lose your phone, each of these codes signs you in once instead of a code from the app. Save them somewhere safe now: they will not be shown again.',
  copy: 'Copy codes',
  copied: 'Recovery codes copied',
  copyFailed: 'Could not copy. Select the codes and copy them by hand.',
  download: 'Download codes',
  downloadName: 'maitre-recovery-codes.txt',
  /** The first lines of the downloaded file, above the codes. */
  fileTitle: (email: string) => `Maître recovery codes for ${email}`,
  fileHint: 'Each code signs you in once if you cannot use your authenticator app.',
  done: 'I saved my codes',
  regenerate: 'New recovery codes',
  regenerateHint: 'Makes new recovery codes; the old ones stop working.',
  regenerated: 'New recovery codes made. The old ones no longer work.',
  turnOff: 'Turn off two-factor sign-in',
  turnOffHint: 'Signing in will ask for your password only.',
  turnedOff: 'Two-factor sign-in is off',
  passwordFor: { enable: 'Turn on two-factor sign-in', regenerate: 'Make new recovery codes', disable: 'Turn off two-factor sign-in' },
});

/**
 * The dashboard's notice for a manager whose restaurant requires two-factor sign-in; its message is the server's own
 * (TWO_FACTOR_REQUIRED_MESSAGE in packages/shared/src/errors.ts, in the language the API answers in).
 */
export const twoFactorNoticeTexts = defineTexts('auth.twoFactorNoticeTexts', {
  title: 'Two-factor sign-in required',
  link: 'Turn on two-factor sign-in',
});
