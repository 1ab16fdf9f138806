/**
 * Settings → Daily digest (issue 22, decision 0044), loaded lazily by the settings page: the member turns on their own
 * morning email of yesterday's figures for this restaurant and picks its time in the restaurant's zone, or asks for a
 * test digest now (through the job queue, like the real one). Only for roles that read the reports (owners and
 * managers); the server refuses the others anyway. The mail's "manage" link leads here (#daily-digest).
 */
import type { DigestSettings } from '@maitre/shared/digest';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { controlClass, fieldErrorClass, labelClass } from '@/components/ui/form-control-classes';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { useUniqueId } from '@/lib/use-unique-id';
import { useDigestSettings, useSaveDigestSettings, useSendTestDigest } from '../api/digest';
import { digestTexts } from '../texts';

export function DigestSection() {
  const allowed = usePermission('reports:view');
  if (!allowed) return null;
  return (
    <section aria-labelledby="daily-digest" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="daily-digest" className="font-display text-lg font-semibold text-stone-900">
        {digestTexts.title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{digestTexts.description}</p>
      <div className="mt-5">
        <DigestEditor />
      </div>
    </section>
  );
}

function DigestEditor() {
  const query = useDigestSettings();
  if (query.isPending) return <p className="text-sm text-stone-600">{digestTexts.loading}</p>;
  if (query.isError || !query.data) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-red-700">
          {digestTexts.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {digestTexts.tryAgain}
        </Button>
      </div>
    );
  }
  return <DigestForm digest={query.data} />;
}

function DigestForm({ digest }: { digest: DigestSettings }) {
  const save = useSaveDigestSettings();
  const test = useSendTestDigest();
  const [enabled, setEnabled] = useState(digest.enabled);
  const [time, setTime] = useState(digest.send_time);
  const [error, setError] = useState<string | undefined>();
  const id = useUniqueId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ enabled, send_time: time });
      setEnabled(saved.enabled);
      setTime(saved.send_time);
      toast.success(digestTexts.saved);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.fieldErrors?.send_time?.[0]);
      toast.error(caught instanceof ApiError ? caught.message : digestTexts.saveFailed);
    }
  }

  async function sendTest() {
    try {
      await test.mutateAsync();
      toast.success(digestTexts.testSent);
    } catch (caught) {
      toast.error(caught instanceof ApiError ? caught.message : digestTexts.testFailed);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} className="h-4 w-4 rounded border-stone-300" />
        {digestTexts.enabled}
      </label>
      <div>
        <label htmlFor={`${id}-time`} className={labelClass}>
          {digestTexts.time}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          className={`${controlClass} max-w-[10rem]`}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {digestTexts.timeHint(digest.timezone)}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? digestTexts.saving : digestTexts.save}
        </Button>
        <Button type="button" variant="secondary" disabled={test.isPending} onClick={() => void sendTest()}>
          {digestTexts.test}
        </Button>
      </div>
    </form>
  );
}
