import { useEffect, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/form-control-classes';
import { Spinner } from '@/components/ui/spinner';
import { formatMoment } from '@/lib/i18n';
import { useMemberActivity } from '../api/find-member-activity';
import { describeActivity } from '../describe-activity';
import { staffTexts } from '../texts';

/**
 * What one member did, newest first, each entry a sentence. "Load more" follows the cursor; the focus then moves to
 * the first entry it brought and a polite status says how many came (decision 0017: the focus never drops).
 */
export function MemberActivity({ id, memberId, name, timeZone }: { id: string; memberId: string; name: string; timeZone: string }) {
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useMemberActivity(memberId);
  const [focusEntryId, setFocusEntryId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];

  useEffect(() => {
    if (!focusEntryId) return;
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    items.find((item) => item.dataset.entryId === focusEntryId)?.focus();
    setFocusEntryId(null);
  }, [focusEntryId]);

  async function loadMore() {
    if (isFetchingNextPage) return;
    const result = await fetchNextPage();
    const added = result.isError ? [] : (result.data?.pages.at(-1)?.entries ?? []);
    if (!added[0]) return;
    setAnnouncement(staffTexts.moreLoaded(added.length));
    setFocusEntryId(added[0].id);
  }

  return (
    <section id={id} aria-label={staffTexts.activityLabel(name)} className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h4 className="text-sm font-semibold text-stone-900">{staffTexts.activityTitle(name)}</h4>
      {isPending ? (
        <Spinner className="py-6" label={staffTexts.activityLoading} />
      ) : isError ? (
        <p className="mt-2 text-sm text-stone-700">
          {staffTexts.activityFailed}{' '}
          <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
            {staffTexts.tryAgain}
          </button>
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{staffTexts.activityEmpty}</p>
      ) : (
        <>
          <ol ref={listRef} className="mt-2 divide-y divide-stone-200 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} data-entry-id={entry.id} tabIndex={-1} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
                <span className="min-w-0 break-words text-stone-800">{describeActivity(entry)}</span>
                <time dateTime={entry.at} className="shrink-0 text-stone-600">
                  {formatMoment(entry.at, timeZone, 'dateTime')}
                </time>
              </li>
            ))}
          </ol>
          {hasNextPage && (
            <div className="mt-3">
              {/* aria-disabled while loading, not disabled: the focus stays here until it moves to the new entries. */}
              <button type="button" onClick={() => void loadMore()} aria-disabled={isFetchingNextPage || undefined} className={secondaryButtonClass}>
                {isFetchingNextPage ? staffTexts.loadingMore : staffTexts.loadMore}
              </button>
            </div>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
