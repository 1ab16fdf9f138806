/** Spanish texts of features/navigation (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  navLabels: {
    dashboard: 'Panel',
    menu: 'Carta',
    orders: 'Pedidos',
    reservations: 'Reservas',
    customers: 'Clientes',
    inventory: 'Inventario',
    staff: 'Equipo',
    analytics: 'Estadísticas',
    subscription: 'Suscripción',
  },
  headerTexts: {
    skipToContent: 'Saltar al contenido',
    openNavigation: 'Abrir la navegación',
    planBadge: (plan) => `Plan ${plan}`,
    settings: 'Ajustes',
    signOut: 'Cerrar sesión',
    drawer: 'Navegación',
    closeNavigation: 'Cerrar la navegación',
    mainNavigation: 'Principal',
  },
  planGateTexts: {
    needsPlan: (plan) => `Requiere el plan ${plan}`,
    availableOn: (feature, plan) => `${feature}: disponible a partir del plan ${plan}.`,
    seePlans: 'Ver planes',
    needsUpgrade: (feature) => `Para ${feature} necesitas un plan superior`,
    upgradeToUnlock: (feature, plan) => `${feature}: disponible a partir del plan ${plan}. Mejora tu plan para acceder.`,
  },
  comingSoonTexts: {
    gated: '¡Próximamente! Esta función está disponible a partir del plan Restaurant.',
  },
};
export default es;
