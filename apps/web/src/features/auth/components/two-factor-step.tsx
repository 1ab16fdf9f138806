/**
 * The sign-in page's second step, when the account has two-factor on: the 6-digit code of the authenticator app, or
 * one of the recovery codes. A refused code is said beside the form and the focus moves there.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { verifyRecoveryCode, verifyTotp } from '@/features/auth/api/two-factor-calls';
import { type AuthServiceError, serviceMessage } from '@/features/auth/auth-errors';
import { authErrorTexts, twoFactorStepTexts } from '@/features/auth/texts';

type Mode = 'totp' | 'recovery';

function refusal(error: AuthServiceError, mode: Mode): string {
  if (error.code === 'INVALID_CODE') return twoFactorStepTexts.wrongCode;
  if (error.code === 'INVALID_BACKUP_CODE') return twoFactorStepTexts.wrongRecovery;
  // The pending sign-in expired or was spent (10 minutes, five tries): start again with the password.
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE' || error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return twoFactorStepTexts.expired;
  return error.status === 401 ? (mode === 'totp' ? twoFactorStepTexts.wrongCode : twoFactorStepTexts.wrongRecovery) : serviceMessage(error);
}

export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => Promise<void>; onCancel: () => void }) {
  const [mode, setMode] = useState<Mode>('totp');
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  useEffect(() => {
    if (failure) noticeRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const switchTo = (next: Mode) => {
    setMode(next);
    setFailure(null);
    reset({ code: '' });
    // After the field for the new mode renders.
    setTimeout(() => setFocus('code'), 0);
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const { error } = mode === 'totp' ? await verifyTotp(code.replace(/\s/g, '')) : await verifyRecoveryCode(code.trim());
      if (error) {
        setFailure({ message: refusal(error as AuthServiceError, mode) });
        return;
      }
      await onSignedIn();
    } catch {
      setFailure({ message: authErrorTexts.unexpected });
    }
  });

  const codeRules =
    mode === 'totp'
      ? {
          validate: (value: string) => {
            const digits = value.replace(/\s/g, '');
            return digits.length === 0 ? twoFactorStepTexts.codeRequired : /^\d{6}$/.test(digits) || twoFactorStepTexts.codeFormat;
          },
        }
      : { validate: (value: string) => value.trim().length > 0 || twoFactorStepTexts.recoveryRequired };

  return (
    <div className="space-y-4">
      <div>
        <h2 className="font-display text-lg font-semibold text-stone-900">{twoFactorStepTexts.title}</h2>
        <p className="mt-1 text-sm text-stone-600">{mode === 'totp' ? twoFactorStepTexts.totpIntro : twoFactorStepTexts.recoveryIntro}</p>
      </div>
      {failure && (
        <div ref={noticeRef} tabIndex={-1} className="rounded-lg">
          <Alert tone="error" title={failure.message} announce={false} />
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {mode === 'totp' ? (
          <TextField
            key="totp"
            label={twoFactorStepTexts.codeLabel}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            required
            error={errors.code?.message}
            {...register('code', codeRules)}
          />
        ) : (
          <TextField
            key="recovery"
            label={twoFactorStepTexts.recoveryLabel}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.code?.message}
            {...register('code', codeRules)}
          />
        )}
        <Button type="submit" fullWidth loading={isSubmitting}>
          {twoFactorStepTexts.verify}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" onClick={() => switchTo(mode === 'totp' ? 'recovery' : 'totp')}>
          {mode === 'totp' ? twoFactorStepTexts.useRecovery : twoFactorStepTexts.useApp}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {twoFactorStepTexts.back}
        </Button>
      </div>
    </div>
  );
}
