/** A ring with a turning arc. index.html paints the same markup before any script runs: keep the two alike. */
export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" fill="none" className="h-8 w-8 animate-spin">
        <circle cx="16" cy="16" r="14" strokeWidth="4" className="stroke-brand-100" />
        <path d="M6.1 6.1A14 14 0 0 1 25.9 6.1" strokeWidth="4" className="stroke-brand-600" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-screen" />;
}
