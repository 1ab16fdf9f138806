/** Italian texts of features/overview (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  overviewTexts: {
    title: 'Pannello',
    goodMorning: 'Buongiorno',
    goodAfternoon: 'Buon pomeriggio',
    goodEvening: 'Buonasera',
    restaurantToday: (restaurant) => `Ecco come sta andando oggi ${restaurant}.`,
    yourRestaurantToday: 'Ecco come sta andando oggi il tuo ristorante.',
    planBefore: 'Il tuo piano è ',
    planAfter: '.',
    loadingFigures: 'Caricamento dei dati di oggi…',
    figuresFailed: 'Non è stato possibile caricare i dati di oggi. Compariranno appena torna la connessione.',
    todayOrders: 'Ordini di oggi',
    reservations: 'Prenotazioni',
    activeCustomers: 'Clienti attivi',
    revenueToday: 'Incasso di oggi',
    recentOrders: 'Ordini recenti',
    viewAll: 'Vedi tutti',
    noOrders: 'Ancora nessun ordine. Gli ordini compariranno qui appena i clienti inizieranno a ordinare.',
    quickActions: 'Azioni rapide',
    orderPage: 'La tua pagina ordini',
  },
  statCardTexts: {
    noneYesterday: 'Ieri niente',
    fromYesterday: (change) => `${change} rispetto a ieri`,
  },
  quickActionTexts: {
    addMenuItem: 'Aggiungi piatto',
    newOrder: 'Nuovo ordine',
    viewOrders: 'Vedi ordini',
    manageSubscription: 'Gestisci abbonamento',
  },
};
export default it;
