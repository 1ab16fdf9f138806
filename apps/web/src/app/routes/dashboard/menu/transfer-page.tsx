/**
 * /dashboard/menu/transfer (issue 19): the menu as a spreadsheet. Everyone who reads the menu downloads it (or the
 * template); the owner and managers upload a file, see what it changes and what is wrong by row and column, then
 * import it — the same file is sent again with the preview's fingerprint, and the server writes all of it or nothing.
 */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { MenuSections } from '@/features/menu/components/menu-sections';
import { useCommitMenuImport, usePreviewMenuImport } from '@/features/menu-transfer/api/import-menu';
import { ImportForm } from '@/features/menu-transfer/components/import-form';
import { ImportPreview } from '@/features/menu-transfer/components/import-preview';
import { TransferDownloads } from '@/features/menu-transfer/components/transfer-downloads';
import { transferPageTexts } from '@/features/menu-transfer/texts';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export function TransferPage() {
  const canWrite = usePermission('menu:write');
  const previewImport = usePreviewMenuImport();
  const commitImport = useCommitMenuImport();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file field after an import or a reset.
  const [formKey, setFormKey] = useState(0);

  const reset = () => {
    previewImport.reset();
    commitImport.reset();
    setFile(null);
    setFormKey((key) => key + 1);
  };
  const preview = previewImport.data;

  return (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <h1 className="font-display text-3xl font-semibold">{transferPageTexts.title}</h1>
        <p className="mt-1 text-sm text-stone-600">{transferPageTexts.intro}</p>
      </div>
      <MenuSections />

      <section aria-labelledby="menu-export" className="space-y-3">
        <h2 id="menu-export" className="font-display text-2xl font-semibold">
          {transferPageTexts.exportTitle}
        </h2>
        <p className="max-w-3xl text-sm text-stone-700">{transferPageTexts.exportIntro}</p>
        <TransferDownloads locale={currentLocale()} />
        <p className="text-sm text-stone-600">{transferPageTexts.csvHint}</p>
      </section>

      <section aria-labelledby="menu-import" className="space-y-3">
        <h2 id="menu-import" className="font-display text-2xl font-semibold">
          {transferPageTexts.importTitle}
        </h2>
        {canWrite ? (
          <>
            <p className="max-w-3xl text-sm text-stone-700">{transferPageTexts.importIntro}</p>
            <p className="max-w-3xl text-sm text-stone-600">{transferPageTexts.limitNote}</p>
            <ImportForm
              key={formKey}
              checking={previewImport.isPending}
              error={previewImport.isError ? messageOf(previewImport.error, transferPageTexts.checkFailed) : null}
              onCheck={(chosen) => {
                setFile(chosen);
                commitImport.reset();
                previewImport.mutate(chosen);
              }}
            />
            {preview && file && (
              <ImportPreview
                preview={preview}
                importing={commitImport.isPending}
                importError={commitImport.isError ? messageOf(commitImport.error, transferPageTexts.importFailed) : null}
                onImport={() => commitImport.mutate({ file, fingerprint: preview.fingerprint }, { onSuccess: reset })}
                onReset={reset}
              />
            )}
          </>
        ) : (
          <Alert>{transferPageTexts.readOnly}</Alert>
        )}
      </section>
    </div>
  );
}
