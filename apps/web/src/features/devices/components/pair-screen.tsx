/**
 * The /pair page (issue 21, decision 0036): a shared screen or a printer's browser types the code a manager created
 * (with or without its dash, any case), is signed in as a device (the server sets its cookie), and goes to its own
 * page: /kitchen for a kitchen display, /ready for a ready board. Printers and bridges have none: the page says so.
 * Its own small chunk: no form library, no schema.
 */
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ApiError } from '@/lib/api-client';
import { pairDevice } from '../api/devices';
import { pairTexts } from '../texts';

export function PairScreen() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [paired, setPaired] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(pairTexts.required);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await pairDevice(code);
      if (answer.next !== '/pair') {
        navigate(answer.next, { replace: true });
        return;
      }
      setPaired(pairTexts.paired(answer.name, answer.restaurant_name));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fieldErrors?.code?.[0] ?? failure.message) : pairTexts.failed);
    } finally {
      setBusy(false);
    }
  };

  if (paired) {
    return (
      <AuthLayout title={pairTexts.title}>
        <Alert tone="success" title={paired}>
          {pairTexts.nothingToOpen}
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={pairTexts.title} subtitle={pairTexts.lead}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <TextField
          id="pairing-code"
          label={pairTexts.code}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={20}
          inputMode="text"
          className="font-mono"
          autoFocus
        />
        <Button type="submit" loading={busy} className="w-full">
          {busy ? pairTexts.submitting : pairTexts.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
