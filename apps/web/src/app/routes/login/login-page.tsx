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
import { serviceMessage, UNEXPECTED_ERROR } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';
import { rememberedOrigin } from '@/features/auth/route-guards';

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
    return email.length === 0 ? 'Email is required' : EMAIL.test(email) || 'Enter a valid email address';
  },
};
const passwordRules = { validate: (value: string) => value.length > 0 || 'Password is required' };

/** What the verification link's landing tells the owner (better-auth appends ?error= when the link is bad). */
function verificationNotice(params: URLSearchParams) {
  const error = params.get('error');
  if (error) {
    return (
      <Alert tone="error" title="This verification link is invalid or has expired.">
        <p>Sign in below and we will offer to send you a new one.</p>
      </Alert>
    );
  }
  if (params.get('verified')) {
    return (
      <Alert tone="success" title="Your email is verified.">
        Sign in to open your dashboard.
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

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setUnverifiedEmail(null);
    setFailure(null);
    try {
      const { error } = await signInWithPassword(email, password);
      if (error) {
        if (error.code === 'EMAIL_NOT_VERIFIED') {
          setUnverifiedEmail(email);
          return;
        }
        fail(serviceMessage(error));
        return;
      }
      await refresh();
      toast.success('Welcome back!');
      navigate(rememberedOrigin(location.state), { replace: true });
    } catch {
      fail(UNEXPECTED_ERROR);
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      const { error } = await resendVerificationEmail(unverifiedEmail);
      if (error) toast.error(serviceMessage(error));
      else toast.success(`We sent a new verification link to ${unverifiedEmail}.`);
    } catch {
      toast.error(UNEXPECTED_ERROR);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back to your restaurant's dashboard."
      footer={
        <>
          New to Maître?{' '}
          <Link to="/signup" className={linkClassName}>
            Create an account
          </Link>
        </>
      }
    >
      <div className="space-y-4">
        {verificationNotice(params)}
        {(failure || unverifiedEmail) && (
          <div ref={noticeRef} tabIndex={-1} className="rounded-lg">
            {failure && <Alert tone="error" title={failure.message} announce={false} />}
            {unverifiedEmail && (
              <Alert tone="info" title="Please verify your email first." announce={false}>
                <p>
                  We sent a verification link to <strong>{unverifiedEmail}</strong> when you signed up. Open it, then sign in again.
                </p>
                <Button variant="secondary" onClick={() => void resend()} loading={resending}>
                  Resend verification email
                </Button>
              </Alert>
            )}
          </div>
        )}
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email', emailRules)}
          />
          <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password', passwordRules)} />
          <div className="flex justify-end">
            <Link to="/forgot-password" className={`text-sm ${linkClassName}`}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" fullWidth loading={isSubmitting}>
            Sign In
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
