/** /dashboard/menu/categories (issue 19): the menu's categories in order — added, renamed, hidden, moved, deleted. */
import type { Category } from '@maitre/shared/categories';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useDeleteCategory } from '@/features/categories/api/delete-category';
import { useCategories } from '@/features/categories/api/find-categories';
import { useReorderCategories } from '@/features/categories/api/reorder';
import { useCreateCategory, useUpdateCategory } from '@/features/categories/api/save-category';
import { shownCategoryName } from '@/features/categories/category-text';
import { CategoryForm } from '@/features/categories/components/category-form';
import { DeleteCategoryDialog } from '@/features/categories/components/delete-category-dialog';
import { ReorderableList } from '@/features/categories/components/reorderable-list';
import { categoriesPageTexts } from '@/features/categories/texts';
import { MenuSections } from '@/features/menu/components/menu-sections';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';

const actionClass = 'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-stone-700 hover:bg-stone-100';

export function CategoriesPage() {
  const { data: categories, isPending, isError, refetch } = useCategories();
  const defaultLanguage = useAuth().profile?.default_language;
  const canWrite = usePermission('menu:write');
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const reorder = useReorderCategories();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const busyId = updateCategory.isPending ? updateCategory.variables?.id : undefined;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold">{categoriesPageTexts.title}</h1>
          <p className="mt-1 text-sm text-stone-600">{categoriesPageTexts.intro}</p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setAdding(true)} className={primaryButtonClass}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {categoriesPageTexts.addCategory}
          </button>
        )}
      </div>
      <MenuSections />
      {!canWrite && <p className="text-sm text-stone-600">{categoriesPageTexts.readOnly}</p>}

      {isPending ? (
        <Spinner className="py-16" label={categoriesPageTexts.loading} />
      ) : isError ? (
        <EmptyState>
          {categoriesPageTexts.loadFailed}{' '}
          <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
            {categoriesPageTexts.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <>
          <ReorderableList
            items={categories}
            label={categoriesPageTexts.listLabel}
            nameOf={(category) => shownCategoryName(category)}
            readOnly={!canWrite}
            onReorder={(ids) => reorder.mutateAsync(ids)}
            className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm"
            itemClassName="bg-white first:rounded-t-2xl last:rounded-b-2xl"
            renderItem={(category, controls) => {
              const name = shownCategoryName(category);
              return (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                  {controls?.handle}
                  <div className="min-w-0 flex-1 py-1">
                    <h2 className="break-words font-semibold text-stone-900">{name}</h2>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                      {name !== category.name && <span>{category.name}</span>}
                      <span>{categoriesPageTexts.dishCount(category.menu_item_count)}</span>
                      {category.is_hidden && (
                        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium text-stone-800">{categoriesPageTexts.hiddenBadge}</span>
                      )}
                    </p>
                  </div>
                  {canWrite && (
                    <div className="flex flex-wrap items-center gap-1">
                      <button
                        type="button"
                        aria-label={category.is_hidden ? categoriesPageTexts.showCategory(name) : categoriesPageTexts.hideCategory(name)}
                        aria-disabled={busyId === category.id || undefined}
                        onClick={() => busyId !== category.id && updateCategory.mutate({ id: category.id, changes: { is_hidden: !category.is_hidden } })}
                        className={`${actionClass} aria-disabled:cursor-wait`}
                      >
                        {category.is_hidden ? <Eye aria-hidden="true" className="h-4 w-4" /> : <EyeOff aria-hidden="true" className="h-4 w-4" />}
                        {category.is_hidden ? categoriesPageTexts.show : categoriesPageTexts.hide}
                      </button>
                      <button type="button" aria-label={categoriesPageTexts.editCategory(name)} onClick={() => setEditing(category)} className={actionClass}>
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        {categoriesPageTexts.edit}
                      </button>
                      {categories.length > 1 && (
                        <button
                          type="button"
                          aria-label={categoriesPageTexts.deleteCategory(name)}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(category);
                          }}
                          className={`${actionClass} text-red-700 hover:bg-red-50`}
                        >
                          <Trash2 aria-hidden="true" className="h-4 w-4" />
                          {categoriesPageTexts.delete}
                        </button>
                      )}
                      {controls?.buttons}
                    </div>
                  )}
                </div>
              );
            }}
          />
          {canWrite && categories.length === 1 && <p className="text-sm text-stone-600">{categoriesPageTexts.lastOne}</p>}
        </>
      )}

      <ModalDialog title={categoriesPageTexts.addTitle} open={canWrite && adding} onClose={() => setAdding(false)}>
        {adding && (
          <CategoryForm
            defaultLanguage={defaultLanguage}
            submitLabel={categoriesPageTexts.addCategory}
            pendingLabel={categoriesPageTexts.adding}
            onSubmit={async (values) => {
              await createCategory.mutateAsync(values);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </ModalDialog>

      <ModalDialog
        title={editing ? categoriesPageTexts.editTitle(shownCategoryName(editing)) : categoriesPageTexts.edit}
        open={canWrite && editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <CategoryForm
            key={editing.id}
            defaultValues={{ name: editing.name, translations: editing.translations, is_hidden: editing.is_hidden }}
            defaultLanguage={defaultLanguage}
            submitLabel={categoriesPageTexts.saveChanges}
            pendingLabel={categoriesPageTexts.saving}
            onSubmit={async (values) => {
              await updateCategory.mutateAsync({ id: editing.id, changes: values });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </ModalDialog>

      <DeleteCategoryDialog
        category={canWrite ? deleting : null}
        categories={categories ?? []}
        busy={deleteCategory.isPending}
        error={deleteError}
        onClose={() => setDeleting(null)}
        onConfirm={(moveTo) => {
          if (!deleting) return;
          deleteCategory.mutate(
            { id: deleting.id, moveTo },
            {
              onSuccess: () => setDeleting(null),
              onError: (error) => setDeleteError(error instanceof ApiError ? error.message : null),
            },
          );
        }}
      />
    </div>
  );
}
