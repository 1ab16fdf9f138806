import { zodResolver } from '@hookform/resolvers/zod';
import { FullNameSchema, PasswordSchema } from '@maitre/shared/account';
import type { PublicInvitation } from '@maitre/shared/staff';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf, serviceMessage } from '@/features/auth/auth-errors';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { authErrorTexts } from '@/features/auth/texts';
import { ApiError } from '@/lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { signUpWithInvitation } from '../api/sign-up-with-invitation';
import { invitationTexts, signUpWithInvitationTexts } from '../texts';

const InvitedSignUpSchema = z.object({
  full_name: FullNameSchema,
  password: PasswordSchema,
  confirmPassword: z.string().min(1, signUpWithInvitationTexts.confirmPasswordMissing),
});
type InvitedSignUpValues = z.infer<typeof InvitedSignUpSchema>;

function InvitedSignUpForm({ invitation }: { invitation: PublicInvitation }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitedSignUpValues>({ resolver: zodResolver(InvitedSignUpSchema), defaultValues: { full_name: '', password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    if (values.password !== confirmPassword) {
      toast.error(authErrorTexts.passwordsDoNotMatch);
      setError('confirmPassword', { message: authErrorTexts.passwordsDoNotMatch }, { shouldFocus: true });
      return;
    }
    try {
      const { error } = await signUpWithInvitation({ ...values, email: invitation.email, invitationId: invitation.id });
      if (error) {
        for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
          if (field in values) setError(field as keyof InvitedSignUpValues, { message });
        }
        toast.error(serviceMessage(error));
        return;
      }
      toast.success(signUpWithInvitationTexts.created);
      navigate('/login');
    } catch {
      toast.error(authErrorTexts.unexpected);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={signUpWithInvitationTexts.fullName} autoComplete="name" required error={errors.full_name?.message} {...register('full_name')} />
      <TextField
        label={signUpWithInvitationTexts.email}
        type="email"
        autoComplete="email"
        value={invitation.email}
        readOnly
        hint={signUpWithInvitationTexts.emailHint}
      />
      <PasswordField
        label={signUpWithInvitationTexts.password}
        autoComplete="new-password"
        required
        hint={signUpWithInvitationTexts.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={signUpWithInvitationTexts.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {signUpWithInvitationTexts.submit}
      </Button>
    </form>
  );
}

/**
 * /signup?invitation=…: sign-up for an invited person. The invited email is filled in and read-only, there is no
 * restaurant to name (they join the inviting one), and the request carries the invitation's id.
 */
export function InvitedSignUp({ invitationId, footer }: { invitationId: string; footer: ReactNode }) {
  const invitation = useInvitation(invitationId);
  if (invitation.isPending) {
    return (
      <AuthLayout title={invitationTexts.loading}>
        <Spinner className="py-8" label={invitationTexts.loading} />
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    const isMissing = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <AuthLayout title={signUpWithInvitationTexts.fallbackTitle} footer={footer}>
        <Alert tone="error" title={isMissing ? invitationTexts.notFound : invitationTexts.loadFailed} />
      </AuthLayout>
    );
  }
  const { data } = invitation;
  return (
    <AuthLayout title={signUpWithInvitationTexts.title(data.restaurant_name)} subtitle={signUpWithInvitationTexts.subtitle(data.inviter_name)} footer={footer}>
      {data.status === 'pending' ? (
        <InvitedSignUpForm invitation={data} />
      ) : (
        <Alert tone="error" title={data.status === 'expired' ? invitationTexts.expiredMessage : invitationTexts.usedMessage} />
      )}
    </AuthLayout>
  );
}
