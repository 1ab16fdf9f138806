/** French texts of features/realtime (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  liveOrdersTexts: {
    newOrder: 'Nouvelle commande reçue',
    newOrderAtTable: (table) => `Nouvelle commande reçue · Table ${table}`,
    chime: 'Son des commandes',
    chimeOn: 'Son des commandes activé — cliquez pour le couper',
    chimeOff: "Son des commandes coupé — cliquez pour l'activer",
    live: 'En direct',
    connecting: 'Connexion…',
    reconnecting: 'Reconnexion…',
    liveHint: "Les nouvelles commandes arrivent sur cet écran dès qu'elles sont passées",
    reconnectingHint: 'La connexion est coupée : cet écran se met à jour tout seul dès son retour',
    enableSound: 'Touchez pour activer le son',
    waiting: (count) => plural(count, { one: '# nouvelle commande en attente', other: '# nouvelles commandes en attente' }),
    acknowledge: "J'ai vu",
    pageFailed: "Cette page n'a pas pu se charger : la connexion est peut-être coupée. Elle se chargera d'elle-même au retour de la connexion.",
    tryAgain: 'Réessayer',
  },
};
export default fr;
