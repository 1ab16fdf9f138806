/**
 * The Staff page (issue 17): the team, invitations, roles, ownership and the managers' two-factor rule. Staff is part
 * of the Restaurant plan and above (spec §2); a restaurant below it sees the upgrade notice, unless its team is larger
 * than its plan allows after a downgrade: then the team is listed (nobody is removed) with why invitations are refused.
 */

import { planAtLeast } from '@maitre/shared/plans';
import type { StaffInvitation, StaffMember } from '@maitre/shared/staff';
import { GRANTABLE_ROLES } from '@maitre/shared/staff';
import { can, roleAtLeast } from '@maitre/shared/team';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { PlanGate } from '@/features/navigation/components/plan-gate';
import { useStaff } from '@/features/team/api/find-staff';
import { useRemoveMember } from '@/features/team/api/remove-member';
import { useRevokeInvitation } from '@/features/team/api/revoke-invitation';
import { InviteForm } from '@/features/team/components/invite-form';
import { MemberCard, memberActions } from '@/features/team/components/member-card';
import { NotAllowed } from '@/features/team/components/not-allowed';
import { PendingInvitations } from '@/features/team/components/pending-invitations';
import { TransferOwnershipDialog } from '@/features/team/components/transfer-ownership-dialog';
import { TwoFactorRuleSwitch } from '@/features/team/components/two-factor-rule-switch';
import { staffTexts } from '@/features/team/texts';
import { useRole } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';

const sectionClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

/** Where the focus goes once a removed member or a revoked invitation has left the list it was on. */
type FocusTarget = 'members' | 'invitations' | null;

function Heading({ restaurant, seats }: { restaurant: string; seats?: string }) {
  return (
    <div>
      <h1 className="font-display text-3xl font-semibold">{staffTexts.title}</h1>
      <p className="mt-1 text-sm text-stone-600">{staffTexts.subtitle(restaurant)}</p>
      {seats && (
        <p className="mt-2 text-sm font-medium text-stone-800">
          {seats} <span className="font-normal text-stone-600">· {staffTexts.seatsHint}</span>
        </p>
      )}
    </div>
  );
}

const errorMessage = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : null);

