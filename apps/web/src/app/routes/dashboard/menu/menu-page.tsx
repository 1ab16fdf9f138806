import { DEFAULT_CATEGORY_NAME } from '@maitre/shared/categories';
import { type MenuItem, menuItemLimit } from '@maitre/shared/menu';
import { inMenuOrder } from '@maitre/shared/menu-order';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useActivePlan } from '@/features/billing/api/get-subscription';
import { useCategories } from '@/features/categories/api/find-categories';
import { useReorderDishes } from '@/features/categories/api/reorder';
import { shownCategoryName } from '@/features/categories/category-text';
import { ReorderableList } from '@/features/categories/components/reorderable-list';
import { categoriesPageTexts, menuOrderTexts } from '@/features/categories/texts';
import { useCreateMenuItem } from '@/features/menu/api/create-menu-item';
import { useDeleteMenuItem } from '@/features/menu/api/delete-menu-item';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { useUpdateMenuItem } from '@/features/menu/api/update-menu-item';
import { ALL_CATEGORIES, CategoryFilter, type CategoryFilterValue } from '@/features/menu/components/category-filter';
import { MenuItemCard } from '@/features/menu/components/menu-item-card';
import { MenuItemForm } from '@/features/menu/components/menu-item-form';
import { MenuSections } from '@/features/menu/components/menu-sections';
import { menuPageTexts } from '@/features/menu/texts';
import { useOptionGroups } from '@/features/option-groups/api/find-option-groups';
import { useSetMenuItemPortions } from '@/features/portions/api/set-portions';
import { PortionsControl } from '@/features/portions/components/portions-control';
import { ResetPortionsButton } from '@/features/portions/components/reset-portions-button';
import { permissionTexts } from '@/features/team/texts';
import { usePermission } from '@/features/team/use-permission';

