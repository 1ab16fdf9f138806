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
import { fieldErrorsOf, serviceMessage } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';
import { authErrorTexts, authFieldTexts, resetPasswordTexts } from '@/features/auth/texts';

const ResetPasswordSchema = z.object({
  newPassword: PasswordSchema,
  confirmPassword: z.string().min(1, { error: () => authFieldTexts.confirmNewPasswordRequired }),
});
type ResetPasswordValues = z.infer<typeof ResetPasswordSchema>;

function InvalidLink() {
  return (
    <Alert tone="error" title={resetPasswordTexts.invalidLink}>
      <p>{resetPasswordTexts.invalidLinkHint}</p>
      <Link to="/forgot-password" className={linkClassName}>
        {resetPasswordTexts.askNewLink}
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
      toast.error(authErrorTexts.passwordsDoNotMatch);
      setError('confirmPassword', { message: authErrorTexts.passwordsDoNotMatch }, { shouldFocus: true });
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
      toast.success(resetPasswordTexts.changed);
      navigate('/login', { replace: true });
    } catch {
      toast.error(authErrorTexts.unexpected);
    }
  });

  return (
    <AuthLayout
      title={resetPasswordTexts.title}
      subtitle={resetPasswordTexts.subtitle}
      footer={
        <Link to="/login" className={linkClassName}>
          {authFieldTexts.backToSignIn}
        </Link>
      }
    >
      {linkInvalid ? (
        <InvalidLink />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label={authFieldTexts.newPassword}
            autoComplete="new-password"
            required
            hint={authFieldTexts.newPasswordHint}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label={authFieldTexts.confirmNewPassword}
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {resetPasswordTexts.submit}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
