/** A part of the Analytics page while its figures load or after they failed (with a way to ask again). */
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { Spinner } from '@/components/ui/spinner';
import { analyticsTexts } from '../texts';

export function Pending<T>({
  query,
  children,
  placeholder,
}: {
  query: { data: T | undefined; isError: boolean; refetch(): unknown };
  children(data: T): ReactNode;
  /** Shown while loading instead of the spinner: a frame as tall as the figures, so nothing below moves when they come. */
  placeholder?: ReactNode;
}) {
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
  if (placeholder)
    return (
      <div role="status">
        <span className="sr-only">{analyticsTexts.loading}</span>
        {placeholder}
      </div>
    );
  return <Spinner className="py-10" label={analyticsTexts.loading} />;
}
