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
import { serviceMessage, UNEXPECTED_ERROR } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';

const ForgotPasswordSchema = z.object({ email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address') });
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
      toast.error(UNEXPECTED_ERROR);
    }
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className={linkClassName}>
          Back to sign in
        </Link>
      }
    >
      {sentTo ? (
        <Alert tone="success" title="Check your inbox.">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we sent it a link to reset the password. The link works for one hour.
          </p>
          <p>Nothing arrived after a few minutes? Check your spam folder, or try again.</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Try another email
          </Button>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
          <Button type="submit" fullWidth loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
