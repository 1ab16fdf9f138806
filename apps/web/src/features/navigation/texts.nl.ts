/** Dutch texts of features/navigation (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  navLabels: {
    dashboard: 'Dashboard',
    menu: 'Menukaart',
    orders: 'Bestellingen',
    reservations: 'Reserveringen',
    customers: 'Klanten',
    inventory: 'Voorraad',
    staff: 'Team',
    analytics: 'Statistieken',
    subscription: 'Abonnement',
  },
  headerTexts: {
    skipToContent: 'Naar de inhoud',
    openNavigation: 'Navigatie openen',
    planBadge: (plan) => `Pakket ${plan}`,
    settings: 'Instellingen',
    signOut: 'Uitloggen',
    drawer: 'Navigatie',
    closeNavigation: 'Navigatie sluiten',
    mainNavigation: 'Hoofdmenu',
  },
  planGateTexts: {
    needsPlan: (plan) => `Vereist het pakket ${plan}`,
    availableOn: (feature, plan) => `${feature}: beschikbaar vanaf het pakket ${plan}.`,
    seePlans: 'Pakketten bekijken',
    needsUpgrade: (feature) => `Voor ${feature} is een hoger pakket nodig`,
    upgradeToUnlock: (feature, plan) => `${feature}: beschikbaar vanaf het pakket ${plan}. Kies een hoger pakket om toegang te krijgen.`,
  },
  comingSoonTexts: {
    gated: 'Binnenkort beschikbaar! Deze functie zit in het pakket Restaurant en hoger.',
  },
};
export default nl;
