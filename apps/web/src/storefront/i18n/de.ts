/** The order page in German: one chunk, loaded when the guest's language is not English. */

import shared from '@maitre/shared/messages/de';
import ui from '@/components/ui/texts.de';
import legal from '@/features/legal/texts.de';
import options from '@/features/options/texts.de';
import storefront from '@/features/storefront/texts.de';
import lib from '@/lib/texts.de';
import type { StorefrontCatalog } from './catalog';

const de: StorefrontCatalog = { legal, options, storefront, ui, lib };
export default de;

/** The shared messages in this language (the loader registers them). */
export { shared };
