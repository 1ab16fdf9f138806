import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { requestPasswordReset } from '@/features/auth/api/account-calls';
import { serviceMessage } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';
import { authErrorTexts, authFieldTexts, forgotPasswordTexts } from '@/features/auth/texts';

const ForgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => authFieldTexts.emailRequired })
    .email({ error: () => authFieldTexts.emailInvalid }),
});
type ForgotPasswordValues = z.infer<typeof ForgotPasswordSchema>;

/** Answers the same whatever the email, so nobody learns from it who has an account. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { error } = await requestPasswordReset(email);
      if (error) {
        toast.error(serviceMessage(error));
        return;
      }
      setSentTo(email);
    } catch {
      toast.error(authErrorTexts.unexpected);
    }
  });

  return (
    <AuthLayout
      title={forgotPasswordTexts.title}
      subtitle={forgotPasswordTexts.subtitle}
      footer={
        <Link to="/login" className={linkClassName}>
          {authFieldTexts.backToSignIn}
        </Link>
      }
    >
      {sentTo ? (
        <Alert tone="success" title={forgotPasswordTexts.checkInbox}>
          <p>{forgotPasswordTexts.sent(<strong key="email">{sentTo}</strong>)}</p>
          <p>{forgotPasswordTexts.nothingArrived}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {forgotPasswordTexts.tryAnotherEmail}
          </Button>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            label={authFieldTexts.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={isSubmitting}>
            {forgotPasswordTexts.submit}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
