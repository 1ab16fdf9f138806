/**
 * Settings → Two-factor sign-in: turn it on (password → scan the QR code or type the key → first code → the recovery
 * codes, shown once), make new recovery codes, turn it off (password). Any member may use it; a manager whose
 * restaurant requires it is sent here by the dashboard's notice (two-factor-required-notice.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { manualKeyOf, regenerateRecoveryCodes, startTwoFactor, turnOffTwoFactor, verifyTotp } from '@/features/auth/api/two-factor-calls';
import { useAuth } from '@/features/auth/auth-context';
import { type AuthServiceError, serviceMessage } from '@/features/auth/auth-errors';
import { authErrorTexts, twoFactorSectionTexts, twoFactorStepTexts } from '@/features/auth/texts';
import { TWO_FACTOR_SECTION_ID } from '@/features/auth/two-factor-paths';
import { hasTwoFactor } from '@/features/auth/two-factor-state';
import { QrCode } from './qr-code';

/** The recovery codes as a downloaded file says them. */
function recoveryCodesFile(email: string, codes: readonly string[]): string {
  return [twoFactorSectionTexts.fileTitle(email), twoFactorSectionTexts.fileHint, '', ...codes, ''].join('\n');
}

type Purpose = 'enable' | 'regenerate' | 'disable';
type Stage =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: Purpose }
  | { kind: 'setup'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; codes: string[] };

