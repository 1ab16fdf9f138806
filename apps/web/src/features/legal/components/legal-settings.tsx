import { LEGAL_TEXT_MAX, type LegalTexts } from '@maitre/shared/legal';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { number } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { useLegalTexts, useSaveLegalTexts } from '../api/legal-texts';
import { legalSettingsTexts } from '../texts';

type Field = keyof LegalTexts;

/** Settings → Privacy notice and imprint (decision 0034): two plain-text fields the order page's footer shows guests. */
export function LegalSettings() {
  const query = useLegalTexts();
  if (query.isPending) return <p className="text-sm text-stone-600">{legalSettingsTexts.loading}</p>;
  if (query.isError || !query.data) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-red-700">
          {legalSettingsTexts.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {legalSettingsTexts.tryAgain}
        </Button>
      </div>
    );
  }
  return <LegalForm legal={query.data} />;
}

function LegalForm({ legal }: { legal: LegalTexts }) {
  const canEdit = usePermission('settings:write');
  const save = useSaveLegalTexts();
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    privacy_notice: legal.privacy_notice ?? '',
    legal_imprint: legal.legal_imprint ?? '',
  }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    try {
      const saved = await save.mutateAsync({ privacy_notice: values.privacy_notice, legal_imprint: values.legal_imprint });
      setValues({ privacy_notice: saved.privacy_notice ?? '', legal_imprint: saved.legal_imprint ?? '' });
      toast.success(legalSettingsTexts.saved);
    } catch (caught) {
      if (caught instanceof ApiError) setFieldErrors(caught.fieldErrors ?? {});
      toast.error(caught instanceof ApiError ? caught.message : legalSettingsTexts.saveFailed);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {!canEdit && <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700">{legalSettingsTexts.readOnly}</p>}
      <p className="text-sm text-stone-600">{legalSettingsTexts.plainText}</p>
      <fieldset disabled={!canEdit} className="space-y-6">
        <TextArea
          label={legalSettingsTexts.privacy}
          hint={legalSettingsTexts.privacyHint}
          value={values.privacy_notice}
          error={fieldErrors.privacy_notice?.[0]}
          onChange={(value) => setValues((current) => ({ ...current, privacy_notice: value }))}
        />
        <TextArea
          label={legalSettingsTexts.imprint}
          hint={legalSettingsTexts.imprintHint}
          value={values.legal_imprint}
          error={fieldErrors.legal_imprint?.[0]}
          onChange={(value) => setValues((current) => ({ ...current, legal_imprint: value }))}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? legalSettingsTexts.saving : legalSettingsTexts.save}
        </Button>
      </fieldset>
    </form>
  );
}

function TextArea({ label, hint, value, error, onChange }: { label: string; hint: string; value: string; error?: string; onChange(value: string): void }) {
  const id = useUniqueId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
        {hint}
      </p>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={LEGAL_TEXT_MAX}
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        className="mt-2 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-stone-50"
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone-500">
        {legalSettingsTexts.count(number(value.length), number(LEGAL_TEXT_MAX))}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
