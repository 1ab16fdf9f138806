/** The order page in Italian: one chunk, loaded when the guest's language is not English. */

import shared from '@maitre/shared/messages/it';
import ui from '@/components/ui/texts.it';
import legal from '@/features/legal/texts.it';
import options from '@/features/options/texts.it';
import storefront from '@/features/storefront/texts.it';
import lib from '@/lib/texts.it';
import type { StorefrontCatalog } from './catalog';

const it: StorefrontCatalog = { legal, options, storefront, ui, lib };
export default it;

/** The shared messages in this language (the loader registers them). */
export { shared };
