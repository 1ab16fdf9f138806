import { permissionTexts } from '@/features/team/texts';
import { usePermission } from '@/features/team/use-permission';
import { SlugForm } from './slug-form';

/** The order page's address is the restaurant's: a role without settings:write sees why it cannot change it. */
export function SlugFormFor({ slug }: { slug: string }) {
  if (!usePermission('settings:write')) return <p className="text-sm text-stone-600">{permissionTexts.slugReadOnly}</p>;
  return <SlugForm key={slug} slug={slug} />;
}
