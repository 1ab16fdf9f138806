import type { StorefrontLegal } from '@maitre/shared/legal';
import { useCallback, useEffect, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fetchStorefrontLegal } from '../api/storefront-legal';
import { legalFooterTexts, legalViewTexts } from '../texts';
import type { LegalKind } from './legal-footer';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; legal: StorefrontLegal };

/**
 * The restaurant's privacy notice or imprint, as it wrote it: plain text with its line breaks, never read as HTML, in
 * the restaurant's language (`lang`) whatever the page's; Maître's default notice (in the guest's language) while the
 * restaurant has written none.
 */
export function LegalDialog({ slug, kind, onClose }: { slug: string; kind: LegalKind; onClose(): void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(
    (signal?: AbortSignal) => {
      setState({ status: 'loading' });
      fetchStorefrontLegal(slug, signal).then(
        (legal) => setState({ status: 'ready', legal }),
        () => {
          if (!signal?.aborted) setState({ status: 'error' });
        },
      );
    },
    [slug],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const text = state.status === 'ready' ? (kind === 'privacy' ? state.legal.privacy_notice : state.legal.legal_imprint) : null;
  return (
    <ModalDialog title={legalFooterTexts[kind]} open onClose={onClose}>
      {state.status === 'loading' && (
        <p role="status" className="text-stone-600">
          {legalViewTexts.loading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="space-y-3">
          <p role="alert" className="text-red-700">
            {legalViewTexts.loadFailed}
          </p>
          <button type="button" onClick={() => load()} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            {legalViewTexts.tryAgain}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (text ? (
          <>
            <div lang={text.lang} className="whitespace-pre-wrap break-words text-stone-800">
              {text.text}
            </div>
            {kind === 'privacy' && state.legal.privacy_notice.is_default && <p className="mt-4 text-sm text-stone-500">{legalViewTexts.defaultNotice}</p>}
          </>
        ) : (
          <p className="text-stone-600">{legalViewTexts.noImprint}</p>
        ))}
    </ModalDialog>
  );
}
