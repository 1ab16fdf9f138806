/** French texts of features/navigation (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  navLabels: {
    dashboard: 'Tableau de bord',
    menu: 'Carte',
    orders: 'Commandes',
    reservations: 'Réservations',
    customers: 'Clients',
    inventory: 'Stocks',
    staff: 'Équipe',
    analytics: 'Statistiques',
    subscription: 'Abonnement',
  },
  headerTexts: {
    skipToContent: 'Aller au contenu',
    openNavigation: 'Ouvrir la navigation',
    planBadge: (plan) => `Formule ${plan}`,
    settings: 'Paramètres',
    signOut: 'Se déconnecter',
    drawer: 'Navigation',
    closeNavigation: 'Fermer la navigation',
    mainNavigation: 'Principale',
  },
  planGateTexts: {
    needsPlan: (plan) => `Nécessite la formule ${plan}`,
    availableOn: (feature, plan) => `${feature}\u00a0: disponible à partir de la formule ${plan}.`,
    seePlans: 'Voir les formules',
    needsUpgrade: (feature) => `${feature}\u00a0: formule supérieure requise`,
    upgradeToUnlock: (feature, plan) => `${feature}\u00a0: disponible à partir de la formule ${plan}. Passez à une formule supérieure pour y accéder.`,
  },
  comingSoonTexts: {
    gated: 'Bientôt disponible\u00a0! Cette fonctionnalité est proposée à partir de la formule Restaurant.',
  },
};
export default fr;
