/** Choosing a menu file and asking for its preview (issue 19); the screen sends it (features/menu-transfer/api). */
import { type FormEvent, useRef, useState } from 'react';
import { controlClass, fieldErrorClass, labelClass, primaryButtonClass } from '@/components/ui/form-control-classes';
import { useUniqueId } from '@/lib/use-unique-id';
import { transferPageTexts } from '../texts';

export function ImportForm({ checking, error, onCheck }: { checking: boolean; error: string | null; onCheck(file: File): void }) {
  const id = useUniqueId();
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problem = missing ? transferPageTexts.chooseFile : error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file || file.size === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onCheck(file);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={`${id}-file`} className={labelClass}>
          {transferPageTexts.fileLabel}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={() => setMissing(false)}
          className={`${controlClass} file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm file:font-semibold`}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {transferPageTexts.fileHint}
        </p>
        {problem && (
          <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
            {problem}
          </p>
        )}
      </div>
      <button type="submit" disabled={checking} className={primaryButtonClass}>
        {checking ? transferPageTexts.checking : transferPageTexts.check}
      </button>
    </form>
  );
}
