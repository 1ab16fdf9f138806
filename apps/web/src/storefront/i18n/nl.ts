/** The order page in Dutch: one chunk, loaded when the guest's language is not English. */

import shared from '@maitre/shared/messages/nl';
import ui from '@/components/ui/texts.nl';
import legal from '@/features/legal/texts.nl';
import options from '@/features/options/texts.nl';
import storefront from '@/features/storefront/texts.nl';
import lib from '@/lib/texts.nl';
import type { StorefrontCatalog } from './catalog';

const nl: StorefrontCatalog = { legal, options, storefront, ui, lib };
export default nl;

/** The shared messages in this language (the loader registers them). */
export { shared };
