/**
 * A file's category cell → the dish's category: one of the restaurant's own (issue 19, decision 0025), matched by name
 * whatever its case, or — a name the restaurant has none of — a category the import adds at the end of the menu. The
 * one place the import resolves a category; the commit turns the names into ids (categoryIdsFor).
 */
import { DEFAULT_CATEGORY_NAME, MAX_CATEGORIES } from '@maitre/shared/categories';
import type { RestaurantTx } from '../../db/tenant.ts';
import type { Member } from '../auth/authenticate.ts';
import { findCategories } from '../categories/categories.repository.ts';
import { findOrCreateCategory } from '../categories/categories.service.ts';
import { nameKey } from './plan.ts';

/** The restaurant's categories, for the import to resolve names against and the export to order dishes by. */
export interface CategoryResolver {
  /** The category a cell names: the restaurant's (its own spelling), or the cell's name trimmed when it is new. */
  resolve(name: string): { name: string; isNew: boolean };
  /** A new dish's category when its row names none: Main Course, else the menu's first category. */
  readonly defaultName: string;
  /** The names, in the menu's order. */
  readonly names: readonly string[];
  /** How many more the restaurant may have (MAX_CATEGORIES). */
  readonly room: number;
  /** The id of the restaurant's category of this name (any case), or undefined for a new one. */
  idOf(name: string): string | undefined;
}

export async function categoryResolver(scope: RestaurantTx): Promise<CategoryResolver> {
  const categories = await findCategories(scope);
  const byKey = new Map(categories.map((category) => [nameKey(category.name), category.name]));
  const idByKey = new Map(categories.map((category) => [nameKey(category.name), category.id]));
  const names = categories.map((category) => category.name);
  return {
    resolve: (name) => {
      const found = byKey.get(nameKey(name));
      return found === undefined ? { name: name.trim(), isNew: true } : { name: found, isNew: false };
    },
    defaultName: byKey.get(nameKey(DEFAULT_CATEGORY_NAME)) ?? names[0] ?? DEFAULT_CATEGORY_NAME,
    names,
    room: Math.max(0, MAX_CATEGORIES - categories.length),
    idOf: (name) => idByKey.get(nameKey(name)),
  };
}

/**
 * The ids of the categories these names are, by name key: the restaurant's, and the file's new ones made at the end of
 * the menu in the file's order (written to the activity log as `member`'s). Takes the menu's lock, which the commit
 * holds already.
 */
export async function categoryIdsFor(
  scope: RestaurantTx,
  categories: CategoryResolver,
  names: readonly string[],
  member: Member,
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of names) {
    const key = nameKey(name);
    if (ids.has(key)) continue;
    ids.set(key, categories.idOf(name) ?? (await findOrCreateCategory(scope, name, member)).id);
  }
  return ids;
}
