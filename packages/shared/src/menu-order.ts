/**
 * The menu's order (issue 19, decision 0025): categories in the owner's order, then each one's dishes in theirs. Zod-free,
 * for any screen that lists dishes (the dashboard's menu, the allergen chart, the phone order form).
 */

/** What ordering needs of a dish: its category and its place in it (the name breaks ties, as a last resort). */
export interface PlacedDish {
  category_id: string;
  position: number;
  name: string;
}

/**
 * The dishes sorted by their categories' order (`categoryIds`, in order), then by position within each; a dish of a
 * category not listed (the categories are still loading) comes after, grouped by its category.
 */
export function inMenuOrder<T extends PlacedDish>(items: readonly T[], categoryIds: readonly string[]): T[] {
  const rank = new Map(categoryIds.map((id, index) => [id, index]));
  const rankOf = (item: T) => rank.get(item.category_id) ?? categoryIds.length;
  return [...items].sort(
    (a, b) =>
      rankOf(a) - rankOf(b) ||
      (a.category_id < b.category_id ? -1 : a.category_id > b.category_id ? 1 : 0) ||
      a.position - b.position ||
      a.name.localeCompare(b.name),
  );
}

/** `ids` with the one at `from` moved to `to` (both clamped to the list): what a drag or a "move up" makes of an order. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || from === target) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(target, 0, item);
  return next;
}
