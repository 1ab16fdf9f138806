/**
 * Menu import and export (issue 19, decision 0028): the menu as one CSV or XLSX file (dishes, and the option groups
 * they offer), and the two steps of an import — a preview that writes nothing and lists what would change and what is
 * wrong by row and column, then a commit of the same file that writes it all or nothing. The columns are documented in
 * the README ("Import and export"); the server's apps/api/src/modules/menu-transfer/format.ts defines them.
 */
import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { msg } from './messages/index.ts';

export const TRANSFER_FORMATS = ['csv', 'xlsx'] as const;
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** The largest file an import takes, and the most rows one of its tables may have. */
export const MAX_IMPORT_MEGABYTES = 2;
export const MAX_IMPORT_BYTES = MAX_IMPORT_MEGABYTES * 1024 * 1024;
export const MAX_IMPORT_ROWS = 2000;
/** The preview lists at most this many problems (it counts them all). */
export const MAX_LISTED_PROBLEMS = 500;

/** The media types an upload may be sent as; the server reads the format from the bytes, not from the type. */
export const IMPORT_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
] as const;

/** GET /api/menu-transfer/export and /template: the format, and the language of the file (separator, decimal mark). */
export const MenuExportQuerySchema = z.object({
  format: z.enum(TRANSFER_FORMATS, { error: msg((m) => m.transfer.chooseFormat) }).default('csv'),
  /** Absent: the reader's language (Accept-Language). English writes `,` and `12.50`, the others `;` and `12,50`. */
  locale: z.enum(LOCALES).optional(),
});

/** The file's two tables: the dishes ("Menu") and the options of the option groups ("Option groups"). */
export const IMPORT_SHEETS = ['dishes', 'option_groups'] as const;
export type ImportSheet = (typeof IMPORT_SHEETS)[number];

/** One thing wrong with the file: where (the table, its row as a spreadsheet numbers it, the column), and what. */
export const ImportProblemSchema = z.object({
  /** null: the file as a whole (too large, not CSV or XLSX). */
  sheet: z.enum(IMPORT_SHEETS).nullable(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/** A field a change sets, as cells of the file would say it before and after (null: empty, or not there yet). */
export const ImportFieldChangeSchema = z.object({
  /** The column's name (price, name_fr, min…); `option` / `options order` for a group's options. */
  field: z.string(),
  /** For a group's option: which one. */
  option: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ImportFieldChange = z.infer<typeof ImportFieldChangeSchema>;

export const ImportChangeSchema = z.object({
  kind: z.enum(['dish', 'option_group']),
  action: z.enum(['create', 'update']),
  /** The first row of the file it comes from. */
  row: z.number().int(),
  /** A dish's ref (null for a group). */
  ref: z.string().nullable(),
  name: z.string(),
  fields: z.array(ImportFieldChangeSchema),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

export const ImportCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCountsSchema>;

export const MenuImportPreviewSchema = z.object({
  format: z.enum(TRANSFER_FORMATS),
  dishes: ImportCountsSchema,
  option_groups: ImportCountsSchema,
  /** Categories the file names that the restaurant does not have: the commit adds them at the end of the menu. */
  new_categories: z.array(z.string()),
  /** What a commit would write: dishes and groups to create or update, with the fields that change. */
  changes: z.array(ImportChangeSchema),
  /** What is wrong, in the file's order (at most MAX_LISTED_PROBLEMS); any problem means the commit writes nothing. */
  errors: z.array(ImportProblemSchema),
  error_count: z.number().int(),
  /** Set when the new dishes would take the menu past the plan's limit: the commit would be refused with it. */
  plan_limit: z.string().nullable(),
  /** Names this plan: a commit sent with it is refused if the menu changed since (409), instead of writing something else. */
  fingerprint: z.string(),
});
export type MenuImportPreview = z.infer<typeof MenuImportPreviewSchema>;
export const MenuImportPreviewResponseSchema = z.object({ preview: MenuImportPreviewSchema });

/** POST /api/menu-transfer/commit?fingerprint=…: the preview's fingerprint (optional; without it the file is written as it reads now). */
export const MenuImportCommitQuerySchema = z.object({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: msg((m) => m.transfer.changedSincePreview) })
    .optional(),
});

export const MenuImportResultSchema = z.object({
  dishes: ImportCountsSchema,
  option_groups: ImportCountsSchema,
  /** The categories the import added, in the menu's order. */
  new_categories: z.array(z.string()),
});
export type MenuImportResult = z.infer<typeof MenuImportResultSchema>;
export const MenuImportResultResponseSchema = z.object({ result: MenuImportResultSchema });
