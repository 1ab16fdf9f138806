import { formatLimit } from '@maitre/shared/plans';

/** A plan limit: the number, or ∞ (read out as 'Unlimited') when there is none. */
export function LimitValue({ limit }: { limit: number | null }) {
  if (limit !== null) return <>{formatLimit(limit)}</>;
  return (
    <>
      <span aria-hidden="true">{formatLimit(limit)}</span>
      <span className="sr-only">Unlimited</span>
    </>
  );
}
