import { formatLimit } from '@maitre/shared/plans';
import { number } from '@/lib/i18n';
import { planTexts } from '../texts';

/** A plan limit: the number, or ∞ (read out as 'Unlimited') when there is none. */
export function LimitValue({ limit }: { limit: number | null }) {
  if (limit !== null) return <>{number(limit)}</>;
  return (
    <>
      <span aria-hidden="true">{formatLimit(limit)}</span>
      <span className="sr-only">{planTexts.unlimited}</span>
    </>
  );
}
