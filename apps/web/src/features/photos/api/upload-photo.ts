/**
 * POST /api/photos (decision 0026): the file itself as the body, sent with XMLHttpRequest rather than fetch so that
 * the form can show how much of it has gone (fetch reports no upload progress). The answer and the refusals are the
 * API's, as apiFetch reads them: the photo (checked against the contract in development and tests), or an ApiError
 * with the server's message and field errors in the reader's language.
 */
import type { ErrorCode } from '@maitre/shared/errors';
import { currentMessages } from '@maitre/shared/messages/index';
import { MAX_PHOTO_BYTES, MAX_PHOTO_MEGABYTES, type Photo } from '@maitre/shared/photos';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiUrl } from '@/lib/api-client';
import { checkResponse } from '@/lib/api-contract';
import { currentLocale } from '@/lib/i18n';
import { apiTexts } from '@/lib/texts';

export interface UploadOptions {
  /** How much of the file has been sent, from 0 to 1; 1 once it is all sent (the server then resizes it). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const ROUTE = 'POST /api/photos';

export function uploadPhoto(file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<Photo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(ROUTE));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('accept-language', currentLocale());
    // What the browser says the file is; the server reads the type from the content anyway.
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress?.(1);
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, payload));
        return;
      }
      try {
        checkResponse(ROUTE, payload);
      } catch (error) {
        reject(error);
        return;
      }
      resolve((payload as { photo: Photo }).photo);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', apiTexts.offline));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

function toApiError(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: ErrorCode; message?: string; fieldErrors?: Record<string, string[]> } } | undefined)?.error;
  if (error && typeof error.message === 'string') return new ApiError(status, error.code ?? 'INTERNAL', error.message, error.fieldErrors);
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', status >= 500 ? apiTexts.serverError : apiTexts.requestFailed(status));
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'processing' }
  | { status: 'done'; photo: Photo }
  | { status: 'failed'; message: string };

/**
 * One upload at a time, with its progress: `start(file)` answers the stored photo, or null when it failed (the state
 * then says why) or was replaced by a newer upload. A file over the limit is refused here, with the server's words,
 * before anything is sent. Leaving the form cancels an upload under way.
 */
export function useUploadPhoto(failedText: string) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<Photo | null> => {
      current.current?.abort();
      if (file.size > MAX_PHOTO_BYTES) {
        setState({ status: 'failed', message: currentMessages().photos.tooLarge(MAX_PHOTO_MEGABYTES) });
        return null;
      }
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'uploading', fraction: 0 });
      try {
        const photo = await uploadPhoto(file, {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!controller.signal.aborted) setState(fraction >= 1 ? { status: 'processing' } : { status: 'uploading', fraction });
          },
        });
        if (controller.signal.aborted) return null;
        setState({ status: 'done', photo });
        return photo;
      } catch (error) {
        if (controller.signal.aborted) return null;
        const message = error instanceof ApiError ? (error.fieldErrors?.file?.[0] ?? error.message) : failedText;
        setState({ status: 'failed', message });
        return null;
      } finally {
        if (current.current === controller) current.current = null;
      }
    },
    [failedText],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, reset };
}
