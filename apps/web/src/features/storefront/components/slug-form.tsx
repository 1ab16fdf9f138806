import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useUpdateSlug } from '../api/update-slug';
import { slugFormTexts } from '../texts';

/** Choose the order page address; the server checks it is free and keeps the old one redirecting. */
export function SlugForm({ slug }: { slug: string }) {
  const [value, setValue] = useState(slug);
  const update = useUpdateSlug();
  const error =
    update.error instanceof ApiError ? (update.error.fieldErrors?.slug?.[0] ?? update.error.message) : update.error ? slugFormTexts.failed : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(value.trim().toLowerCase());
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={slugFormTexts.label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={slugFormTexts.hint(`${window.location.origin}/r/${value || '…'}`)}
        error={error}
        autoComplete="off"
        spellCheck={false}
        maxLength={48}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" loading={update.isPending} disabled={value.trim() === slug}>
        {slugFormTexts.save}
      </Button>
    </form>
  );
}
