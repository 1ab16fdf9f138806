import type { StaffInvitation } from '@maitre/shared/staff';
import { Button } from '@/components/ui/button';
import { formatMoment } from '@/lib/i18n';
import { useResendInvitation } from '../api/resend-invitation';
import { staffTexts } from '../texts';

/** Invitations not answered yet, expired ones included (to send again or revoke). */
export function PendingInvitations({
  invitations,
  timeZone,
  canManage,
  onRevoke,
}: {
  invitations: StaffInvitation[];
  timeZone: string;
  canManage: boolean;
  onRevoke(invitation: StaffInvitation): void;
}) {
  const resend = useResendInvitation();
  if (invitations.length === 0) return <p className="text-sm text-stone-600">{staffTexts.noInvitations}</p>;
  return (
    <ul className="divide-y divide-stone-100">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="break-all font-medium text-stone-900">{invitation.email}</p>
            <p className="text-sm text-stone-600">
              {staffTexts.invitedAs(invitation.role)} ·{' '}
              {invitation.status === 'expired' ? <span className="font-semibold text-red-700">{staffTexts.expired}</span> : staffTexts.expires}{' '}
              <time dateTime={invitation.expires_at}>{formatMoment(invitation.expires_at, timeZone, 'dateTime')}</time>
            </p>
          </div>
          {canManage && (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                aria-label={staffTexts.resendLabel(invitation.email)}
                loading={resend.isPending && resend.variables === invitation.id}
                onClick={() => resend.mutate(invitation.id)}
              >
                {staffTexts.resend}
              </Button>
              <Button variant="danger" aria-label={staffTexts.revokeLabel(invitation.email)} onClick={() => onRevoke(invitation)}>
                {staffTexts.revoke}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
