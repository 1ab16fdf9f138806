import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordSchema } from '@maitre/shared/account';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { changePassword } from '../api/account-calls';
import { useAuth } from '../auth-context';
import { fieldErrorsOf, serviceMessage } from '../auth-errors';
import { authErrorTexts, authFieldTexts, passwordFormTexts } from '../texts';

const PasswordFormSchema = z.object({
  currentPassword: z.string().min(1, { error: () => passwordFormTexts.currentPasswordRequired }),
  newPassword: PasswordSchema,
  confirmPassword: z.string().min(1, { error: () => authFieldTexts.confirmNewPasswordRequired }),
});
type PasswordValues = z.infer<typeof PasswordFormSchema>;

export function PasswordForm() {
  const { refresh } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(PasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirmPassword }) => {
    if (newPassword !== confirmPassword) {
      toast.error(authErrorTexts.passwordsDoNotMatch);
      setError('confirmPassword', { message: authErrorTexts.passwordsDoNotMatch }, { shouldFocus: true });
      return;
    }
    try {
      const { error } = await changePassword(currentPassword, newPassword);
      if (error) {
        if (error.code === 'INVALID_PASSWORD') {
          setError('currentPassword', { message: passwordFormTexts.wrongCurrentPassword }, { shouldFocus: true });
          return;
        }
        const fieldError = fieldErrorsOf(error).newPassword;
        if (fieldError) setError('newPassword', { message: fieldError }, { shouldFocus: true });
        toast.error(serviceMessage(error));
        return;
      }
      reset();
      await refresh();
      toast.success(passwordFormTexts.changed);
    } catch {
      toast.error(authErrorTexts.unexpected);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <PasswordField
        label={passwordFormTexts.currentPassword}
        autoComplete="current-password"
        required
        className="sm:col-span-2"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
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
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          {passwordFormTexts.submit}
        </Button>
      </div>
    </form>
  );
}
