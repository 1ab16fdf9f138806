/**
 * /invitations/:id, the link of an invitation mail (public: the link is the secret). It says who invites whom to
 * which restaurant as what; signed out it offers to sign in (and come back here) or to sign up with the invited
 * address; signed in with that address, Accept or Decline; with another address, why not and a way to sign out.
 */
import type { PublicInvitation } from '@maitre/shared/staff';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { AuthLayout, linkClassName } from '@/features/auth/components/auth-layout';
import { useAcceptInvitation, useDeclineInvitation } from '@/features/team/api/answer-invitation';
import { useInvitation } from '@/features/team/api/get-invitation';
import { invitationTexts, roleDescriptions, roleLabels } from '@/features/team/texts';
import { ApiError } from '@/lib/api-client';
import { formatMoment } from '@/lib/i18n';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function Details({ invitation }: { invitation: PublicInvitation }) {
  // The reader's own time zone: they may not be in the restaurant's yet.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <dl className="grid gap-3 rounded-xl bg-stone-50 p-4 text-sm">
      <div>
        <dt className="text-stone-600">{invitationTexts.roleLabel}</dt>
        <dd className="text-stone-900">
          <span className="font-medium">{roleLabels[invitation.role]}</span>: {roleDescriptions[invitation.role]}
        </dd>
      </div>
      <div>
        <dt className="text-stone-600">{invitationTexts.sentToLabel}</dt>
        <dd className="break-all text-stone-900">{invitation.email}</dd>
      </div>
      <div>
        <dt className="text-stone-600">{invitationTexts.statusLabel}</dt>
        <dd className="font-medium text-stone-900">{invitationTexts.status[invitation.status]}</dd>
      </div>
      <div>
        <dt className="text-stone-600">{invitationTexts.validUntil}</dt>
        <dd className="text-stone-900">
          <time dateTime={invitation.expires_at}>{formatMoment(invitation.expires_at, timeZone, 'dateTime')}</time>
        </dd>
      </div>
    </dl>
  );
}

function Answer({ invitation }: { invitation: PublicInvitation }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [refusal, setRefusal] = useState<{ message: string } | null>(null);
  const [hasDeclined, setDeclined] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal || hasDeclined) noticeRef.current?.focus();
  }, [refusal, hasDeclined]);

  const refuse = (error: unknown) => setRefusal({ message: error instanceof ApiError && error.status < 500 ? error.message : invitationTexts.answerFailed });

  if (hasDeclined) {
    return (
      <div ref={noticeRef} tabIndex={-1} className="rounded-lg">
        <Alert tone="info" title={invitationTexts.declined} announce={false} />
      </div>
    );
  }
  if (invitation.status === 'expired') return <Alert tone="error" title={invitationTexts.expiredMessage} />;
  if (invitation.status !== 'pending') return <Alert tone="error" title={invitationTexts.usedMessage} />;

  if (!user) {
    const here = `/invitations/${invitation.id}`;
    return (
      <div className="space-y-4">
        <p className="text-sm text-stone-700">{invitationTexts.signedOutHint(invitation.email)}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" state={{ from: here }} className={primaryButtonClass}>
            {invitationTexts.signIn}
          </Link>
          <Link to={`/signup?invitation=${encodeURIComponent(invitation.id)}`} className={secondaryButtonClass}>
            {invitationTexts.signUp}
          </Link>
        </div>
      </div>
    );
  }

  if (!sameEmail(user.email, invitation.email)) {
    return (
      <div className="space-y-4">
        <Alert tone="error" title={invitationTexts.emailMismatch(invitation.email)} />
        <Button variant="secondary" onClick={() => void signOut()}>
          {invitationTexts.signOut}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {refusal && (
        <div ref={noticeRef} tabIndex={-1} className="rounded-lg">
          <Alert tone="error" title={refusal.message} announce={false} />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={async () => {
            setRefusal(null);
            // mutateAsync rather than mutate's callbacks: those are dropped when the observer re-subscribes meanwhile
            // (seen under Preact), and the answer must always reach the person.
            try {
              const restaurant = await accept.mutateAsync(invitation.id);
              toast.success(invitationTexts.accepted(restaurant.name));
              navigate('/dashboard', { replace: true });
            } catch (error) {
              refuse(error);
            }
          }}
        >
          {invitationTexts.accept}
        </Button>
        <Button
          variant="secondary"
          loading={decline.isPending}
          disabled={accept.isPending}
          onClick={async () => {
            setRefusal(null);
            try {
              await decline.mutateAsync(invitation.id);
              setDeclined(true);
            } catch (error) {
              refuse(error);
            }
          }}
        >
          {invitationTexts.decline}
        </Button>
      </div>
    </div>
  );
}

export function InvitationPage() {
  const { invitationId = '' } = useParams();
  const { loading, user } = useAuth();
  const invitation = useInvitation(invitationId);

  if (loading || invitation.isPending) {
    return (
      <AuthLayout title={invitationTexts.loading}>
        <Spinner className="py-8" label={invitationTexts.loading} />
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    const isMissing = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <AuthLayout title={invitationTexts.title('Maître')}>
        <Alert tone="error" title={isMissing ? invitationTexts.notFound : invitationTexts.loadFailed} />
      </AuthLayout>
    );
  }
  const { data } = invitation;
  return (
    <AuthLayout
      title={invitationTexts.title(data.restaurant_name)}
      subtitle={invitationTexts.invitedBy(data.inviter_name, data.restaurant_name, data.role)}
      footer={
        user ? (
          <Link to="/dashboard" className={linkClassName}>
            {invitationTexts.goToDashboard}
          </Link>
        ) : undefined
      }
    >
      <div className="space-y-6">
        <Details invitation={data} />
        <Answer invitation={data} />
      </div>
    </AuthLayout>
  );
}
