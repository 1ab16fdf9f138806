/** The order page in French: one chunk, loaded when the guest's language is not English. */

import shared from '@maitre/shared/messages/fr';
import ui from '@/components/ui/texts.fr';
import legal from '@/features/legal/texts.fr';
import options from '@/features/options/texts.fr';
import storefront from '@/features/storefront/texts.fr';
import lib from '@/lib/texts.fr';
import type { StorefrontCatalog } from './catalog';

const fr: StorefrontCatalog = { legal, options, storefront, ui, lib };
export default fr;

/** The shared messages in this language (the loader registers them). */
export { shared };
