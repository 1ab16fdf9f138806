/** /dashboard/menu/options (issue 19): the restaurant's option groups, reused by its dishes. */
import type { OptionGroup, OptionGroupInput } from '@maitre/shared/options';
import { ListChecks, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { MenuSections } from '@/features/menu/components/menu-sections';
import { useDeleteOptionGroup } from '@/features/option-groups/api/delete-option-group';
import { useOptionGroups } from '@/features/option-groups/api/find-option-groups';
import { useCreateOptionGroup, useUpdateOptionGroup } from '@/features/option-groups/api/save-option-group';
import { useSetOptionAvailability } from '@/features/option-groups/api/set-option-availability';
import { OptionGroupCard } from '@/features/option-groups/components/option-group-card';
import { OptionGroupForm } from '@/features/option-groups/components/option-group-form';
import { optionGroupsPageTexts } from '@/features/option-groups/texts';
import { useSetOptionPortions } from '@/features/portions/api/set-portions';
import { PortionsControl } from '@/features/portions/components/portions-control';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';

/** A group as its form edits it: everything the API takes, options with their ids (kept, not replaced). */
function formValuesOf(group: OptionGroup): OptionGroupInput {
  return {
    name: group.name,
    translations: group.translations,
    selection: group.selection,
    min_choices: group.min_choices,
    max_choices: group.max_choices,
    options: group.options.map(({ id, name, translations, price_delta, is_default, is_available, allergens, traces }) => ({
      id,
      name,
      translations,
      price_delta,
      is_default,
      is_available,
      allergens,
      traces,
    })),
  };
}

export function OptionGroupsPage() {
  const { data: groups, isPending, isError, refetch } = useOptionGroups();
  const { data: items } = useMenuItems();
  const defaultLanguage = useAuth().profile?.default_language;
  const canWrite = usePermission('menu:write');
  const canSetAvailability = usePermission('menu:set_availability');
  const createGroup = useCreateOptionGroup();
  const updateGroup = useUpdateOptionGroup();
  const deleteGroup = useDeleteOptionGroup();
  const setAvailability = useSetOptionAvailability();
  const setPortions = useSetOptionPortions();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<OptionGroup | null>(null);
  const [deleting, setDeleting] = useState<OptionGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const dishNames = (group: OptionGroup) =>
    group.menu_item_ids.flatMap((itemId) => {
      const item = items?.find((candidate) => candidate.id === itemId);
      return item ? [item.name] : [];
    });
  const busyOptionId = setAvailability.isPending ? (setAvailability.variables?.optionId ?? null) : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-3xl font-semibold">{optionGroupsPageTexts.title}</h1>
          <p className="mt-1 text-sm text-stone-600">{optionGroupsPageTexts.intro}</p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setAdding(true)} className={primaryButtonClass}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {optionGroupsPageTexts.addGroup}
          </button>
        )}
      </div>
      <MenuSections />
      {!canWrite && <p className="text-sm text-stone-600">{canSetAvailability ? optionGroupsPageTexts.availabilityOnly : optionGroupsPageTexts.readOnly}</p>}

      {isPending ? (
        <Spinner className="py-16" label={optionGroupsPageTexts.loading} />
      ) : isError ? (
        <EmptyState>
          {optionGroupsPageTexts.loadFailed}{' '}
          <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
            {optionGroupsPageTexts.tryAgain}
          </button>
        </EmptyState>
      ) : groups.length === 0 ? (
        <EmptyState icon={<ListChecks aria-hidden="true" className="h-8 w-8" />}>{optionGroupsPageTexts.empty}</EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {groups.map((group) => (
            <li key={group.id}>
              <OptionGroupCard
                group={group}
                dishNames={dishNames(group)}
                busyOptionId={busyOptionId}
                optionPortions={(option) => (
                  <PortionsControl
                    name={`${option.name} (${group.name})`}
                    left={option.portions_left}
                    par={option.portions_par}
                    onSave={canSetAvailability ? (values) => setPortions.mutateAsync({ groupId: group.id, optionId: option.id, values }) : undefined}
                  />
                )}
                onToggleOption={
                  canSetAvailability
                    ? (option) => setAvailability.mutate({ groupId: group.id, optionId: option.id, isAvailable: !option.is_available })
                    : undefined
                }
                onEdit={canWrite ? () => setEditing(group) : undefined}
                onDelete={
                  canWrite
                    ? () => {
                        setDeleteError(null);
                        setDeleting(group);
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}

      <ModalDialog title={optionGroupsPageTexts.addTitle} open={canWrite && adding} onClose={() => setAdding(false)}>
        {adding && (
          <OptionGroupForm
            defaultLanguage={defaultLanguage}
            submitLabel={optionGroupsPageTexts.addGroup}
            pendingLabel={optionGroupsPageTexts.adding}
            onSubmit={async (values) => {
              await createGroup.mutateAsync(values);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </ModalDialog>

      <ModalDialog
        title={editing ? optionGroupsPageTexts.editTitle(editing.name) : optionGroupsPageTexts.edit}
        open={canWrite && editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <OptionGroupForm
            key={editing.id}
            defaultValues={formValuesOf(editing)}
            defaultLanguage={defaultLanguage}
            submitLabel={optionGroupsPageTexts.saveChanges}
            pendingLabel={optionGroupsPageTexts.saving}
            onSubmit={async (values) => {
              await updateGroup.mutateAsync({ id: editing.id, values });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </ModalDialog>

      <ConfirmDialog
        open={canWrite && deleting !== null}
        title={deleting ? optionGroupsPageTexts.deleteTitle(deleting.name) : optionGroupsPageTexts.deleteConfirm}
        confirmLabel={optionGroupsPageTexts.deleteConfirm}
        busy={deleteGroup.isPending}
        error={deleteError}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteGroup.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => setDeleteError(error instanceof ApiError ? error.message : null),
          });
        }}
      >
        <p>{optionGroupsPageTexts.deleteBody(deleting?.menu_item_ids.length ?? 0)}</p>
      </ConfirmDialog>
    </div>
  );
}
