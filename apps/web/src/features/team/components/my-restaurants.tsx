/**
 * Settings → Your restaurants: every restaurant the person belongs to with their role, a switch to the others, Leave
 * (confirmed; the only owner is refused with LAST_OWNER_MESSAGE, shown in the dialog), and, for an owner, a new one.
 */
import { RestaurantNameSchema, TimeZoneSchema } from '@maitre/shared/account';
import type { MyRestaurant } from '@maitre/shared/staff';
import { browserTimeZone } from '@maitre/shared/time-zone';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useCreateRestaurant } from '../api/create-restaurant';
import { useMyRestaurants } from '../api/find-my-restaurants';
import { useLeaveRestaurant } from '../api/leave-restaurant';
import { useSwitchRestaurant } from '../api/switch-restaurant';
import { restaurantsTexts, roleLabels } from '../texts';

const refusalOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 ? error.message : fallback);

function timeZoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...zones])].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

function CreateRestaurantForm({ onDone }: { onDone(): void }) {
  const create = useCreateRestaurant();
  const initialZone = useMemo(() => browserTimeZone(), []);
  const zones = useMemo(() => timeZoneOptions(initialZone), [initialZone]);
  const [name, setName] = useState('');
  const [timezone, setTimezone] = useState(initialZone);
  const [errors, setErrors] = useState<{ restaurant_name?: string; timezone?: string; form?: string }>({});

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsedName = RestaurantNameSchema.safeParse(name);
        const parsedZone = TimeZoneSchema.safeParse(timezone);
        if (!parsedName.success || !parsedZone.success) {
          setErrors({ restaurant_name: parsedName.error?.issues[0]?.message, timezone: parsedZone.error?.issues[0]?.message });
          return;
        }
        setErrors({});
        create.mutate(
          { restaurant_name: parsedName.data, timezone: parsedZone.data },
          {
            onSuccess: onDone,
            onError: (error) => {
              const fields = error instanceof ApiError ? error.fieldErrors : undefined;
              setErrors({
                restaurant_name: fields?.restaurant_name?.[0],
                timezone: fields?.timezone?.[0],
                form: fields ? undefined : refusalOf(error, restaurantsTexts.createFailed),
              });
            },
          },
        );
      }}
    >
      <p className="text-sm text-stone-700">{restaurantsTexts.createBody}</p>
      {errors.form && <Alert tone="error" title={errors.form} />}
      <TextField
        label={restaurantsTexts.createName}
        autoComplete="organization"
        required
        data-autofocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.restaurant_name}
      />
      <SelectField
        label={restaurantsTexts.createTimeZone}
        options={zones}
        value={timezone}
        onChange={(event) => setTimezone(event.target.value)}
        error={errors.timezone}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {restaurantsTexts.cancel}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {restaurantsTexts.createSubmit}
        </Button>
      </div>
    </form>
  );
}

export function MyRestaurants() {
  const { data: restaurants, isPending, isError } = useMyRestaurants();
  const switchRestaurant = useSwitchRestaurant();
  const leave = useLeaveRestaurant();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<MyRestaurant | null>(null);
  const [isCreating, setCreating] = useState(false);

  if (isPending) return <Spinner className="py-6" label={restaurantsTexts.loading} />;
  if (isError) return <p className="text-sm text-stone-600">{restaurantsTexts.loadFailed}</p>;
  const isOwnerSomewhere = restaurants.some((restaurant) => restaurant.role === 'owner');

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-stone-100">
        {restaurants.map((restaurant) => (
          <li key={restaurant.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="break-words font-medium text-stone-900">
                {restaurant.name}
                {restaurant.active && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{restaurantsTexts.current}</span>
                )}
              </p>
              <p className="text-sm text-stone-600">{roleLabels[restaurant.role]}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {!restaurant.active && (
                <Button
                  variant="secondary"
                  aria-label={restaurantsTexts.switchToLabel(restaurant.name)}
                  loading={switchRestaurant.isPending && switchRestaurant.variables?.id === restaurant.id}
                  onClick={() => switchRestaurant.mutate(restaurant, { onSuccess: () => navigate('/dashboard') })}
                >
                  {restaurantsTexts.switchTo}
                </Button>
              )}
              <Button
                variant="danger"
                aria-label={restaurantsTexts.leaveLabel(restaurant.name)}
                onClick={() => {
                  leave.reset();
                  setLeaving(restaurant);
                }}
              >
                {restaurantsTexts.leave}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {isOwnerSomewhere && (
        <Button variant="secondary" onClick={() => setCreating(true)}>
          {restaurantsTexts.create}
        </Button>
      )}

      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? restaurantsTexts.leaveTitle(leaving.name) : restaurantsTexts.leave}
        confirmLabel={restaurantsTexts.leaveConfirm}
        cancelLabel={restaurantsTexts.cancel}
        busy={leave.isPending}
        error={leave.isError ? refusalOf(leave.error, restaurantsTexts.leaveFailed) : null}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          if (!leaving || leave.isPending) return;
          leave.mutate(leaving, {
            onSuccess: () => {
              const wasActive = leaving.active;
              setLeaving(null);
              if (wasActive) navigate('/dashboard');
            },
          });
        }}
      >
        <p>{restaurantsTexts.leaveBody}</p>
      </ConfirmDialog>

      <ModalDialog title={restaurantsTexts.createTitle} open={isCreating} onClose={() => setCreating(false)}>
        {isCreating && <CreateRestaurantForm onDone={() => setCreating(false)} />}
      </ModalDialog>
    </div>
  );
}
