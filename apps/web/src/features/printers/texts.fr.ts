/** French texts of features/printers (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  printersTexts: {
    title: 'Imprimantes',
    description:
      'Les tickets cuisine et les reçus s’impriment seuls sur les imprimantes Star (CloudPRNT) et Epson (Server Direct Print)\u00a0: l’imprimante demande ses tickets à Maître par internet, rien à installer.',
    loading: 'Chargement des imprimantes…',
    loadFailed: 'Impossible de charger les imprimantes.',
    tryAgain: 'Réessayer',
    empty: 'Aucune imprimante pour l’instant.',
    name: 'Nom',
    protocol: 'Imprimante',
    cloudprnt: 'Star (CloudPRNT)',
    epsonSdp: 'Epson (Server Direct Print, impression directe)',
    bridge: 'Imprimante réseau (via la passerelle d’impression)',
    bridgeHint:
      'Pour toute imprimante réseau qui accepte l’ESC/POS brut sur le port 9100\u00a0: la passerelle d’impression, un petit programme sur un ordinateur ou un Raspberry Pi du restaurant, lui transmet les tickets. Associez-la avec un code de la rubrique Écrans et imprimantes (ajoutez une passerelle d’impression).',
    host: 'Adresse de l’imprimante sur votre réseau',
    port: 'Port',
    codePlaceholder: 'VOTRE-CODE',
    bridgeTitle: 'Lancer la passerelle d’impression',
    bridgeSteps:
      'Sur un ordinateur ou un Raspberry Pi du même réseau que l’imprimante (Node.js 20 ou plus récent), dans une copie de Maître, lancez une fois la commande ci-dessous avec un code d’association de Paramètres → Écrans et imprimantes (ajoutez une passerelle d’impression). Elle garde sa session\u00a0: les démarrages suivants se passent de code.',
    bridgeNetwork: 'La passerelle se connecte vers Maître en HTTPS et vers l’imprimante sur son port\u00a0: aucun port à ouvrir sur votre box.',
    width: 'Largeur du papier',
    widthMm: (mm) => `${mm} mm`,
    kitchenTickets: 'Tickets cuisine',
    receipts: 'Reçus',
    copies: 'Exemplaires',
    autoPrint: 'Imprime seule',
    autoAccepted: 'Quand une commande est acceptée',
    autoArrived: 'Quand une commande arrive',
    autoOff: 'Seulement sur demande',
    add: 'Ajouter l’imprimante',
    adding: 'Ajout…',
    deletePrinter: (name) => `Supprimer l’imprimante ${name}`,
    deleted: (name) => `Imprimante ${name} supprimée`,
    added: (name) => `Imprimante ${name} ajoutée`,
    failed: 'La modification n’a pas pu être enregistrée. Réessayez.',
    status: {
      unknown: 'Jamais connectée',
      online: 'En ligne',
      offline: 'Hors ligne',
      paper_out: 'Plus de papier',
      cover_open: 'Capot ouvert',
      error: 'Erreur',
    },
    prints: (what) => `Imprime\u00a0: ${what}`,
    copiesOf: (count) => (count === 1 ? '1 exemplaire' : `${count} exemplaires`),
    urlTitle: 'Saisissez cette adresse dans l’imprimante',
    urlOnce:
      'Elle n’est affichée que maintenant\u00a0: copiez-la avant de quitter la page. Pour en obtenir une nouvelle, supprimez l’imprimante et ajoutez-la de nouveau.',
    starSteps:
      'Ouvrez la page web de l’imprimante (son adresse IP dans un navigateur), allez dans CloudPRNT, activez-le, collez l’adresse comme Server URL et réglez l’intervalle d’interrogation sur 5 secondes. Enregistrez et redémarrez l’imprimante.',
    epsonSteps:
      'Ouvrez la page web de l’imprimante (son adresse IP dans un navigateur), allez dans Server Direct Print, activez-le, collez l’adresse comme URL, saisissez un ID (un nom au choix) et réglez l’intervalle sur 5 secondes. Enregistrez et redémarrez l’imprimante.',
    copy: 'Copier l’adresse',
    copied: 'Adresse copiée',
    done: 'Terminé',
  },
  ticketTexts: {
    title: 'Ticket',
    kitchen: 'Ticket cuisine',
    receipt: 'Reçu',
    preview: (what, mm) => `${what}, aperçu en ${mm} mm`,
    print: 'Imprimer sur les imprimantes',
    printing: 'Envoi…',
    sent: (count) => (count === 1 ? '1 ticket envoyé' : `${count} tickets envoyés`),
    sentCopy: 'Renvoyé, marqué COPIE',
    failed: 'Le ticket n’a pas pu être envoyé. Réessayez.',
    browser58: 'Imprimer ici (58 mm)',
  },
  offlineTexts: {
    offline: (names) => `Imprimante hors ligne\u00a0: ${names}. Ses tickets attendent son retour en ligne.`,
    stopped: (names) => `Imprimante à vérifier\u00a0: ${names}. Ses tickets attendent qu’elle imprime de nouveau.`,
    settings: 'Paramètres des imprimantes',
  },
};

export default fr;
