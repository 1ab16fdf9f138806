import { zodResolver } from '@hookform/resolvers/zod';
import { FullNameSchema, RestaurantNameSchema, TimeZoneSchema } from '@maitre/shared/account';
import type { Profile } from '@maitre/shared/profile';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/features/auth/auth-context';
import { authErrorTexts } from '@/features/auth/texts';
import { permissionTexts } from '@/features/team/texts';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { updateProfile } from '../api/update-profile';
import { profileFormTexts } from '../texts';

/** Every IANA zone the browser knows, with the current value first in line if the list lacks it. */
function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...zones, current]);
  return [...all].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

const ProfileFormSchema = z.object({ full_name: FullNameSchema, restaurant_name: RestaurantNameSchema, timezone: TimeZoneSchema });
type ProfileValues = z.infer<typeof ProfileFormSchema>;

/** The person's name, and the restaurant's name and time zone for a role allowed to change them (settings:write). */
export function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const { refresh } = useAuth();
  const canEditRestaurant = usePermission('settings:write');
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
      const { profile: saved } = await updateProfile(canEditRestaurant ? values : { full_name: values.full_name });
      reset({ full_name: saved.full_name, restaurant_name: saved.restaurant_name, timezone: saved.timezone });
      await refresh();
      toast.success(profileFormTexts.saved);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
          if (messages[0] && field in values) setError(field as keyof ProfileValues, { message: messages[0] });
        }
        toast.error(error.message);
        return;
      }
      toast.error(authErrorTexts.unexpected);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {!canEditRestaurant && <p className="text-sm text-stone-600 sm:col-span-2">{permissionTexts.settingsReadOnly}</p>}
      <TextField label={profileFormTexts.fullName} autoComplete="name" required error={errors.full_name?.message} {...register('full_name')} />
      <TextField
        label={profileFormTexts.restaurantName}
        autoComplete="organization"
        required
        readOnly={!canEditRestaurant}
        error={errors.restaurant_name?.message}
        {...register('restaurant_name')}
      />
      <SelectField label={profileFormTexts.timeZone} options={zones} disabled={!canEditRestaurant} error={errors.timezone?.message} {...register('timezone')} />
      <TextField label={profileFormTexts.email} type="email" value={email} readOnly disabled hint={profileFormTexts.emailHint} />
      <div className="sm:col-span-2">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {profileFormTexts.save}
        </Button>
      </div>
    </form>
  );
}
