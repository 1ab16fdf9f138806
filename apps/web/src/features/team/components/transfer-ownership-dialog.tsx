import type { StaffMember } from '@maitre/shared/staff';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-client';
import { useTransferOwnership } from '../api/transfer-ownership';
import { staffTexts } from '../texts';

/** The owner hands the restaurant to a manager, confirming with their password; a wrong one is told at the field. */
export function TransferOwnershipDialog({ member, onClose }: { member: StaffMember | null; onClose(): void }) {
  const transfer = useTransferOwnership();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (passwordError) passwordRef.current?.focus();
  }, [passwordError]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const close = () => {
    setPassword('');
    setPasswordError(null);
    setRefusal(null);
    onClose();
  };

  return (
    <ModalDialog title={member ? staffTexts.transferTitle(member.name) : staffTexts.transferConfirm} open={member !== null} onClose={close}>
      {member && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setPasswordError(null);
            setRefusal(null);
            if (!password) {
              setPasswordError(staffTexts.transferPasswordMissing);
              return;
            }
            transfer.mutate(
              { memberId: member.id, name: member.name, password },
              {
                onSuccess: close,
                onError: (error) => {
                  const fieldError = error instanceof ApiError ? error.fieldErrors?.password?.[0] : undefined;
                  if (fieldError) setPasswordError(fieldError);
                  else setRefusal(error instanceof ApiError && error.status < 500 ? error.message : staffTexts.transferFailed);
                },
              },
            );
          }}
        >
          <p className="text-sm text-stone-700">{staffTexts.transferBody(member.name)}</p>
          {refusal && (
            <div ref={refusalRef} tabIndex={-1} className="rounded-lg">
              <Alert tone="error" title={refusal} announce={false} />
            </div>
          )}
          <PasswordField
            ref={passwordRef}
            label={staffTexts.transferPassword}
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError ?? undefined}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {staffTexts.cancel}
            </Button>
            <Button type="submit" variant="danger" loading={transfer.isPending}>
              {staffTexts.transferConfirm}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
