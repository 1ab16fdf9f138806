import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordSchema } from '@maitre/shared/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { resetPassword } from '@/features/auth/api/account-calls';
import { fieldErrorsOf, PASSWORDS_DO_NOT_MATCH, serviceMessage, UNEXPECTED_ERROR } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';

const ResetPasswordSchema = z.object({ newPassword: PasswordSchema, confirmPassword: z.string().min(1, 'Confirm your new password') });
type ResetPasswordValues = z.infer<typeof ResetPasswordSchema>;

function InvalidLink() {
  return (
    <Alert tone="error" title="This reset link is invalid or has expired.">
      <p>Reset links work once and for one hour.</p>
      <Link to="/forgot-password" className={linkClassName}>
        Ask for a new link
      </Link>
    </Alert>
  );
}

/** Reached from the emailed link: /api/auth/reset-password/:token checks the token and sends the owner here with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [linkInvalid, setLinkInvalid] = useState(Boolean(params.get('error')) || !token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(ResetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      toast.error(PASSWORDS_DO_NOT_MATCH);
      setError('confirmPassword', { message: PASSWORDS_DO_NOT_MATCH }, { shouldFocus: true });
      return;
    }
    if (!token) return;
    try {
      const { error } = await resetPassword(token, newPassword);
      if (error) {
        if (error.code === 'INVALID_TOKEN') {
          setLinkInvalid(true);
          return;
        }
        const fieldError = fieldErrorsOf(error).newPassword;
        if (fieldError) setError('newPassword', { message: fieldError }, { shouldFocus: true });
        toast.error(serviceMessage(error));
        return;
      }
      toast.success('Your password was changed. Sign in with your new password.');
      navigate('/login', { replace: true });
    } catch {
      toast.error(UNEXPECTED_ERROR);
    }
  });

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Every device signed in to your account will be signed out."
      footer={
        <Link to="/login" className={linkClassName}>
          Back to sign in
        </Link>
      }
    >
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint="At least 8 characters."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            Set new password
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
