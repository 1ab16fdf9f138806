import { zodResolver } from '@hookform/resolvers/zod';
import { FullNameSchema, PasswordSchema, RestaurantNameSchema } from '@maitre/shared/account';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { signUp } from '@/features/auth/api/account-calls';
import { fieldErrorsOf, serviceMessage } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';
import { authErrorTexts, authFieldTexts, signUpTexts } from '@/features/auth/texts';
import { InvitedSignUp } from '@/features/team/components/invited-sign-up';

const SignUpFormSchema = z.object({
  full_name: FullNameSchema,
  restaurant_name: RestaurantNameSchema,
  email: z
    .string()
    .trim()
    .min(1, { error: () => authFieldTexts.emailRequired })
    .email({ error: () => authFieldTexts.emailInvalid }),
  password: PasswordSchema,
  confirmPassword: z.string().min(1, { error: () => signUpTexts.confirmPasswordRequired }),
});
type SignUpValues = z.infer<typeof SignUpFormSchema>;
type SignUpField = keyof SignUpValues;

// A function: its texts are read at each render, in the active language.
const signInFooter = () => (
  <>
    {signUpTexts.alreadyHaveAccount}{' '}
    <Link to="/login" className={linkClassName}>
      {signUpTexts.signIn}
    </Link>
  </>
);

/** /signup, or /signup?invitation=… for a person invited to a restaurant (they join it instead of creating one). */
export function SignupPage() {
  const invitationId = useSearchParams()[0].get('invitation');
  if (invitationId) return <InvitedSignUp invitationId={invitationId} footer={signInFooter()} />;
  return <OwnerSignup />;
}

function OwnerSignup() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { full_name: '', restaurant_name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    // Spec §5: a mismatch is told with a toast and nothing is sent.
    if (values.password !== confirmPassword) {
      toast.error(authErrorTexts.passwordsDoNotMatch);
      setError('confirmPassword', { message: authErrorTexts.passwordsDoNotMatch }, { shouldFocus: true });
      return;
    }
    try {
      const { error } = await signUp(values);
      if (error) {
        for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
          if (field in values) setError(field as SignUpField, { message });
        }
        toast.error(serviceMessage(error));
        return;
      }
      toast.success(signUpTexts.created);
      navigate('/login');
    } catch {
      toast.error(authErrorTexts.unexpected);
    }
  });

  return (
    <AuthLayout title={signUpTexts.title} subtitle={signUpTexts.subtitle} footer={signInFooter()}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={signUpTexts.fullName} autoComplete="name" required error={errors.full_name?.message} {...register('full_name')} />
        <TextField
          label={signUpTexts.restaurantName}
          autoComplete="organization"
          required
          error={errors.restaurant_name?.message}
          {...register('restaurant_name')}
        />
        <TextField
          label={authFieldTexts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={authFieldTexts.password}
          autoComplete="new-password"
          required
          hint={signUpTexts.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={signUpTexts.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {signUpTexts.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
