import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { resendVerificationEmail, signInWithPassword } from '@/features/auth/api/account-calls';
import { useAuth } from '@/features/auth/auth-context';
import { serviceMessage } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { rememberedOrigin } from '@/features/auth/route-guards';
import { authErrorTexts, authFieldTexts, signInTexts } from '@/features/auth/texts';
import { needsSecondFactor } from '@/features/auth/two-factor-state';

// Two fields, checked with react-hook-form's own rules: no schema library on the sign-in page (its JS budget, issue 7).
// The same rules and messages as the zod schema they replace; the server checks everything again.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
interface SignInValues {
  email: string;
  password: string;
}
const emailRules = {
  setValueAs: (value: string) => value.trim(),
  validate: (value: string) => {
    const email = value.trim();
    return email.length === 0 ? authFieldTexts.emailRequired : EMAIL.test(email) || authFieldTexts.emailInvalid;
  },
};
const passwordRules = { validate: (value: string) => value.length > 0 || authFieldTexts.passwordRequired };

/** What the verification link's landing tells the owner (better-auth appends ?error= when the link is bad). */
function verificationNotice(params: URLSearchParams) {
  const error = params.get('error');
  if (error) {
    return (
      <Alert tone="error" title={signInTexts.badVerificationLink}>
        <p>{signInTexts.badVerificationLinkHint}</p>
      </Alert>
    );
  }
  if (params.get('verified')) {
    return (
      <Alert tone="success" title={signInTexts.emailVerified}>
        {signInTexts.emailVerifiedHint}
      </Alert>
    );
  }
  return null;
}

export function LoginPage() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // A new object per failed attempt, so a second failure with the same message moves the focus again.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [resending, setResending] = useState(false);
  // The password was right and the account has two-factor on: the code comes next (no session yet).
  const [secondStep, setSecondStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });

  // A refused sign-in is told beside the form, and the focus goes there (the toast alone left it on the page's body).
  useEffect(() => {
    if (failure || unverifiedEmail) noticeRef.current?.focus();
  }, [failure, unverifiedEmail]);

  const fail = (message: string) => {
    setFailure({ message });
    toast.error(message);
  };

  const signedIn = async () => {
    await refresh();
    toast.success(signInTexts.welcomeBack);
    navigate(rememberedOrigin(location.state), { replace: true });
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setUnverifiedEmail(null);
    setFailure(null);
    try {
      const { data, error } = await signInWithPassword(email, password);
      if (error) {
        if (error.code === 'EMAIL_NOT_VERIFIED') {
          setUnverifiedEmail(email);
          return;
        }
        fail(serviceMessage(error));
        return;
      }
      if (needsSecondFactor(data)) {
        setSecondStep(true);
        return;
      }
      await signedIn();
    } catch {
      fail(authErrorTexts.unexpected);
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      const { error } = await resendVerificationEmail(unverifiedEmail);
      if (error) toast.error(serviceMessage(error));
      else toast.success(signInTexts.verificationResent(unverifiedEmail));
    } catch {
      toast.error(authErrorTexts.unexpected);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title={signInTexts.title}
      subtitle={signInTexts.subtitle}
      footer={
        <>
          {signInTexts.newHere}{' '}
          <Link to="/signup" className={linkClassName}>
            {signInTexts.createAccount}
          </Link>
        </>
      }
    >
      {secondStep ? (
        <TwoFactorStep onSignedIn={signedIn} onCancel={() => setSecondStep(false)} />
      ) : (
        <div className="space-y-4">
          {verificationNotice(params)}
          {(failure || unverifiedEmail) && (
            <div ref={noticeRef} tabIndex={-1} className="rounded-lg">
              {failure && <Alert tone="error" title={failure.message} announce={false} />}
              {unverifiedEmail && (
                <Alert tone="info" title={signInTexts.verifyFirst} announce={false}>
                  <p>{signInTexts.verifyFirstBody(<strong key="email">{unverifiedEmail}</strong>)}</p>
                  <Button variant="secondary" onClick={() => void resend()} loading={resending}>
                    {signInTexts.resendVerification}
                  </Button>
                </Alert>
              )}
            </div>
          )}
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <TextField
              label={authFieldTexts.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={errors.email?.message}
              {...register('email', emailRules)}
            />
            <PasswordField
              label={authFieldTexts.password}
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password', passwordRules)}
            />
            <div className="flex justify-end">
              <Link to="/forgot-password" className={`text-sm ${linkClassName}`}>
                {signInTexts.forgotPassword}
              </Link>
            </div>
            <Button type="submit" fullWidth loading={isSubmitting}>
              {signInTexts.submit}
            </Button>
          </form>
        </div>
      )}
    </AuthLayout>
  );
}
