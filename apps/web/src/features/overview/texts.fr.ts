/** French texts of features/overview (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  overviewTexts: {
    title: 'Tableau de bord',
    goodMorning: 'Bonjour',
    goodAfternoon: 'Bonjour',
    goodEvening: 'Bonsoir',
    restaurantToday: (restaurant) => `Voici où en est ${restaurant} aujourd'hui.`,
    yourRestaurantToday: "Voici où en est votre restaurant aujourd'hui.",
    planBefore: 'Vous avez la formule ',
    planAfter: '.',
    loadingFigures: 'Chargement des chiffres du jour…',
    figuresFailed: "Impossible de charger les chiffres du jour. Ils s'afficheront dès le retour de la connexion.",
    todayOrders: 'Commandes du jour',
    reservations: 'Réservations',
    activeCustomers: 'Clients actifs',
    revenueToday: "Chiffre d'affaires du jour",
    recentOrders: 'Commandes récentes',
    viewAll: 'Tout voir',
    noOrders: "Aucune commande pour l'instant. Elles apparaîtront ici dès que vos clients commenceront à commander.",
    quickActions: 'Actions rapides',
    orderPage: 'Votre page de commande',
  },
  statCardTexts: {
    noneYesterday: 'Rien hier',
    fromYesterday: (change) => `${change} par rapport à hier`,
  },
  quickActionTexts: {
    addMenuItem: 'Ajouter un plat',
    newOrder: 'Nouvelle commande',
    viewOrders: 'Voir les commandes',
    manageSubscription: "Gérer l'abonnement",
  },
};
export default fr;
