import { zodResolver } from '@hookform/resolvers/zod';
import { type GrantableRole, InviteBodySchema } from '@maitre/shared/staff';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useUniqueId } from '@/lib/use-unique-id';
import { useInviteMember } from '../api/invite-member';
import { roleDescriptions, roleLabels, staffTexts } from '../texts';

type InviteValues = z.input<typeof InviteBodySchema>;

/**
 * Email and role (only roles at or below the inviter's), the chosen role's description under the select. A refusal
 * (plan limit, already a member or invited, a role above yours) is told beside the form and takes the focus; a field
 * error goes to its field.
 */
export function InviteForm({ roles, canSeePlans }: { roles: readonly GrantableRole[]; canSeePlans: boolean }) {
  const descriptionId = useUniqueId();
  const invite = useInviteMember();
  const [refusal, setRefusal] = useState<{ message: string; code: string } | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const defaultRole = roles.includes('kitchen') ? 'kitchen' : (roles.at(-1) ?? 'kitchen');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<InviteValues>({ resolver: zodResolver(InviteBodySchema), defaultValues: { email: '', role: defaultRole } });
  const role = watch('role');

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await invite.mutateAsync(InviteBodySchema.parse(values));
      reset({ email: '', role: values.role });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors?.email?.[0]) {
        setError('email', { message: error.fieldErrors.email[0] }, { shouldFocus: true });
        return;
      }
      setRefusal({
        message: error instanceof ApiError && error.status < 500 ? error.message : staffTexts.inviteFailed,
        code: error instanceof ApiError ? error.code : '',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {refusal && (
        <div ref={refusalRef} tabIndex={-1} className="rounded-lg">
          <Alert tone="error" title={refusal.message} announce={false}>
            {refusal.code === 'PLAN_LIMIT_REACHED' && canSeePlans && (
              <Link to="/dashboard/subscription" className="font-semibold text-red-800 underline">
                {staffTexts.seePlans}
              </Link>
            )}
          </Alert>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={staffTexts.inviteEmail}
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <SelectField
            label={staffTexts.inviteRole}
            options={roles.map((value) => ({ value, label: roleLabels[value] }))}
            error={errors.role?.message}
            aria-describedby={descriptionId}
            {...register('role')}
          />
          <p id={descriptionId} className="mt-1.5 text-sm text-stone-600">
            {roleDescriptions[role as GrantableRole] ?? ''}
          </p>
        </div>
      </div>
      <p className="text-sm text-stone-600">{staffTexts.inviteHint}</p>
      <Button type="submit" loading={invite.isPending}>
        {invite.isPending ? staffTexts.inviteSending : staffTexts.inviteSubmit}
      </Button>
    </form>
  );
}
