/** The guest order page (/r/{slug}): its own small bundle — React only, no dashboard code, no router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StorefrontApp } from './storefront-app';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('storefront.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <StorefrontApp />
  </StrictMode>,
);
