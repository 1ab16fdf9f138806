/**
 * Menu import and export (issue 19, decision 0028).
 *
 * - Export: the menu as the file format (format.ts) in CSV or XLSX. A dish without a ref gets one, stored, so the
 *   exported file can be imported back onto the same dishes.
 * - Preview: the file read, checked and compared with the menu (plan.ts); nothing written.
 * - Commit: the same file, read and planned again inside one transaction that holds the menu's lock, then written all
 *   or nothing: refused if anything in it is wrong (400, by row and column), if the plan is not the one the preview
 *   showed (409, when the preview's fingerprint is sent), or if the new dishes pass the plan's menu-item limit (403).
 *   One activity entry says what was imported.
 */
import type { Locale } from '@maitre/shared/locales';
import { menuItemLimit } from '@maitre/shared/menu';
import {
  type ImportProblem,
  MAX_IMPORT_ROWS,
  MAX_LISTED_PROBLEMS,
  type MenuImportPreview,
  type MenuImportResult,
  type TransferFormat,
} from '@maitre/shared/menu-transfer';
import { type Messages, messagesFor } from '@maitre/shared/messages/index';
import { getPlan, PLANS, type PlanId } from '@maitre/shared/plans';
import type { Config } from '../../config.ts';
import type { TenantDatabase } from '../../db/client.ts';
import type { RestaurantTx } from '../../db/tenant.ts';
import { AppError, type Text, textIn } from '../../lib/app-error.ts';
import type { Member } from '../auth/authenticate.ts';
import { getActivePlan } from '../billing/subscription.service.ts';
import { nextDishPosition } from '../categories/categories.repository.ts';
import { lockRestaurantMenu } from '../menu/menu.repository.ts';
import { insertGroup, replaceOptions, updateGroup } from '../option-groups/option-groups.repository.ts';
import { type DishImage, dishImage, releaseDishPhoto } from '../photos/photos.service.ts';
import { actorOf, insertActivity } from '../team/activity.repository.ts';
import { type CategoryResolver, categoryIdsFor, categoryResolver } from './categories.ts';
import { decodeText, detectSeparator, parseCsv, writeCsv } from './csv.ts';
import { exampleMenu, inExportOrder, menuTables, type OutTable } from './export.ts';
import { findTables, type ParsedFile, type Problem, readTables } from './format.ts';
import * as repository from './menu-transfer.repository.ts';
import { type CurrentMenu, changesOf, countsOf, type DishOp, type GroupOp, makePlan, nameKey, type Plan } from './plan.ts';
import { uniqueRef } from './refs.ts';
import { readXlsx, writeXlsx } from './xlsx.ts';
import { looksLikeOldExcel, looksLikeZip } from './zip-guard.ts';

export interface MenuFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const CONTENT_TYPES: Record<TransferFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** English files are comma-separated with decimal points; the other languages use `;` and decimal commas. */
const separatorFor = (locale: Locale) => (locale === 'en' ? ',' : ';');

async function writeFile(tables: readonly OutTable[], format: TransferFormat, locale: Locale): Promise<Buffer> {
  if (format === 'csv')
    return writeCsv(
      tables.map((table) => table.csvRows(locale)),
      separatorFor(locale),
    );
  return writeXlsx(tables.map((table) => ({ name: table.sheetName, rows: table.xlsxRows(), numberFormats: table.numberFormats })));
}

