import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { signOutEverywhere } from '../api/account-calls';
import { useAuth } from '../auth-context';
import { serviceMessage } from '../auth-errors';
import { authErrorTexts, signOutEverywhereTexts } from '../texts';

export function SignOutEverywhere() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!window.confirm(signOutEverywhereTexts.confirm)) return;
    setBusy(true);
    try {
      const { error } = await signOutEverywhere();
      if (error) {
        toast.error(serviceMessage(error));
        return;
      }
      await refresh();
      toast.success(signOutEverywhereTexts.done);
      navigate('/login', { replace: true });
    } catch {
      toast.error(authErrorTexts.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="danger" onClick={() => void onClick()} loading={busy}>
      {signOutEverywhereTexts.button}
    </Button>
  );
}
