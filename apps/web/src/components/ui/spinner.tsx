import { uiTexts } from './texts';

/** index.html paints FullPageSpinner's markup before any script runs: keep the two alike. */
export function Spinner({ label = uiTexts.loading, className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-screen" />;
}
