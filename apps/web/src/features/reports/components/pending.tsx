/** A part of the Analytics page while its figures load or after they failed (with a way to ask again). */
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { Spinner } from '@/components/ui/spinner';
import { analyticsTexts } from '../texts';

export function Pending<T>({ query, children }: { query: { data: T | undefined; isError: boolean; refetch(): unknown }; children(data: T): ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <EmptyState>
        {analyticsTexts.loadFailed}{' '}
        <button type="button" onClick={() => void query.refetch()} className={`${secondaryButtonClass} ml-2`}>
          {analyticsTexts.tryAgain}
        </button>
      </EmptyState>
    );
  return <Spinner className="py-10" label={analyticsTexts.loading} />;
}
