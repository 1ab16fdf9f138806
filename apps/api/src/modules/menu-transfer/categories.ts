/**
 * A file's category cell → the dish's category. Today the categories are the spec's five (packages/shared/src/menu.ts),
 * matched by their English name whatever the case; an unknown name is a row error. This is the one place the import
 * resolves a category: when restaurants have their own categories (issue 19, the categories part), this function
 * becomes the categories module's lookup (and an unknown name a new category), and the rest of the import stays.
 */
import { MENU_CATEGORIES, type MenuCategory } from '@maitre/shared/menu';
import type { RestaurantTx } from '../../db/tenant.ts';

/** The restaurant's categories, for the import to resolve names against and the export to write. */
export interface CategoryResolver {
  resolve(name: string): MenuCategory | null;
  /** The names, in the menu's order (what an unknown name's message lists, and the export's order). */
  readonly names: readonly MenuCategory[];
}

export async function categoryResolver(_scope: RestaurantTx): Promise<CategoryResolver> {
  const byKey = new Map(MENU_CATEGORIES.map((category) => [category.toLowerCase(), category]));
  return {
    resolve: (name) => byKey.get(name.trim().toLowerCase()) ?? null,
    names: MENU_CATEGORIES,
  };
}

/** resolveCategory(tx, name): the category a file's cell names, or null when the restaurant has none of that name. */
export async function resolveCategory(scope: RestaurantTx, name: string): Promise<MenuCategory | null> {
  return (await categoryResolver(scope)).resolve(name);
}
