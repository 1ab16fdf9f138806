/**
 * Settings → Screens and printers (issue 21, decision 0036), loaded lazily by the settings page: the restaurant's
 * devices (kitchen displays, ready boards, printers), paired or waiting for their code, with when each was last seen
 * (in the restaurant's time zone); "Pair a device" creates one and shows its code once, large, with the address to open
 * on the device; "New code" replaces a code; "Revoke" signs a device out at once, after a confirmation. Only for roles
 * that manage devices (owners and managers); the server refuses the others anyway.
 */
import { DEVICE_KINDS, type Device, type DeviceKind, type DeviceWithCode, MAX_DEVICE_NAME_LENGTH } from '@maitre/shared/devices';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useAuth } from '@/features/auth/auth-context';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { formatMoment } from '@/lib/i18n';
import { useCreateDevice, useDevices, useRenewCode, useRevokeDevice } from '../api/devices';
import { devicesTexts } from '../texts';

export function DevicesSection() {
  const allowed = usePermission('devices:manage');
  if (!allowed) return null;
  return (
    <section aria-labelledby="screens-and-printers" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="screens-and-printers" className="font-display text-lg font-semibold text-stone-900">
        {devicesTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{devicesTexts.description}</p>
      <div className="mt-5">
        <DevicesEditor />
      </div>
    </section>
  );
}

function DevicesEditor() {
  const devices = useDevices();
  const timeZone = useAuth().profile?.timezone;
  const [pairing, setPairing] = useState(false);
  const [shown, setShown] = useState<DeviceWithCode | null>(null);
  if (devices.isPending) return <p className="text-sm text-stone-600">{devicesTexts.loading}</p>;
  if (devices.isError)
    return (
      <div role="alert" className="text-sm text-red-800">
        {devicesTexts.loadFailed}{' '}
        <button type="button" onClick={() => void devices.refetch()} className="font-medium underline">
          {devicesTexts.tryAgain}
        </button>
      </div>
    );
  return (
    <div className="space-y-4">
      {devices.data.length === 0 ? (
        <p className="text-sm text-stone-600">{devicesTexts.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} timeZone={timeZone} onCode={setShown} />
          ))}
        </ul>
      )}
      <button type="button" className={primaryButtonClass} onClick={() => setPairing(true)}>
        {devicesTexts.pair}
      </button>
      <PairDialog
        open={pairing}
        onClose={() => setPairing(false)}
        onCreated={(created) => {
          setPairing(false);
          setShown(created);
        }}
      />
      <CodeDialog shown={shown} timeZone={timeZone} onClose={() => setShown(null)} />
    </div>
  );
}

function DeviceRow({ device, timeZone, onCode }: { device: Device; timeZone: string | undefined; onCode(shown: DeviceWithCode): void }) {
  const renew = useRenewCode();
  const revoke = useRevokeDevice();
  const [confirming, setConfirming] = useState(false);
  const details = [
    devicesTexts[device.kind],
    device.status === 'paired' ? devicesTexts.paired : devicesTexts.waiting,
    device.last_seen_at ? devicesTexts.lastSeen(formatMoment(device.last_seen_at, timeZone, 'dateTime')) : null,
    device.created_by ? devicesTexts.createdBy(device.created_by) : null,
  ].filter((part): part is string => part !== null);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div>
        <p className="font-medium text-stone-900">{device.name}</p>
        <p className="text-sm text-stone-600">{details.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          aria-label={devicesTexts.newCodeFor(device.name)}
          disabled={renew.isPending}
          onClick={() => renew.mutate(device, { onSuccess: onCode })}
        >
          {devicesTexts.newCode}
        </button>
        <button type="button" className={secondaryButtonClass} aria-label={devicesTexts.revokeDevice(device.name)} onClick={() => setConfirming(true)}>
          {devicesTexts.revoke}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={devicesTexts.revokeDevice(device.name)}
        confirmLabel={devicesTexts.revokeConfirm}
        titleId={`revoke-device-${device.id}`}
        busy={revoke.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => revoke.mutate(device, { onSuccess: () => setConfirming(false) })}
      >
        <p>{devicesTexts.revokeQuestion(device.name)}</p>
      </ConfirmDialog>
    </li>
  );
}

function PairDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(created: DeviceWithCode): void }) {
  const create = useCreateDevice();
  const [kind, setKind] = useState<DeviceKind>('kitchen_display');
  const [name, setName] = useState('');
  // Fixed ids (this section appeared before lib/use-unique-id.ts, which makes ids no other element of the page has).
  const kindId = 'pair-device-kind';
  const nameId = 'pair-device-name';
  const error = create.error instanceof ApiError ? (create.error.fieldErrors?.name?.[0] ?? create.error.message) : create.error ? devicesTexts.failed : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind, name },
      {
        onSuccess: (created) => {
          setName('');
          create.reset();
          onCreated(created);
        },
      },
    );
  };
  return (
    <ModalDialog title={devicesTexts.pair} open={open} onClose={onClose} titleId="pair-device-title">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div>
          <label htmlFor={kindId} className={labelClass}>
            {devicesTexts.kind}
          </label>
          <select id={kindId} className={controlClass} value={kind} onChange={(event) => setKind(event.target.value as DeviceKind)} data-autofocus>
            {DEVICE_KINDS.map((each) => (
              <option key={each} value={each}>
                {devicesTexts[each]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={nameId} className={labelClass}>
            {devicesTexts.name}
          </label>
          <input
            id={nameId}
            className={controlClass}
            value={name}
            maxLength={MAX_DEVICE_NAME_LENGTH}
            placeholder={devicesTexts.namePlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error && (
            <p id={`${nameId}-error`} className={fieldErrorClass}>
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            {devicesTexts.cancel}
          </button>
          <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
            {create.isPending ? devicesTexts.creating : devicesTexts.create}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** The code, shown once and large, with the address to open on the device and until when it works. */
function CodeDialog({ shown, timeZone, onClose }: { shown: DeviceWithCode | null; timeZone: string | undefined; onClose(): void }) {
  const address = `${window.location.origin}/pair`;
  return (
    <ModalDialog
      title={shown ? devicesTexts.codeTitle(shown.device.name) : devicesTexts.pair}
      open={shown !== null}
      onClose={onClose}
      titleId="pairing-code-title"
    >
      {shown && (
        <div className="space-y-4 text-center">
          {shown.device.kind === 'print_bridge' ? (
            // A print bridge has no screen: the code goes on its command line (decision 0040).
            <>
              <p className="text-sm text-stone-700">{devicesTexts.bridgeLead}</p>
              <code className="block break-all rounded bg-stone-100 px-3 py-2 text-left text-sm text-stone-900" data-testid="bridge-command">
                {`npm run print-bridge -- --server ${window.location.origin} --code ${shown.pairing.code}`}
              </code>
            </>
          ) : (
            <>
              <p className="text-sm text-stone-700">{devicesTexts.codeLead}</p>
              <p className="font-mono text-lg font-semibold text-stone-900">{address}</p>
            </>
          )}
          <p className="font-mono text-5xl font-bold tracking-widest text-stone-900" data-testid="pairing-code">
            {shown.pairing.code}
          </p>
          <p className="text-sm text-stone-600">{devicesTexts.codeExpires(formatMoment(shown.pairing.expires_at, timeZone, 'time'))}</p>
          <button type="button" className={primaryButtonClass} onClick={onClose} data-autofocus>
            {devicesTexts.close}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}
