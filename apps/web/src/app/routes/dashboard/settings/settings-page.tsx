import { zodResolver } from '@hookform/resolvers/zod';
import { FullNameSchema, PasswordSchema, RestaurantNameSchema, TimeZoneSchema } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { changePassword, signOutEverywhere } from '@/features/auth/api/account-calls';
import { updateProfile } from '@/features/auth/api/update-profile';
import { useAuth } from '@/features/auth/auth-context';
import { fieldErrorsOf, PASSWORDS_DO_NOT_MATCH, serviceMessage, UNEXPECTED_ERROR } from '@/features/auth/auth-errors';
import { OrderPageCard } from '@/features/order-page/components/order-page-card';
import { SlugForm } from '@/features/order-page/components/slug-form';
import { ApiError } from '@/lib/api-client';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = title.toLowerCase().replaceAll(' ', '-');
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Every IANA zone the browser knows, with the current value first in line if the list lacks it. */
function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...zones, current]);
  return [...all].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

const ProfileFormSchema = z.object({ full_name: FullNameSchema, restaurant_name: RestaurantNameSchema, timezone: TimeZoneSchema });
type ProfileValues = z.infer<typeof ProfileFormSchema>;

function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const { refresh } = useAuth();
  const zones = useMemo(() => timeZoneOptions(profile.timezone), [profile.timezone]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { full_name: profile.full_name, restaurant_name: profile.restaurant_name, timezone: profile.timezone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { profile: saved } = await updateProfile(values);
      reset({ full_name: saved.full_name, restaurant_name: saved.restaurant_name, timezone: saved.timezone });
      await refresh();
      toast.success('Profile saved');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
          if (messages[0] && field in values) setError(field as keyof ProfileValues, { message: messages[0] });
        }
        toast.error(error.message);
        return;
      }
      toast.error(UNEXPECTED_ERROR);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoComplete="name" required error={errors.full_name?.message} {...register('full_name')} />
      <TextField label="Restaurant name" autoComplete="organization" required error={errors.restaurant_name?.message} {...register('restaurant_name')} />
      <SelectField label="Time zone" options={zones} error={errors.timezone?.message} {...register('timezone')} />
      <TextField label="Email" type="email" value={email} readOnly disabled hint="Your sign-in email cannot be changed here." />
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save profile
        </Button>
      </div>
    </form>
  );
}

const PasswordFormSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password'),
  newPassword: PasswordSchema,
  confirmPassword: z.string().min(1, 'Confirm your new password'),
});
type PasswordValues = z.infer<typeof PasswordFormSchema>;

function PasswordForm() {
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
      toast.error(PASSWORDS_DO_NOT_MATCH);
      setError('confirmPassword', { message: PASSWORDS_DO_NOT_MATCH }, { shouldFocus: true });
      return;
    }
    try {
      const { error } = await changePassword(currentPassword, newPassword);
      if (error) {
        if (error.code === 'INVALID_PASSWORD') {
          setError('currentPassword', { message: 'Your current password is not correct' }, { shouldFocus: true });
          return;
        }
        const fieldError = fieldErrorsOf(error).newPassword;
        if (fieldError) setError('newPassword', { message: fieldError }, { shouldFocus: true });
        toast.error(serviceMessage(error));
        return;
      }
      reset();
      await refresh();
      toast.success('Password changed. Your other devices were signed out.');
    } catch {
      toast.error(UNEXPECTED_ERROR);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        className="sm:col-span-2"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
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
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!window.confirm('Sign out of Maître on every device, this one included?')) return;
    setBusy(true);
    try {
      const { error } = await signOutEverywhere();
      if (error) {
        toast.error(serviceMessage(error));
        return;
      }
      await refresh();
      toast.success('Signed out of all devices');
      navigate('/login', { replace: true });
    } catch {
      toast.error(UNEXPECTED_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="danger" onClick={() => void onClick()} loading={busy}>
      Sign out of all devices
    </Button>
  );
}

export function SettingsPage() {
  const { user, profile } = useAuth();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <h1 className="font-display text-2xl font-semibold text-stone-900">Settings</h1>
        <p className="mt-1 text-sm text-stone-600">Your details, your password and where you are signed in.</p>
      </div>
      <Section title="Profile" description="How you and your restaurant appear in Maître. The time zone sets when your restaurant's day starts and ends.">
        {profile && user ? (
          <ProfileForm key={`${profile.full_name}|${profile.restaurant_name}|${profile.timezone}`} profile={profile} email={user.email} />
        ) : (
          <p className="text-sm text-stone-600">Your profile could not be loaded. Reload the page to try again.</p>
        )}
      </Section>
      {profile?.slug && (
        <Section title="Online ordering" description="Your restaurant's own order page. Share the link or print the QR code poster for your window and tables.">
          <div className="space-y-6">
            <OrderPageCard slug={profile.slug} />
            <SlugForm key={profile.slug} slug={profile.slug} />
          </div>
        </Section>
      )}
      <Section title="Password" description="Changing it asks for your current password and signs out every other device.">
        <PasswordForm />
      </Section>
      <Section title="Devices" description="Lost a phone or used a shared computer? End every session of your account at once.">
        <SignOutEverywhere />
      </Section>
    </div>
  );
}
