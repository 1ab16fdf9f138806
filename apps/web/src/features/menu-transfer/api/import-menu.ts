import type { MenuImportPreview, MenuImportResult } from '@maitre/shared/menu-transfer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiFetch } from '@/lib/api-client';
import { transferToastTexts } from '../texts';

/** The file as it is, whatever the browser calls it: the server reads CSV or XLSX from the bytes. */
const asFile = { 'content-type': 'application/octet-stream' };

/** What importing `file` would do, and what is wrong with it; the server writes nothing. */
export async function previewMenuImport(file: Blob): Promise<MenuImportPreview> {
  const { preview } = await apiFetch('POST /api/menu-transfer/preview', { body: file, headers: asFile });
  return preview;
}

export interface MenuImportCommit {
  file: Blob;
  /** The preview's: the server refuses (409) if the file would now do something else. */
  fingerprint: string;
}

/** Imports `file`: everything it says, or nothing. */
export async function commitMenuImport({ file, fingerprint }: MenuImportCommit): Promise<MenuImportResult> {
  const { result } = await apiFetch('POST /api/menu-transfer/commit', { body: file, headers: asFile, query: { fingerprint } });
  return result;
}

/** The preview of a chosen file; a refusal (too large, not CSV or XLSX) is the mutation's error, shown by the screen. */
export function usePreviewMenuImport() {
  return useMutation({ mutationFn: previewMenuImport });
}

/** The import; the menu and its option groups are read again after it, and a toast says what it did. */
export function useCommitMenuImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitMenuImport,
    onSuccess: async (result) => {
      const { create, update } = result.dishes;
      const groups = result.option_groups.create + result.option_groups.update;
      toast.success(create + update + groups === 0 ? transferToastTexts.nothingImported : transferToastTexts.imported(create, update, groups));
      await Promise.all([
        // The menu's and the option groups' query keys (features/menu, features/option-groups).
        queryClient.invalidateQueries({ queryKey: ['menu-items'] }),
        queryClient.invalidateQueries({ queryKey: ['option-groups'] }),
      ]);
    },
  });
}
