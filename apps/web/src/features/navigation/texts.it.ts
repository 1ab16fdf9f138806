/** Italian texts of features/navigation (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  navLabels: {
    dashboard: 'Pannello',
    menu: 'Menù',
    orders: 'Ordini',
    reservations: 'Prenotazioni',
    customers: 'Clienti',
    inventory: 'Magazzino',
    staff: 'Staff',
    analytics: 'Statistiche',
    subscription: 'Abbonamento',
  },
  headerTexts: {
    skipToContent: 'Vai al contenuto',
    openNavigation: 'Apri la navigazione',
    planBadge: (plan) => `Piano ${plan}`,
    settings: 'Impostazioni',
    signOut: 'Esci',
    drawer: 'Navigazione',
    closeNavigation: 'Chiudi la navigazione',
    mainNavigation: 'Principale',
  },
  planGateTexts: {
    needsPlan: (plan) => `Richiede il piano ${plan}`,
    availableOn: (feature, plan) => `${feature}: disponibile dal piano ${plan} in su.`,
    seePlans: 'Vedi i piani',
    needsUpgrade: (feature) => `Per ${feature} serve un piano superiore`,
    upgradeToUnlock: (feature, plan) => `${feature}: disponibile dal piano ${plan} in su. Passa a un piano superiore per accedervi.`,
  },
  comingSoonTexts: {
    gated: 'Presto disponibile! Questa funzione è inclusa dal piano Restaurant in su.',
  },
};
export default it;
