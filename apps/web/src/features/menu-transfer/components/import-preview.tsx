/**
 * What a checked menu file would do (issue 19): the counts, the plan limit, the problems by table, row and column, and
 * the dishes and groups it adds or changes with their fields, as two tables a screen reader reads cell by cell. The
 * Import button only when nothing stands in the way.
 */
import type { ImportChange, ImportFieldChange, ImportProblem, MenuImportPreview } from '@maitre/shared/menu-transfer';
import { Alert } from '@/components/ui/alert';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { listOf } from '@/lib/i18n';
import { importPreviewTexts } from '../texts';

const tableClass = 'w-full border-collapse text-left text-sm';
const headClass = 'border-b border-stone-200 px-2 py-2 font-semibold text-stone-700 wrap-anywhere';
// wrap-anywhere: long names, URLs and messages wrap inside the cell, so the tables fit a 320 px screen (reflow).
const cellClass = 'border-b border-stone-100 px-2 py-2 align-top wrap-anywhere';

/** A table's column headers. */
function HeadRow({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col" className={headClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Where a problem is: "Menu, row 12", or the whole file. */
function placeOf(problem: ImportProblem): string {
  const table =
    problem.sheet === 'dishes'
      ? importPreviewTexts.sheetDishes
      : problem.sheet === 'option_groups'
        ? importPreviewTexts.sheetGroups
        : importPreviewTexts.wholeFile;
  if (problem.row === null) return table;
  return problem.sheet === null ? importPreviewTexts.placeRow(problem.row) : importPreviewTexts.placeInTable(table, problem.row);
}

/** One field change as a line: "price: 12,50 → 13,00"; an option added or removed says so. */
export function describeFieldChange(change: ImportFieldChange): string {
  if (change.field === 'option' && change.option !== null && (change.from === null || change.to === null)) {
    return change.from === null ? importPreviewTexts.optionAdded(change.option) : importPreviewTexts.optionRemoved(change.option);
  }
  const column = change.option === null ? change.field : importPreviewTexts.ofOption(change.option, change.field);
  if (change.from === null) return importPreviewTexts.fieldSet(column, change.to ?? '');
  if (change.to === null) return importPreviewTexts.fieldCleared(column, change.from);
  return importPreviewTexts.field(column, change.from, change.to);
}

function actionOf(change: ImportChange): string {
  if (change.kind === 'dish') return change.action === 'create' ? importPreviewTexts.createDish : importPreviewTexts.updateDish;
  return change.action === 'create' ? importPreviewTexts.createGroup : importPreviewTexts.updateGroup;
}

export function ImportPreview({
  preview,
  importing,
  importError,
  onImport,
  onReset,
}: {
  preview: MenuImportPreview;
  importing: boolean;
  /** Why the last import was refused (the server's words), if it was. */
  importError: string | null;
  onImport(): void;
  onReset(): void;
}) {
  const { dishes, option_groups: groups, errors, error_count: errorCount, changes, plan_limit: planLimit } = preview;
  const nothing = changes.length === 0 && errorCount === 0;
  const canImport = errorCount === 0 && planLimit === null && !nothing;

  return (
    <section aria-labelledby="import-preview-title" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <h3 id="import-preview-title" className="font-display text-xl font-semibold">
        {importPreviewTexts.title}
      </h3>
      <ul className="space-y-1 text-sm text-stone-700">
        <li>{importPreviewTexts.dishes(dishes.create, dishes.update, dishes.unchanged)}</li>
        <li>{importPreviewTexts.groups(groups.create, groups.update, groups.unchanged)}</li>
        {preview.new_categories.length > 0 && <li>{importPreviewTexts.newCategories(listOf(preview.new_categories))}</li>}
      </ul>
      {nothing && <Alert tone="success">{importPreviewTexts.nothingToChange}</Alert>}
      {planLimit && <Alert tone="error">{planLimit}</Alert>}

      {errorCount > 0 && (
        <div className="space-y-2">
          <h4 className="font-semibold text-red-800">{importPreviewTexts.problemsTitle(errorCount)}</h4>
          <p className="text-sm text-stone-700">{importPreviewTexts.problemsIntro}</p>
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <caption className="sr-only">{importPreviewTexts.problemsCaption}</caption>
              <HeadRow labels={[importPreviewTexts.place, importPreviewTexts.column, importPreviewTexts.problem]} />
              <tbody>
                {errors.map((problem, index) => (
                  // Problems have no id; their order is the file's and does not change while shown.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, in the file's order
                  <tr key={index}>
                    <td className={cellClass}>{placeOf(problem)}</td>
                    <td className={cellClass}>{problem.column === null ? '' : <code>{problem.column}</code>}</td>
                    <td className={cellClass}>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {errorCount > errors.length && <p className="text-sm text-stone-600">{importPreviewTexts.moreProblems(errorCount - errors.length)}</p>}
        </div>
      )}

      {changes.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="mb-2 text-left font-semibold">{importPreviewTexts.changesCaption}</caption>
            <HeadRow labels={[importPreviewTexts.row, importPreviewTexts.name, importPreviewTexts.action, importPreviewTexts.details]} />
            <tbody>
              {changes.map((change) => (
                <tr key={`${change.kind}-${change.row}`}>
                  <td className={`${cellClass} tabular-nums`}>{change.row}</td>
                  <th scope="row" className={`${cellClass} font-medium `}>
                    {change.name}
                  </th>
                  <td className={cellClass}>{actionOf(change)}</td>
                  <td className={cellClass}>
                    <ul className="space-y-0.5">
                      {change.fields.map((field) => (
                        <li key={`${field.option ?? ''}·${field.field}`}>{describeFieldChange(field)}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {importError && <Alert tone="error">{importError}</Alert>}
      <div className="flex flex-wrap gap-2">
        {canImport && (
          <button type="button" onClick={onImport} disabled={importing} className={primaryButtonClass}>
            {importing ? importPreviewTexts.importing : importPreviewTexts.importButton}
          </button>
        )}
        <button type="button" onClick={onReset} disabled={importing} className={secondaryButtonClass}>
          {importPreviewTexts.reset}
        </button>
      </div>
    </section>
  );
}
