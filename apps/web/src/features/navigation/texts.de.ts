/** German texts of features/navigation (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  navLabels: {
    dashboard: 'Dashboard',
    menu: 'Speisekarte',
    orders: 'Bestellungen',
    reservations: 'Reservierungen',
    customers: 'Kunden',
    inventory: 'Lager',
    staff: 'Team',
    analytics: 'Analysen',
    subscription: 'Abonnement',
  },
  headerTexts: {
    skipToContent: 'Zum Inhalt springen',
    openNavigation: 'Navigation öffnen',
    planBadge: (plan) => `Tarif ${plan}`,
    settings: 'Einstellungen',
    signOut: 'Abmelden',
    drawer: 'Navigation',
    closeNavigation: 'Navigation schließen',
    mainNavigation: 'Hauptnavigation',
  },
  planGateTexts: {
    needsPlan: (plan) => `Erfordert den Tarif ${plan}`,
    availableOn: (feature, plan) => `${feature}: ab dem Tarif ${plan} verfügbar.`,
    seePlans: 'Tarife ansehen',
    needsUpgrade: (feature) => `Für ${feature} ist ein höherer Tarif nötig`,
    upgradeToUnlock: (feature, plan) => `${feature}: ab dem Tarif ${plan} enthalten. Wechseln Sie zu einem höheren Tarif, um die Funktion freizuschalten.`,
  },
  comingSoonTexts: {
    gated: 'Demnächst verfügbar! Diese Funktion gibt es ab dem Tarif Restaurant.',
  },
};
export default de;