/** Today's date in the restaurant's time zone, as the file's name writes it (2026-11-24). */
function dateIn(timezone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** The restaurant's menu as a file; dishes without a ref get one first (stored, so a re-import finds them). */
export async function exportMenu(database: TenantDatabase, member: Member, format: TransferFormat, locale: Locale): Promise<MenuFile> {
  const { menu, naming, categories } = await database.withRestaurant(member.restaurantId, async (scope) => {
    const categories = await categoryResolver(scope);
    let menu = await repository.findTransferMenu(scope, { lock: false });
    if (menu.dishes.some((dish) => dish.ref === null)) {
      // Under the menu's lock, so an import or another export cannot give the same ref meanwhile.
      await lockRestaurantMenu(scope);
      menu = await repository.findTransferMenu(scope, { lock: false });
      const taken = new Set(menu.dishes.flatMap((dish) => (dish.ref ? [dish.ref] : [])));
      // In the file's order: of two dishes named alike, the one listed first gets the plain ref.
      const refs = inExportOrder(menu.dishes, categories)
        .filter((dish) => dish.ref === null)
        .map((dish) => ({ id: dish.id, ref: uniqueRef(dish.name, taken) }));
      await repository.assignRefs(scope, refs);
      const byId = new Map(refs.map((entry) => [entry.id, entry.ref]));
      menu = { ...menu, dishes: menu.dishes.map((dish) => ({ ...dish, ref: dish.ref ?? byId.get(dish.id) ?? null })) };
    }
    return { menu, naming: await repository.findRestaurantNaming(scope), categories };
  });
  return {
    filename: `menu-${naming.slug}-${dateIn(naming.timezone)}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: await writeFile(menuTables(menu, categories), format, locale),
  };
}

/** The empty format: the column names and one example dish (with the option group it offers). */
export async function exportTemplate(format: TransferFormat, locale: Locale): Promise<MenuFile> {
  return { filename: `menu-template.${format}`, contentType: CONTENT_TYPES[format], body: await writeFile(exampleMenu(), format, locale) };
}

// ---------------------------------------------------------------------------------------------------------------
// Import

const fileProblem = (message: Problem['message']): Problem => ({ sheet: null, row: null, column: null, message });

/** The file's tables and what is wrong with them; the format is read from the bytes (a ZIP is XLSX, else CSV). */
export async function readMenuFile(bytes: Buffer, locale: Locale): Promise<{ format: TransferFormat; parsed: ParsedFile }> {
  const problems: Problem[] = [];
  const empty = (): ParsedFile => ({ dishes: [], dishColumns: new Set(), options: [], groupColumns: new Set(), problems });
  if (bytes.length === 0) {
    problems.push(fileProblem((m) => m.transfer.fileEmpty));
    return { format: 'csv', parsed: empty() };
  }
  if (looksLikeZip(bytes)) {
    const workbook = await readXlsx(bytes, MAX_IMPORT_ROWS);
    if (!workbook.ok) {
      problems.push(fileProblem((m) => m.transfer.unreadableXlsx));
      return { format: 'xlsx', parsed: empty() };
    }
    const tables = workbook.sheets.flatMap((sheet) => findTables(sheet.rows, problems, sheet.tooManyRows));
    return { format: 'xlsx', parsed: readTables(tables, locale, problems) };
  }
  if (looksLikeOldExcel(bytes)) {
    problems.push(fileProblem((m) => m.transfer.oldExcel));
    return { format: 'xlsx', parsed: empty() };
  }
  const decoded = decodeText(bytes);
  if (!decoded.ok) {
    problems.push(fileProblem((m) => m.transfer.notReadable));
    return { format: 'csv', parsed: empty() };
  }
  const { records, unclosedQuoteAt } = parseCsv(decoded.text, detectSeparator(decoded.text));
  if (unclosedQuoteAt !== null) {
    problems.push({ sheet: null, row: unclosedQuoteAt, column: null, message: (m) => m.transfer.unclosedQuote });
    return { format: 'csv', parsed: empty() };
  }
  const rows = records.map((cells, index) => ({ row: index + 1, cells: cells.map((text) => ({ text })) }));
  return { format: 'csv', parsed: readTables(findTables(rows, problems), locale, problems) };
}

function problemsIn(problems: readonly Problem[], messages: Messages): ImportProblem[] {
  return problems.map((problem) => ({ ...problem, message: textIn(problem.message as Text, messages) }));
}

/** The refusal of a plan whose new dishes pass the limit (null: no limit, or room enough). */
async function planLimitProblem(scope: RestaurantTx, config: Config, plan: Plan, menu: CurrentMenu): Promise<Text | null> {
  const adds = plan.dishes.filter((op) => op.action === 'create').length;
  if (adds === 0) return null;
  const planId = await getActivePlan(scope, config);
  const limit = menuItemLimit(planId);
  if (limit === null || menu.dishes.length + adds <= limit) return null;
  return (m) => planLimitMessage(planId, adds, menu.dishes.length, m);
}

export function planLimitMessage(planId: PlanId | null, adds: number, menuCount: number, messages: Messages): string {
  const limit = menuItemLimit(planId) ?? 0;
  const next = PLANS.find((plan) => plan.limits.menuItems === null || plan.limits.menuItems > limit);
  return messages.transfer.planLimit(
    adds,
    planId ? getPlan(planId).name : null,
    limit,
    menuCount,
    next ? { name: next.name, limit: next.limits.menuItems } : null,
  );
}

/** What importing the file would do, and what is wrong with it. Writes nothing. */
export async function previewImport(database: TenantDatabase, config: Config, member: Member, bytes: Buffer, locale: Locale): Promise<MenuImportPreview> {
  const { format, parsed } = await readMenuFile(bytes, locale);
  const messages = messagesFor(locale);
  return database.withRestaurant(member.restaurantId, async (scope) => {
    const menu = await repository.findTransferMenu(scope, { lock: false });
    const plan = makePlan(parsed, menu, await categoryResolver(scope), locale);
    const { problems } = await dishImages(scope, plan, menu);
    const all = [...plan.problems, ...problems];
    const limit = await planLimitProblem(scope, config, plan, menu);
    return {
      format,
      dishes: countsOf(plan.dishes),
      option_groups: countsOf(plan.groups),
      new_categories: plan.newCategories,
      changes: changesOf(plan),
      errors: problemsIn(all.slice(0, MAX_LISTED_PROBLEMS), messages),
      error_count: all.length,
      plan_limit: limit ? textIn(limit, messages) : null,
      fingerprint: plan.fingerprint,
    };
  });
}

/** The dishes whose image the import sets: the file's address as it will be stored, and the photo it names. */
type Images = Map<DishOp, DishImage>;

/**
 * The image each created or changed dish will show (photos.service.ts `dishImage`: an address of an uploaded photo
 * must name one of the restaurant's, and keeps it), and a problem per row whose address names a photo it does not have.
 */
async function dishImages(scope: RestaurantTx, plan: Plan, menu: CurrentMenu): Promise<{ images: Images; problems: Problem[] }> {
  const images: Images = new Map();
  const problems: Problem[] = [];
  const before = new Map(menu.dishes.map((dish) => [dish.id, dish]));
  for (const op of plan.dishes) {
    if (op.action === 'unchanged') continue;
    const shown = op.id ? before.get(op.id) : undefined;
    if (shown && shown.image_url === op.values.image_url) {
      images.set(op, { imageUrl: shown.image_url, photoId: shown.photo_id });
      continue;
    }
    try {
      images.set(op, await dishImage(scope, op.values.image_url));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ sheet: 'dishes', row: op.row, column: 'image_url', message: error.fieldTexts?.image_url?.[0] ?? error.text });
    }
  }
  return { images, problems };
}

/**
 * Where each created or moved dish goes: the end of its category, in the file's order (a dish that stays in its
 * category keeps its place). The categories the file adds are made first (categories.ts).
 */
async function dishPlacings(
  scope: RestaurantTx,
  plan: Plan,
  menu: CurrentMenu,
  categories: CategoryResolver,
  member: Member,
): Promise<Map<DishOp, { categoryId: string; position: number }>> {
  const written = plan.dishes.filter((op) => op.action !== 'unchanged');
  const ids = await categoryIdsFor(scope, categories, [...new Set(written.map((op) => op.values.category as string))], member);
  const before = new Map(menu.dishes.map((dish) => [dish.id, dish]));
  const next = new Map<string, number>();
  const placings = new Map<DishOp, { categoryId: string; position: number }>();
  for (const op of written) {
    const categoryId = ids.get(nameKey(op.values.category as string)) as string;
    const was = op.id ? before.get(op.id) : undefined;
    if (was && nameKey(was.category) === nameKey(op.values.category as string)) {
      placings.set(op, { categoryId, position: was.position });
      continue;
    }
    const position = next.get(categoryId) ?? (await nextDishPosition(scope, categoryId));
    next.set(categoryId, position + 1);
    placings.set(op, { categoryId, position });
  }
  return placings;
}

/** Where a problem is, as the 400's field errors name it: `dishes.12.price`, `option_groups.4.max`, `file`. */
function fieldOf(problem: Problem): string {
  if (problem.sheet === null) return problem.row === null ? 'file' : `file.${problem.row}`;
  return [problem.sheet, problem.row ?? '', problem.column ?? ''].filter((part) => part !== '').join('.');
}

/**
 * Imports the file: everything in one transaction under the menu's lock, or nothing. `fingerprint`, when given, must
 * name the plan computed now (the file and the menu as the preview saw them).
 */
export async function commitImport(
  database: TenantDatabase,
  config: Config,
  member: Member,
  bytes: Buffer,
  locale: Locale,
  fingerprint: string | undefined,
): Promise<MenuImportResult> {
  const { format, parsed } = await readMenuFile(bytes, locale);
  return database.withRestaurant(member.restaurantId, async (scope) => {
    await lockRestaurantMenu(scope);
    const menu = await repository.findTransferMenu(scope, { lock: true });
    const categories = await categoryResolver(scope);
    const plan = makePlan(parsed, menu, categories, locale);
    const { images, problems: imageProblems } = await dishImages(scope, plan, menu);
    const problems = [...plan.problems, ...imageProblems];
    if (problems.length > 0) {
      const fieldTexts: Record<string, Text[]> = {};
      for (const problem of problems.slice(0, MAX_LISTED_PROBLEMS)) {
        const field = fieldOf(problem);
        fieldTexts[field] = [...(fieldTexts[field] ?? []), problem.message as Text];
      }
      const count = problems.length;
      throw new AppError('VALIDATION_FAILED', (m) => m.transfer.hasErrors(count), fieldTexts);
    }
    if (fingerprint !== undefined && fingerprint !== plan.fingerprint) throw new AppError('CONFLICT', (m) => m.transfer.changedSincePreview);
    const limit = await planLimitProblem(scope, config, plan, menu);
    if (limit) throw new AppError('PLAN_LIMIT_REACHED', limit);

    // Groups first: the dishes' links point at them.
    const result: MenuImportResult = { dishes: countsOf(plan.dishes), option_groups: countsOf(plan.groups), new_categories: plan.newCategories };
    // The same file again: nothing to write, not even the activity entry.
    if (result.dishes.create + result.dishes.update + result.option_groups.create + result.option_groups.update === 0) return result;

    const groupIds = new Map<string, string>();
    for (const group of menu.groups) if (!groupIds.has(nameKey(group.name))) groupIds.set(nameKey(group.name), group.id);
    const pars = (op: GroupOp) => op.values.options.map((option, index) => ({ name: option.name, par: op.portionsPars[index] ?? null }));
    for (const op of plan.groups) {
      if (op.action === 'create') {
        const id = await insertGroup(scope, op.values);
        await replaceOptions(scope, id, op.values);
        await repository.setOptionPars(scope, id, pars(op));
        groupIds.set(op.key, id);
      } else if (op.action === 'update' && op.id) {
        await updateGroup(scope, op.id, op.values);
        await replaceOptions(scope, op.id, op.values);
        await repository.setOptionPars(scope, op.id, pars(op));
      }
      if (op.id) groupIds.set(op.key, op.id);
    }

    const placings = await dishPlacings(scope, plan, menu, categories, member);
    const placing = (op: DishOp): repository.DishPlacing => {
      const place = placings.get(op) as { categoryId: string; position: number };
      return { ...place, photoId: images.get(op)?.photoId ?? null };
    };
    const withImage = (op: DishOp) => ({ ...op.values, image_url: images.get(op)?.imageUrl ?? op.values.image_url });
    const created = plan.dishes.filter((op) => op.action === 'create');
    const ids = await repository.insertDishes(
      scope,
      member.userId,
      created.map((op) => ({ ref: op.ref as string, values: withImage(op), placing: placing(op) })),
    );
    const links: Array<{ menuItemId: string; groupIds: string[] }> = [];
    const idsOf = (keys: readonly string[]) => keys.map((key) => groupIds.get(key)).filter((id): id is string => id !== undefined);
    for (const op of created) {
      const id = ids.get(op.ref as string);
      if (id && op.groupKeys.length > 0) links.push({ menuItemId: id, groupIds: idsOf(op.groupKeys) });
    }
    for (const op of plan.dishes) {
      if (op.action !== 'update' || !op.id) continue;
      await repository.updateDish(scope, op.id, withImage(op), placing(op), op.setsRef ? op.ref : null);
      if (op.changes.some((change) => change.field === 'options')) links.push({ menuItemId: op.id, groupIds: idsOf(op.groupKeys) });
    }
    await repository.replaceDishGroups(scope, links);
    // A photo a dish showed before the file gave it another goes once no dish shows it.
    const before = new Map(menu.dishes.map((dish) => [dish.id, dish]));
    for (const op of plan.dishes) {
      const was = op.action === 'update' && op.id ? before.get(op.id) : undefined;
      if (was?.photo_id && was.photo_id !== images.get(op)?.photoId) await releaseDishPhoto(scope, was.photo_id);
    }

    await insertActivity(scope, {
      ...actorOf(member),
      action: 'menu.imported',
      subjectType: 'restaurant',
      subjectId: member.restaurantId,
      details: {
        format,
        created: result.dishes.create,
        updated: result.dishes.update,
        groups_created: result.option_groups.create,
        groups_updated: result.option_groups.update,
      },
    });
    return result;
  });
}
