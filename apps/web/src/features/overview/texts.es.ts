/** Spanish texts of features/overview (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  overviewTexts: {
    title: 'Panel',
    goodMorning: 'Buenos días',
    goodAfternoon: 'Buenas tardes',
    goodEvening: 'Buenas noches',
    restaurantToday: (restaurant) => `Así va hoy ${restaurant}.`,
    yourRestaurantToday: 'Así va hoy tu restaurante.',
    planBefore: 'Tienes el plan ',
    planAfter: '.',
    loadingFigures: 'Cargando las cifras de hoy…',
    figuresFailed: 'No se han podido cargar las cifras de hoy. Aparecerán cuando vuelva la conexión.',
    todayOrders: 'Pedidos de hoy',
    reservations: 'Reservas',
    activeCustomers: 'Clientes activos',
    revenueToday: 'Ingresos de hoy',
    recentOrders: 'Pedidos recientes',
    viewAll: 'Ver todos',
    noOrders: 'Aún no hay pedidos. Aparecerán aquí en cuanto los clientes empiecen a pedir.',
    quickActions: 'Acciones rápidas',
    orderPage: 'Tu página de pedidos',
  },
  statCardTexts: {
    noneYesterday: 'Nada ayer',
    fromYesterday: (change) => `${change} respecto a ayer`,
  },
  quickActionTexts: {
    addMenuItem: 'Añadir plato',
    newOrder: 'Nuevo pedido',
    viewOrders: 'Ver pedidos',
    manageSubscription: 'Gestionar suscripción',
  },
};
export default es;
