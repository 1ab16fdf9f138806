import { type ComponentType, lazy, Suspense, useState } from 'react';
import { legalFooterTexts } from '../texts';

export type LegalKind = 'privacy' | 'imprint';

// The texts and their dialog are a chunk of their own, loaded on the first click: the footer costs the order page's
// first load only its two buttons (decision 0034). A chunk that cannot load (offline) shows nothing.
const LegalDialog = lazy(async (): Promise<{ default: ComponentType<{ slug: string; kind: LegalKind; onClose(): void }> }> => {
  try {
    return { default: (await import('./legal-dialog')).LegalDialog };
  } catch {
    return { default: () => null };
  }
});

/** The order page's footer: "Privacy notice" and "Imprint", each opening the restaurant's text in a dialog. */
export function LegalFooter({ slug }: { slug: string }) {
  const [open, setOpen] = useState<LegalKind | null>(null);
  return (
    <footer className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
      {(['privacy', 'imprint'] as const).map((kind) => (
        <button key={kind} type="button" aria-haspopup="dialog" onClick={() => setOpen(kind)} className="mx-3 min-h-11 underline hover:text-stone-900">
          {legalFooterTexts[kind]}
        </button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <LegalDialog slug={slug} kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </footer>
  );
}

/**
 * The checkout's "How your details are used: Privacy notice" beside the contact fields (GDPR Art. 13: told when the data
 * is collected), opening the same dialog as the footer. Every restaurant has a notice: its own, else Maître's default.
 */
export function PrivacyLine({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="text-sm text-stone-600">
      {legalFooterTexts.usedFor}{' '}
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className="min-h-11 underline hover:text-stone-900">
        {legalFooterTexts.privacy}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LegalDialog slug={slug} kind="privacy" onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