function PasswordStep({ purpose, onDone, onCancel }: { purpose: Purpose; onDone: (next: Stage) => Promise<void> | void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  useEffect(() => setFocus('password'), [setFocus]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const call = purpose === 'enable' ? startTwoFactor : purpose === 'regenerate' ? regenerateRecoveryCodes : turnOffTwoFactor;
      const { data, error } = await call(password);
      if (error) {
        const refused = error as AuthServiceError;
        if (refused.code === 'INVALID_PASSWORD') setError('password', { message: twoFactorSectionTexts.wrongPassword }, { shouldFocus: true });
        else setError('password', { message: serviceMessage(refused) }, { shouldFocus: true });
        return;
      }
      if (purpose === 'enable') {
        const started = data as { totpURI: string; backupCodes: string[] };
        await onDone({ kind: 'setup', totpURI: started.totpURI, backupCodes: started.backupCodes });
      } else if (purpose === 'regenerate') {
        toast.success(twoFactorSectionTexts.regenerated);
        await onDone({ kind: 'codes', codes: (data as { backupCodes: string[] }).backupCodes });
      } else {
        toast.success(twoFactorSectionTexts.turnedOff);
        await onDone({ kind: 'idle' });
      }
    } catch {
      setError('password', { message: authErrorTexts.unexpected }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={twoFactorSectionTexts.passwordFor[purpose]} className="max-w-sm space-y-4">
      <PasswordField
        label={twoFactorSectionTexts.passwordLabel}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password', { validate: (value) => value.length > 0 || twoFactorSectionTexts.passwordRequired })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={purpose === 'disable' ? 'danger' : 'primary'} loading={isSubmitting}>
          {purpose === 'enable' ? twoFactorSectionTexts.continue : twoFactorSectionTexts.passwordFor[purpose]}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {twoFactorSectionTexts.cancel}
        </Button>
      </div>
    </form>
  );
}

function SetupStep({ totpURI, onVerified, onCancel }: { totpURI: string; onVerified: () => Promise<void>; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const { error } = await verifyTotp(code.replace(/\s/g, ''));
      if (error) {
        const refused = error as AuthServiceError;
        setError('code', { message: refused.status === 401 ? twoFactorStepTexts.wrongCode : serviceMessage(refused) }, { shouldFocus: true });
        return;
      }
      await onVerified();
    } catch {
      setError('code', { message: authErrorTexts.unexpected }, { shouldFocus: true });
    }
  });

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-stone-900">{twoFactorSectionTexts.scanTitle}</h3>
        <p className="text-sm text-stone-600">{twoFactorSectionTexts.scanHint}</p>
        <QrCode text={totpURI} label={twoFactorSectionTexts.qrAlt} loadingLabel={twoFactorSectionTexts.qrLoading} />
        <div>
          <p className="text-sm text-stone-600">{twoFactorSectionTexts.manualTitle}</p>
          <p className="mt-1 font-mono text-sm break-all text-stone-900" data-testid="two-factor-key">
            {manualKeyOf(totpURI)}
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
        <h3 className="text-sm font-semibold text-stone-900">{twoFactorSectionTexts.confirmTitle}</h3>
        <TextField
          label={twoFactorStepTexts.codeLabel}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={7}
          required
          error={errors.code?.message}
          {...register('code', {
            validate: (value) => {
              const digits = value.replace(/\s/g, '');
              return digits.length === 0 ? twoFactorStepTexts.codeRequired : /^\d{6}$/.test(digits) || twoFactorStepTexts.codeFormat;
            },
          })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={isSubmitting}>
            {twoFactorSectionTexts.confirm}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {twoFactorSectionTexts.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(twoFactorSectionTexts.copied);
    } catch {
      toast.error(twoFactorSectionTexts.copyFailed);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesFile(email, codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = twoFactorSectionTexts.downloadName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="space-y-4">
      <Alert tone="info" announce={false}>
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
          {twoFactorSectionTexts.codesTitle}
        </h3>
        <p>{twoFactorSectionTexts.codesIntro}</p>
      </Alert>
      <ol aria-label={twoFactorSectionTexts.codesTitle} className="grid max-w-sm grid-cols-2 gap-2 font-mono text-sm text-stone-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-stone-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {twoFactorSectionTexts.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {twoFactorSectionTexts.download}
        </Button>
        <Button onClick={onDone}>{twoFactorSectionTexts.done}</Button>
      </div>
    </div>
  );
}

export function TwoFactorSection() {
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const on = hasTwoFactor(user);

  // The dashboard's notice links here (#two-factor): bring the section into view once the page has rendered.
  useEffect(() => {
    if (hash === `#${TWO_FACTOR_SECTION_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  /** better-auth replaced the session: read it again, and the screens' data, which the owner's rule may have refused. */
  const changed = async () => {
    await refresh();
    await queryClient.invalidateQueries();
  };

  let body: ReactNode;
  if (stage.kind === 'password') {
    body = (
      <PasswordStep
        purpose={stage.purpose}
        onCancel={() => setStage({ kind: 'idle' })}
        onDone={async (next) => {
          if (stage.purpose === 'disable') await changed();
          setStage(next);
        }}
      />
    );
  } else if (stage.kind === 'setup') {
    body = (
      <SetupStep
        totpURI={stage.totpURI}
        onCancel={() => setStage({ kind: 'idle' })}
        onVerified={async () => {
          toast.success(twoFactorSectionTexts.turnedOn);
          await changed();
          setStage({ kind: 'codes', codes: stage.backupCodes });
        }}
      />
    );
  } else if (stage.kind === 'codes') {
    body = <RecoveryCodes codes={stage.codes} email={user?.email ?? ''} onDone={() => setStage({ kind: 'idle' })} />;
  } else if (on) {
    body = (
      <div className="space-y-4">
        <Alert tone="success" title={twoFactorSectionTexts.onStatus} announce={false} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setStage({ kind: 'password', purpose: 'regenerate' })}>
            {twoFactorSectionTexts.regenerate}
          </Button>
          <Button variant="danger" onClick={() => setStage({ kind: 'password', purpose: 'disable' })}>
            {twoFactorSectionTexts.turnOff}
          </Button>
        </div>
        <p className="text-sm text-stone-600">
          {twoFactorSectionTexts.regenerateHint} {twoFactorSectionTexts.turnOffHint}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-stone-700">{twoFactorSectionTexts.offStatus}</p>
        <Button onClick={() => setStage({ kind: 'password', purpose: 'enable' })}>{twoFactorSectionTexts.turnOn}</Button>
      </div>
    );
  }

  const headingId = `${TWO_FACTOR_SECTION_ID}-title`;
  return (
    <section
      ref={sectionRef}
      id={TWO_FACTOR_SECTION_ID}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold text-stone-900">
        {twoFactorSectionTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{twoFactorSectionTexts.description}</p>
      <div className="mt-5">{body}</div>
    </section>
  );
}
