/** French texts of features/devices (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  devicesTexts: {
    title: 'Écrans et imprimantes',
    description:
      'Les écrans de cuisine, écrans «\u00a0prêt\u00a0» et imprimantes se connectent avec un code à usage unique, jamais avec le mot de passe d’une personne. Révoquez-en un et il est déconnecté aussitôt.',
    loading: 'Chargement des appareils…',
    loadFailed: 'Impossible de charger les appareils.',
    tryAgain: 'Réessayer',
    empty: 'Aucun appareil pour l’instant. Associez la tablette de la cuisine ou l’écran du comptoir\u00a0: cela prend une minute.',
    pair: 'Associer un appareil',
    kind: 'Type d’appareil',
    name: 'Nom',
    namePlaceholder: 'Passe, Grill, Comptoir…',
    create: 'Obtenir un code',
    creating: 'Création…',
    cancel: 'Annuler',
    close: 'Terminé',
    kitchen_display: 'Écran de cuisine',
    ready_board: 'Écran «\u00a0prêt\u00a0»',
    printer: 'Imprimante',
    print_bridge: 'Passerelle d’impression',
    waiting: 'En attente de son code',
    paired: 'Associé',
    lastSeen: (when) => `Vu pour la dernière fois ${when}`,
    createdBy: (name) => `Ajouté par ${name}`,
    codeTitle: (name) => `Code pour ${name}`,
    codeLead: 'Sur l’appareil, ouvrez cette adresse et saisissez le code\u00a0:',
    bridgeLead:
      'Sur l’ordinateur de la passerelle d’impression, dans une copie de Maître, lancez une fois cette commande (README, «\u00a0Print bridge\u00a0»)\u00a0:',
    codeExpires: (time) => `Valable une fois, jusqu’à ${time}.`,
    newCode: 'Nouveau code',
    newCodeFor: (name) => `Nouveau code pour ${name}`,
    revoke: 'Révoquer',
    revokeDevice: (name) => `Révoquer ${name}`,
    revokeQuestion: (name) => `Révoquer ${name}\u00a0? Il est déconnecté aussitôt et il lui faudra un nouveau code pour revenir.`,
    revokeConfirm: 'Révoquer',
    revoked: (name) => `${name} révoqué`,
    failed: 'La modification n’a pas pu être enregistrée. Veuillez réessayer.',
  },
  pairTexts: {
    title: 'Associer cet appareil',
    lead: 'Saisissez le code créé par un responsable dans Paramètres → Écrans et imprimantes.',
    code: 'Code d’association',
    submit: 'Associer',
    submitting: 'Association…',
    required: 'Saisissez le code affiché dans les Paramètres.',
    failed: 'L’appareil n’a pas pu être associé. Vérifiez la connexion et réessayez.',
    paired: (name, restaurant) => `${name} est associé à ${restaurant}.`,
    nothingToOpen: 'Cet appareil n’a pas d’écran à afficher ici\u00a0: vous pouvez fermer cette page.',
  },
};
export default fr;
