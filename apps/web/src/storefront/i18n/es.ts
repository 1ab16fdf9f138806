/** The order page in Spanish: one chunk, loaded when the guest's language is not English. */

import shared from '@maitre/shared/messages/es';
import ui from '@/components/ui/texts.es';
import legal from '@/features/legal/texts.es';
import options from '@/features/options/texts.es';
import storefront from '@/features/storefront/texts.es';
import lib from '@/lib/texts.es';
import type { StorefrontCatalog } from './catalog';

const es: StorefrontCatalog = { legal, options, storefront, ui, lib };
export default es;

/** The shared messages in this language (the loader registers them). */
export { shared };