export function StaffPage() {
  const { profile } = useAuth();
  const role = useRole();
  const canRead = can(role, 'staff:read');
  const canManage = can(role, 'staff:manage');
  const { planId, isLoading: isPlanLoading } = useActivePlan();
  const staff = useStaff({ enabled: canRead });
  const removeMember = useRemoveMember();
  const revokeInvitation = useRevokeInvitation();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);
  const [transferring, setTransferring] = useState<StaffMember | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const membersHeadingRef = useRef<HTMLHeadingElement>(null);
  const invitationsHeadingRef = useRef<HTMLHeadingElement>(null);
  const restaurant = profile?.restaurant_name ?? '';
  const timeZone = profile?.timezone ?? 'UTC';

  useEffect(() => {
    if (!focusTarget) return;
    (focusTarget === 'members' ? membersHeadingRef : invitationsHeadingRef).current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  if (!canRead) return <NotAllowed title={staffTexts.title} />;

  if (isPlanLoading || staff.isPending) return <Spinner className="py-16" label={staffTexts.loading} />;

  const data = staff.data;
  const isBelowPlan = !planAtLeast(planId, 'restaurant');
  // Below the plan, the page is for a team left larger than the plan allows (after a downgrade), and only that.
  if (isBelowPlan && (!data || (data.members.length <= 1 && data.invitations.length === 0))) {
    return (
      <PlanGate requiredPlan="restaurant" feature={staffTexts.title}>
        {null}
      </PlanGate>
    );
  }

  if (!data) {
    return (
      <div className="space-y-6">
        <Heading restaurant={restaurant} />
        <EmptyState>
          {staffTexts.loadFailed}{' '}
          <button type="button" onClick={() => void staff.refetch()} className={`${secondaryButtonClass} ml-2`}>
            {staffTexts.tryAgain}
          </button>
        </EmptyState>
      </div>
    );
  }

  const { members, invitations, seats, invite_blocked_reason: blockedReason, managers_need_two_factor: managersNeedTwoFactor } = data;
  const isOverLimit = seats.limit !== null && seats.used > seats.limit;
  const canSeePlans = can(role, 'billing:manage');
  const isOwner = role === 'owner';
  const inviteRoles = role ? GRANTABLE_ROLES.filter((grantable) => roleAtLeast(role, grantable)) : [];

  return (
    <div className="space-y-6">
      <Heading restaurant={restaurant} seats={staffTexts.seats(seats.used, seats.limit)} />

      {isOverLimit && (
        <Alert tone="info" title={staffTexts.overLimitTitle}>
          <p>{staffTexts.overLimit}</p>
        </Alert>
      )}

      {canManage && (
        <section aria-labelledby="invite-title" className={sectionClass}>
          <h2 id="invite-title" className="mb-4 font-display text-xl font-semibold">
            {staffTexts.inviteTitle}
          </h2>
          {blockedReason ? (
            <Alert tone="info" title={blockedReason}>
              {canSeePlans && (
                <Link to="/dashboard/subscription" className="font-semibold text-brand-700 underline">
                  {staffTexts.seePlans}
                </Link>
              )}
            </Alert>
          ) : (
            <InviteForm roles={inviteRoles} canSeePlans={canSeePlans} />
          )}
        </section>
      )}

      <section aria-labelledby="members-title" className="space-y-4">
        <h2 id="members-title" ref={membersHeadingRef} tabIndex={-1} className="font-display text-xl font-semibold">
          {staffTexts.membersTitle}
        </h2>
        {isOwner && !members.some((member) => member.role === 'manager') && members.length > 1 && (
          <p className="text-sm text-stone-600">{staffTexts.transferNote}</p>
        )}
        <ul className="space-y-4">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard
                member={member}
                actions={memberActions(role, canManage, member)}
                timeZone={timeZone}
                onRemove={() => {
                  removeMember.reset();
                  setRemoving(member);
                }}
                onTransfer={() => setTransferring(member)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invitations-title" className={sectionClass}>
        <h2 id="invitations-title" ref={invitationsHeadingRef} tabIndex={-1} className="mb-2 font-display text-xl font-semibold">
          {staffTexts.invitationsTitle}
        </h2>
        <PendingInvitations
          invitations={invitations}
          timeZone={timeZone}
          canManage={canManage}
          onRevoke={(invitation) => {
            revokeInvitation.reset();
            setRevoking(invitation);
          }}
        />
      </section>

      {isOwner && (
        <section aria-labelledby="two-factor-rule-title" className={sectionClass}>
          <h2 id="two-factor-rule-title" className="mb-4 font-display text-xl font-semibold">
            {staffTexts.twoFactorRuleTitle}
          </h2>
          <TwoFactorRuleSwitch required={managersNeedTwoFactor} />
        </section>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={removing ? staffTexts.removeTitle(removing.name) : staffTexts.remove}
        confirmLabel={staffTexts.removeConfirm}
        cancelLabel={staffTexts.cancel}
        busy={removeMember.isPending}
        error={removeMember.isError ? (errorMessage(removeMember.error) ?? staffTexts.removeFailed) : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing || removeMember.isPending) return;
          removeMember.mutate(
            { id: removing.id, name: removing.name },
            {
              onSuccess: () => {
                setRemoving(null);
                setFocusTarget('members');
              },
            },
          );
        }}
      >
        {removing && <p>{staffTexts.removeBody(removing.name, restaurant)}</p>}
      </ConfirmDialog>

      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? staffTexts.revokeTitle(revoking.email) : staffTexts.revoke}
        confirmLabel={staffTexts.revokeConfirm}
        cancelLabel={staffTexts.cancel}
        busy={revokeInvitation.isPending}
        error={revokeInvitation.isError ? (errorMessage(revokeInvitation.error) ?? staffTexts.revokeFailed) : null}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking || revokeInvitation.isPending) return;
          revokeInvitation.mutate(
            { id: revoking.id, email: revoking.email },
            {
              onSuccess: () => {
                setRevoking(null);
                setFocusTarget('invitations');
              },
            },
          );
        }}
      >
        <p>{staffTexts.revokeBody}</p>
      </ConfirmDialog>

      <TransferOwnershipDialog member={transferring} onClose={() => setTransferring(null)} />
    </div>
  );
}
