import { type MenuItem, menuItemLimit } from '@maitre/shared/menu';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreateMenuItem } from '@/features/menu/api/create-menu-item';
import { useDeleteMenuItem } from '@/features/menu/api/delete-menu-item';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { useUpdateMenuItem } from '@/features/menu/api/update-menu-item';
import { CategoryFilter, type CategoryFilterValue } from '@/features/menu/components/category-filter';
import { MenuItemCard } from '@/features/menu/components/menu-item-card';
import { MenuItemForm } from '@/features/menu/components/menu-item-form';
import { useActivePlan } from '@/features/subscription/api/get-subscription';

export function MenuPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: items, isPending, isError, refetch } = useMenuItems();
  const { planId, planName } = useActivePlan();
  const createItem = useCreateMenuItem();
  const updateItem = useUpdateMenuItem();
  const deleteItem = useDeleteMenuItem();
  const [category, setCategory] = useState<CategoryFilterValue>('All');
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const isAdding = searchParams.get('new') === '1';

  const setAdding = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('new', '1');
        else params.delete('new');
        return params;
      },
      { replace: true },
    );

  function confirmDelete(item: MenuItem) {
    if (window.confirm(`Are you sure you want to delete "${item.name}"?`)) deleteItem.mutate(item.id);
  }

  const limit = menuItemLimit(planId);
  const shown = (items ?? []).filter((item) => category === 'All' || item.category === category);
  const busyId = (updateItem.isPending && updateItem.variables?.id) || (deleteItem.isPending && deleteItem.variables) || null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">Menu</h1>
          {items && (
            <p className="mt-1 text-sm text-stone-600">
              {limit === null
                ? `${items.length} items`
                : `${items.length} of ${limit} menu items on ${planName ? `the ${planName} plan` : 'the free allowance'}`}
            </p>
          )}
        </div>
        <button type="button" onClick={() => setAdding(!isAdding)} aria-expanded={isAdding} aria-controls="add-menu-item" className={primaryButtonClass}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Item
        </button>
      </div>

      {isAdding && (
        <section id="add-menu-item" aria-labelledby="add-menu-item-title" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="add-menu-item-title" className="mb-4 font-display text-xl font-semibold">
            Add a menu item
          </h2>
          <MenuItemForm
            submitLabel="Add Item"
            pendingLabel="Adding…"
            resetOnSuccess
            focusOnMount
            onSubmit={(values) => createItem.mutateAsync(values)}
            onCancel={() => setAdding(false)}
          />
        </section>
      )}

      {isPending ? (
        <Spinner className="py-16" label="Loading the menu…" />
      ) : isError ? (
        <EmptyState>
          The menu could not be loaded.{' '}
          <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
            Try again
          </button>
        </EmptyState>
      ) : (
        <>
          <CategoryFilter items={items} selected={category} onSelect={setCategory} />
          {items.length === 0 ? (
            <EmptyState icon={<UtensilsCrossed aria-hidden="true" className="h-8 w-8" />}>No menu items yet. Add your first item to get started!</EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState>No items in {category} category.</EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((item) => (
                <li key={item.id} className="flex">
                  <div className="flex-1">
                    <MenuItemCard
                      item={item}
                      isBusy={busyId === item.id}
                      onToggleAvailability={() => updateItem.mutate({ id: item.id, changes: { is_available: !item.is_available } })}
                      onEdit={() => setEditing(item)}
                      onDelete={() => confirmDelete(item)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ModalDialog title={editing ? `Edit ${editing.name}` : 'Edit'} open={editing !== null} onClose={() => setEditing(null)}>
        {editing && (
          <MenuItemForm
            key={editing.id}
            defaultValues={editing}
            submitLabel="Save changes"
            pendingLabel="Saving…"
            onSubmit={async (values) => {
              await updateItem.mutateAsync({ id: editing.id, changes: values });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </ModalDialog>
    </div>
  );
}