export function MenuPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: items, isPending, isError, refetch } = useMenuItems();
  const { planId, planName } = useActivePlan();
  // The restaurant's language: the dishes' base texts are in it, the form's Translations part offers the others.
  const defaultLanguage = useAuth().profile?.default_language;
  const createItem = useCreateMenuItem();
  const updateItem = useUpdateMenuItem();
  const deleteItem = useDeleteMenuItem();
  const setPortions = useSetMenuItemPortions();
  // The groups a dish may offer (issue 19): picked in its form, named on its card.
  const { data: optionGroups } = useOptionGroups();
  const groupNames = (ids: readonly string[]) =>
    ids.flatMap((groupId) => {
      const group = optionGroups?.find((candidate) => candidate.id === groupId);
      return group ? [group.name] : [];
    });
  // The restaurant's categories in its order (issue 19): the chips, the sections, the form's select.
  const { data: categories } = useCategories();
  const reorderDishes = useReorderDishes();
  const [category, setCategory] = useState<CategoryFilterValue>(ALL_CATEGORIES);
  const [editing, setEditing] = useState<MenuItem | null>(null);
  // Owners and managers edit the menu; front of house only switches dishes on and off; the kitchen reads it.
  const canWrite = usePermission('menu:write');
  const canSetAvailability = usePermission('menu:set_availability');
  const isAdding = canWrite && searchParams.get('new') === '1';

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
    if (window.confirm(menuPageTexts.confirmDelete(item.name))) deleteItem.mutate(item.id);
  }

  const limit = menuItemLimit(planId);
  const labelled = (categories ?? []).map((known) => ({ id: known.id, label: shownCategoryName(known), isHidden: known.is_hidden }));
  // A category deleted meanwhile (another screen, another member) leaves the filter on All.
  const selected = category === ALL_CATEGORIES ? null : (labelled.find((known) => known.id === category) ?? null);
  const ordered = inMenuOrder(
    items ?? [],
    labelled.map((known) => known.id),
  );
  // One section per category, in the menu's order: the selected one only, or every one that holds a dish. Dishes of a
  // category not listed yet (the categories still loading) follow, under their category's own name, not reorderable.
  const sections = [
    ...labelled.filter((known) => (selected ? known.id === selected.id : true)),
    ...(selected
      ? []
      : [...new Map(ordered.filter((item) => !labelled.some((known) => known.id === item.category_id)).map((item) => [item.category_id, item]))].map(
          ([id, item]) => ({ id, label: item.category, isHidden: false }),
        )),
  ]
    .map((section) => ({
      ...section,
      items: ordered.filter((item) => item.category_id === section.id),
      known: labelled.some((known) => known.id === section.id),
    }))
    .filter((section) => selected !== null || section.items.length > 0);
  const newDishCategory = selected?.id ?? categories?.find((known) => known.name === DEFAULT_CATEGORY_NAME)?.id ?? categories?.[0]?.id;
  const busyId = (updateItem.isPending && updateItem.variables?.id) || (deleteItem.isPending && deleteItem.variables) || null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{menuPageTexts.title}</h1>
          {items && (
            <p className="mt-1 text-sm text-stone-600">
              {limit === null ? menuPageTexts.itemCount(items.length) : menuPageTexts.allowance(items.length, limit, planName)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Sold-out counts (decision 0027): front of house may reset them, as it switches dishes sold out. */}
          {canSetAvailability && <ResetPortionsButton />}
          {canWrite && (
            <button type="button" onClick={() => setAdding(!isAdding)} aria-expanded={isAdding} aria-controls="add-menu-item" className={primaryButtonClass}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {menuPageTexts.addItem}
            </button>
          )}
        </div>
      </div>
      <MenuSections />
      {!canWrite && <p className="text-sm text-stone-600">{canSetAvailability ? permissionTexts.menuAvailabilityOnly : permissionTexts.menuReadOnly}</p>}

      {isAdding && (
        <section id="add-menu-item" aria-labelledby="add-menu-item-title" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="add-menu-item-title" className="mb-4 font-display text-xl font-semibold">
            {menuPageTexts.addTitle}
          </h2>
          <MenuItemForm
            defaultLanguage={defaultLanguage}
            categories={labelled}
            defaultCategoryId={newDishCategory}
            optionGroups={optionGroups}
            submitLabel={menuPageTexts.addItem}
            pendingLabel={menuPageTexts.adding}
            resetOnSuccess
            focusOnMount
            onSubmit={(values) => createItem.mutateAsync(values)}
            onCancel={() => setAdding(false)}
          />
        </section>
      )}

      {isPending ? (
        <Spinner className="py-16" label={menuPageTexts.loading} />
      ) : isError ? (
        <EmptyState>
          {menuPageTexts.loadFailed}{' '}
          <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
            {menuPageTexts.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <>
          <CategoryFilter items={items} categories={labelled} selected={selected?.id ?? ALL_CATEGORIES} onSelect={setCategory} />
          {items.length === 0 ? (
            <EmptyState icon={<UtensilsCrossed aria-hidden="true" className="h-8 w-8" />}>{menuPageTexts.empty}</EmptyState>
          ) : selected && sections[0]?.items.length === 0 ? (
            <EmptyState>{menuPageTexts.emptyCategory(selected.label)}</EmptyState>
          ) : (
            sections.map((section) => (
              <section key={section.id} aria-labelledby={`category-${section.id}`} className="space-y-3">
                <h2 id={`category-${section.id}`} className="flex flex-wrap items-center gap-2 font-display text-xl font-semibold">
                  {section.label}
                  {section.isHidden && (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 font-sans text-xs font-medium text-stone-800">
                      {categoriesPageTexts.hiddenBadge}
                    </span>
                  )}
                </h2>
                {/* The dishes in their order within the category (issue 19): moved by drag or keyboard, kept on the order page. */}
                <ReorderableList
                  as="ul"
                  items={section.items}
                  label={menuOrderTexts.dishesIn(section.label)}
                  nameOf={(item) => item.name}
                  readOnly={!canWrite || !section.known}
                  onReorder={(ids) => reorderDishes.mutateAsync({ categoryId: section.id, ids })}
                  className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
                  itemClassName="flex"
                  renderItem={(item, controls) => (
                    <div className="flex-1">
                      <MenuItemCard
                        item={item}
                        categoryName={section.label}
                        reorder={
                          controls && (
                            <>
                              {controls.handle}
                              {controls.buttons}
                            </>
                          )
                        }
                        defaultLanguage={defaultLanguage}
                        groupNames={groupNames(item.option_group_ids)}
                        isBusy={busyId === item.id}
                        portions={
                          <PortionsControl
                            name={item.name}
                            left={item.portions_left}
                            par={item.portions_par}
                            onSave={canSetAvailability ? (values) => setPortions.mutateAsync({ id: item.id, values }) : undefined}
                          />
                        }
                        onToggleAvailability={
                          canSetAvailability ? () => updateItem.mutate({ id: item.id, changes: { is_available: !item.is_available } }) : undefined
                        }
                        onEdit={canWrite ? () => setEditing(item) : undefined}
                        onDelete={canWrite ? () => confirmDelete(item) : undefined}
                      />
                    </div>
                  )}
                />
              </section>
            ))
          )}
        </>
      )}

      <ModalDialog
        title={editing ? menuPageTexts.editTitle(editing.name) : menuPageTexts.edit}
        open={canWrite && editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <MenuItemForm
            key={editing.id}
            defaultValues={editing}
            defaultLanguage={defaultLanguage}
            categories={labelled}
            optionGroups={optionGroups}
            submitLabel={menuPageTexts.saveChanges}
            pendingLabel={menuPageTexts.saving}
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
