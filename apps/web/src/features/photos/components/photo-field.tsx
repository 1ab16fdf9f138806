import { MAX_PHOTO_MEGABYTES, PHOTO_ACCEPT } from '@maitre/shared/photos';
import { ImageOff } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { fieldErrorClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { useUploadPhoto } from '../api/upload-photo';
import { readPreview } from '../read-preview';
import { photoFieldTexts } from '../texts';

/**
 * The dish form's photo (decision 0026): "Upload photo" sends the chosen file at once and puts the stored photo's
 * address into the form's image_url (saved with the dish); "Remove photo" empties it. The preview is the chosen file
 * itself until the dish is saved (an upload no dish shows is not public yet), then the stored photo. What went wrong
 * is said under the control; the address field beside it still takes a pasted URL.
 */
export function PhotoField({
  id,
  value,
  onChange,
  onBusyChange,
}: {
  /** The form's id prefix. */
  id: string;
  /** The form's image_url. */
  value: string;
  onChange: (imageUrl: string) => void;
  /** While an upload is under way: the form waits for it before saving. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const { state, start, reset } = useUploadPhoto(photoFieldTexts.failed);
  // The chosen file as a data: URL (the page's CSP allows data: images), and the address its upload answered.
  const [local, setLocal] = useState<{ preview: string; url: string | null } | null>(null);
  const [removed, setRemoved] = useState(false);
  // An address that did not load (a pasted URL gone stale): no broken image in the box.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const busy = state.status === 'uploading' || state.status === 'processing';
  const inputId = `${id}-photo`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // The address typed or pasted over the upload's: the preview follows the field.
  useEffect(() => {
    if (local?.url && local.url !== value) setLocal(null);
  }, [local, value]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setRemoved(false);
    const preview = await readPreview(file).catch(() => null);
    setLocal(preview ? { preview, url: null } : null);
    const photo = await start(file);
    if (photo) {
      setLocal(preview ? { preview, url: photo.url } : null);
      onChange(photo.url);
    } else {
      setLocal(null);
    }
  };

  const remove = () => {
    reset();
    setLocal(null);
    setRemoved(true);
    onChange('');
  };

  const shown = local?.preview ?? (value && value !== failedSrc ? value : null);
  const status =
    state.status === 'uploading'
      ? photoFieldTexts.uploading(state.fraction)
      : state.status === 'processing'
        ? photoFieldTexts.processing
        : state.status === 'done' && value === state.photo.url
          ? photoFieldTexts.uploaded
          : removed && !value
            ? photoFieldTexts.removed
            : '';

  return (
    <fieldset className="sm:col-span-2" aria-busy={busy}>
      <legend className="text-sm font-semibold text-stone-900">{photoFieldTexts.legend}</legend>
      <div className="mt-1 flex flex-wrap items-start gap-4">
        {/* A fixed box: the form does not move when the photo arrives or goes. */}
        <div className="flex h-24 w-32 flex-none items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-50">
          {shown ? (
            <img
              src={shown}
              alt={photoFieldTexts.preview}
              width={128}
              height={96}
              decoding="async"
              onError={() => setFailedSrc(shown)}
              className={`h-full w-full object-cover ${busy ? 'opacity-60' : ''}`}
            />
          ) : (
            <ImageOff aria-hidden="true" className="h-8 w-8 text-stone-400" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            {/* The file input itself is the control (keyboard, screen readers), shown as a button through its label. */}
            <label className={`${secondaryButtonClass} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-2`}>
              {value ? photoFieldTexts.replace : photoFieldTexts.upload}
              <input
                id={inputId}
                type="file"
                accept={PHOTO_ACCEPT}
                disabled={busy}
                onChange={(event) => void choose(event)}
                aria-describedby={state.status === 'failed' ? `${hintId} ${errorId}` : hintId}
                aria-invalid={state.status === 'failed'}
                className="sr-only"
              />
            </label>
            {(value || local) && (
              <button type="button" onClick={remove} className={secondaryButtonClass}>
                {photoFieldTexts.remove}
              </button>
            )}
          </div>
          <p id={hintId} className="text-xs text-stone-600">
            {photoFieldTexts.hint(MAX_PHOTO_MEGABYTES)}
          </p>
          <p role="status" className="text-sm text-stone-700">
            {status}
          </p>
          {state.status === 'failed' && (
            <p id={errorId} role="alert" className={fieldErrorClass}>
              {state.message}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
