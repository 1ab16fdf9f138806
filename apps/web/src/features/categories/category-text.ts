/** A category's name as the dashboard shows it: in the reader's language when the restaurant gave one, else its own. */
import { type CategoryTranslations, categoryName } from '@maitre/shared/categories';
import { currentLocale } from '@/lib/i18n';

export function shownCategoryName(category: { name: string; translations: CategoryTranslations }): string {
  return categoryName(category, currentLocale());
}
