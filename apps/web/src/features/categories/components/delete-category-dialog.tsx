/**
 * Deleting a category (issue 19): an empty one after a confirmation; one that still holds dishes asks where they go
 * (another category, chosen in a select; they go after the dishes already there, in their order).
 */
import type { Category } from '@maitre/shared/categories';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClass, labelClass } from '@/components/ui/form-control-classes';
import { useUniqueId } from '@/lib/use-unique-id';
import { shownCategoryName } from '../category-text';
import { deleteCategoryTexts } from '../texts';

export function DeleteCategoryDialog({
  category,
  categories,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  /** The category to delete; null: the dialog is closed. */
  category: Category | null;
  /** Every category of the menu, in order (the others are where its dishes may go). */
  categories: readonly Category[];
  busy: boolean;
  error: string | null;
  onConfirm(moveTo: string | undefined): void;
  onClose(): void;
}) {
  const id = useUniqueId();
  const others = categories.filter((candidate) => candidate.id !== category?.id);
  const [moveTo, setMoveTo] = useState('');
  // Each time it opens: the first other category, preselected.
  const firstOther = others[0]?.id ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another category is being deleted
  useEffect(() => setMoveTo(firstOther), [category?.id]);
  const holdsDishes = (category?.menu_item_count ?? 0) > 0;
  return (
    <ConfirmDialog
      open={category !== null}
      title={category ? deleteCategoryTexts.title(shownCategoryName(category)) : deleteCategoryTexts.confirm}
      confirmLabel={deleteCategoryTexts.confirm}
      busy={busy}
      error={error}
      onClose={onClose}
      onConfirm={() => onConfirm(holdsDishes ? moveTo || undefined : undefined)}
    >
      {holdsDishes ? (
        <>
          <p>{deleteCategoryTexts.withDishes(category?.menu_item_count ?? 0)}</p>
          <div>
            <label htmlFor={`${id}-move-to`} className={labelClass}>
              {deleteCategoryTexts.moveTo}
            </label>
            <select id={`${id}-move-to`} value={moveTo} onChange={(event) => setMoveTo(event.target.value)} className={controlClass}>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {shownCategoryName(other)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : (
        <p>{deleteCategoryTexts.empty}</p>
      )}
    </ConfirmDialog>
  );
}
