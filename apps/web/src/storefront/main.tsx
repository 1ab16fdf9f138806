/** The guest order page (/r/{slug}): its own small bundle — React only, no dashboard code, no router. */

import { setMessagesLocaleGetter } from '@maitre/shared/messages/registry';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserLocale, currentLocale, pseudoLocaleRequested, setPseudoLocale, storedLocale } from '@/lib/i18n';
import { setCatalogLoader, switchLocale } from '@/lib/locale-root';
import { loadStorefrontCatalog } from './i18n/catalog';
import { StorefrontApp } from './storefront-app';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('storefront.html has no #root element');

// The guest's language: the one they picked on an order page before, else their browser's (Accept-Language). The
// restaurant's default language is the fallback the page learns with the menu (followRestaurantLanguage).
// The shared schemas' messages follow the active language (its catalog chunk registers them).
setMessagesLocaleGetter(currentLocale);
setCatalogLoader(loadStorefrontCatalog);
if (pseudoLocaleRequested()) setPseudoLocale(true);
void switchLocale(storedLocale() ?? browserLocale()).then(() => {
  createRoot(container).render(
    <StrictMode>
      <StorefrontApp />
    </StrictMode>,
  );
});
