import { zodResolver } from '@hookform/resolvers/zod';
import { FullNameSchema, PasswordSchema, RestaurantNameSchema } from '@maitre/shared/account';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { signUp } from '@/features/auth/api/account-calls';
import { fieldErrorsOf, PASSWORDS_DO_NOT_MATCH, serviceMessage, UNEXPECTED_ERROR } from '@/features/auth/auth-errors';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';

const SignUpFormSchema = z.object({
  full_name: FullNameSchema,
  restaurant_name: RestaurantNameSchema,
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: PasswordSchema,
  confirmPassword: z.string().min(1, 'Confirm your password'),
});
type SignUpValues = z.infer<typeof SignUpFormSchema>;
type SignUpField = keyof SignUpValues;

export function SignupPage() {
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
      toast.error(PASSWORDS_DO_NOT_MATCH);
      setError('confirmPassword', { message: PASSWORDS_DO_NOT_MATCH }, { shouldFocus: true });
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
      toast.success('Account created successfully! Please check your email to verify your account.');
      navigate('/login');
    } catch {
      toast.error(UNEXPECTED_ERROR);
    }
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Run your menu, orders and plan from one place."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={linkClassName}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Full name" autoComplete="name" required error={errors.full_name?.message} {...register('full_name')} />
        <TextField label="Restaurant name" autoComplete="organization" required error={errors.restaurant_name?.message} {...register('restaurant_name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters. A few words you will remember work well."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Create Account
        </Button>
      </form>
    </AuthLayout>
  );
}
