import { GRANTABLE_ROLES, type GrantableRole, type StaffMember } from '@maitre/shared/staff';
import { type Role, roleAtLeast } from '@maitre/shared/team';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoment } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { useChangeMemberRole } from '../api/change-member-role';
import { roleLabels, staffTexts } from '../texts';
import { MemberActivity } from './member-activity';

/** What the viewer may do to this member: roles they may grant, and whether they may remove or hand ownership over. */
export interface MemberActions {
  /** The roles the viewer may give this member (empty: no role change). */
  grantableRoles: readonly GrantableRole[];
  canRemove: boolean;
  canTransfer: boolean;
}

export function memberActions(viewer: Role | null, canManage: boolean, member: StaffMember): MemberActions {
  const none: MemberActions = { grantableRoles: [], canRemove: false, canTransfer: false };
  if (!viewer || !canManage || member.is_you || member.role === 'owner' || !roleAtLeast(viewer, member.role)) return none;
  return {
    grantableRoles: GRANTABLE_ROLES.filter((role) => roleAtLeast(viewer, role)),
    canRemove: true,
    canTransfer: viewer === 'owner' && member.role === 'manager',
  };
}

function RoleForm({ member, roles }: { member: StaffMember; roles: readonly GrantableRole[] }) {
  const selectId = useUniqueId();
  const [role, setRole] = useState<Role>(member.role);
  const changeRole = useChangeMemberRole();
  const isChanged = role !== member.role;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (isChanged && role !== 'owner') changeRole.mutate({ id: member.id, role });
      }}
    >
      <div>
        <label htmlFor={selectId} className="sr-only">
          {staffTexts.roleOf(member.name)}
        </label>
        {/* Choosing a role saves nothing on its own (arrow keys change a closed select in some browsers): Save does. */}
        <select
          id={selectId}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className="min-h-11 rounded-lg border border-stone-300 bg-white py-1.5 pr-8 pl-3 text-sm focus:border-brand-600 lg:min-h-0"
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {roleLabels[option]}
            </option>
          ))}
        </select>
      </div>
      {isChanged && (
        <Button type="submit" variant="secondary" loading={changeRole.isPending}>
          {staffTexts.saveRole}
        </Button>
      )}
    </form>
  );
}

export function MemberCard({
  member,
  actions,
  timeZone,
  onRemove,
  onTransfer,
}: {
  member: StaffMember;
  actions: MemberActions;
  timeZone: string;
  onRemove(): void;
  onTransfer(): void;
}) {
  const id = useUniqueId();
  const [showActivity, setShowActivity] = useState(false);
  const TwoFactorIcon = member.two_factor_enabled ? ShieldCheck : ShieldOff;
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`${id}-name`} className="min-w-0 break-words font-semibold text-stone-900">
          {member.name}
          {member.is_you && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">{staffTexts.you}</span>}
        </h3>
        {actions.grantableRoles.length > 0 ? (
          <RoleForm key={member.role} member={member} roles={actions.grantableRoles} />
        ) : (
          <p className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-medium text-stone-700">
            <span className="sr-only">{staffTexts.columns.role}: </span>
            {roleLabels[member.role]}
          </p>
        )}
      </header>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <dt className="text-stone-600">{staffTexts.columns.email}</dt>
          <dd className="break-all text-stone-900">{member.email}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{staffTexts.columns.joined}</dt>
          <dd className="text-stone-900">
            <time dateTime={member.joined_at}>{formatMoment(member.joined_at, timeZone, 'date')}</time>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{staffTexts.columns.lastActive}</dt>
          <dd className="text-stone-900">
            {member.last_active_at ? (
              <time dateTime={member.last_active_at}>{formatMoment(member.last_active_at, timeZone, 'dateTime')}</time>
            ) : (
              staffTexts.neverActive
            )}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{staffTexts.columns.twoFactor}</dt>
          <dd>
            <span
              className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${member.two_factor_enabled ? 'bg-emerald-50 text-emerald-900' : 'bg-stone-100 text-stone-700'}`}
            >
              <TwoFactorIcon aria-hidden="true" className="h-3.5 w-3.5" />
              {member.two_factor_enabled ? staffTexts.twoFactorOn : staffTexts.twoFactorOff}
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          aria-expanded={showActivity}
          aria-controls={showActivity ? `${id}-activity` : undefined}
          onClick={() => setShowActivity((shown) => !shown)}
        >
          {staffTexts.activity}
        </Button>
        {actions.canTransfer && (
          <Button variant="secondary" aria-label={staffTexts.transferLabel(member.name)} onClick={onTransfer}>
            {staffTexts.transfer}
          </Button>
        )}
        {actions.canRemove && (
          <Button variant="danger" aria-label={staffTexts.removeLabel(member.name)} onClick={onRemove}>
            {staffTexts.remove}
          </Button>
        )}
      </div>
      {showActivity && <MemberActivity id={`${id}-activity`} memberId={member.id} name={member.name} timeZone={timeZone} />}
    </article>
  );
}
