/** German texts of features/overview (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  overviewTexts: {
    title: 'Dashboard',
    goodMorning: 'Guten Morgen',
    goodAfternoon: 'Guten Tag',
    goodEvening: 'Guten Abend',
    restaurantToday: (restaurant) => `${restaurant} heute auf einen Blick.`,
    yourRestaurantToday: 'Ihr Restaurant heute auf einen Blick.',
    planBefore: 'Sie nutzen den Tarif ',
    planAfter: '.',
    loadingFigures: 'Die heutigen Zahlen werden geladen…',
    figuresFailed: 'Die heutigen Zahlen konnten nicht geladen werden. Sie erscheinen, sobald die Verbindung wieder steht.',
    todayOrders: 'Bestellungen heute',
    reservations: 'Reservierungen',
    activeCustomers: 'Aktive Kunden',
    revenueToday: 'Umsatz heute',
    recentOrders: 'Neueste Bestellungen',
    viewAll: 'Alle anzeigen',
    noOrders: 'Noch keine Bestellungen. Sie erscheinen hier, sobald Ihre Kunden bestellen.',
    quickActions: 'Schnellzugriff',
    orderPage: 'Ihre Bestellseite',
  },
  statCardTexts: {
    noneYesterday: 'Gestern nichts',
    fromYesterday: (change) => `${change} gegenüber gestern`,
  },
  quickActionTexts: {
    addMenuItem: 'Gericht hinzufügen',
    newOrder: 'Neue Bestellung',
    viewOrders: 'Bestellungen ansehen',
    manageSubscription: 'Abonnement verwalten',
  },
};
export default de;
