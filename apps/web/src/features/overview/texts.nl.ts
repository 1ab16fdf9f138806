/** Dutch texts of features/overview (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  overviewTexts: {
    title: 'Dashboard',
    goodMorning: 'Goedemorgen',
    goodAfternoon: 'Goedemiddag',
    goodEvening: 'Goedenavond',
    restaurantToday: (restaurant) => `Zo gaat het vandaag met ${restaurant}.`,
    yourRestaurantToday: 'Zo gaat het vandaag met je restaurant.',
    planBefore: 'Je hebt het pakket ',
    planAfter: '.',
    loadingFigures: 'Cijfers van vandaag laden…',
    figuresFailed: 'De cijfers van vandaag konden niet worden geladen. Ze verschijnen zodra de verbinding terug is.',
    todayOrders: 'Bestellingen vandaag',
    reservations: 'Reserveringen',
    activeCustomers: 'Actieve klanten',
    revenueToday: 'Omzet vandaag',
    recentOrders: 'Recente bestellingen',
    viewAll: 'Alles bekijken',
    noOrders: 'Nog geen bestellingen. Ze verschijnen hier zodra klanten gaan bestellen.',
    quickActions: 'Snelle acties',
    orderPage: 'Je bestelpagina',
  },
  statCardTexts: {
    noneYesterday: 'Gisteren niets',
    fromYesterday: (change) => `${change} vergeleken met gisteren`,
  },
  quickActionTexts: {
    addMenuItem: 'Gerecht toevoegen',
    newOrder: 'Nieuwe bestelling',
    viewOrders: 'Bestellingen bekijken',
    manageSubscription: 'Abonnement beheren',
  },
};
export default nl;
