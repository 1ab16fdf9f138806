/** French texts of features/storefront (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money, plural } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  menuPageTexts: {
    documentTitle: (restaurant) => `${restaurant} — commander en ligne`,
    loading: 'Chargement de la carte…',
    restaurantNotFound: 'Nous n’avons pas trouvé ce restaurant. Vérifiez le lien que vous avez reçu.',
    somethingWentWrong: 'Un problème est survenu',
    tryAgain: 'Réessayer',
    orderOnline: 'Commande en ligne',
    menu: 'Carte',
    empty: 'Ce restaurant n’a rien sur sa carte en ligne pour le moment.',
    categories: {
      Appetizers: 'Entrées',
      'Main Course': 'Plats',
      Desserts: 'Desserts',
      Beverages: 'Boissons',
      Specials: 'Suggestions',
    },
    addToCart: (item) => `Ajouter ${item} au panier`,
    add: 'Ajouter',
    viewOrder: (count) => `Voir votre commande · ${plural(count, { one: '# article', other: '# articles' })}`,
  },
  cartTexts: {
    heading: 'Votre commande',
    empty: 'Votre panier est vide. Ajoutez quelque chose depuis la carte.',
    noLongerAvailable: 'Plus disponible',
    item: 'article',
    quantityOf: (item) => `Quantité de ${item}`,
    removeFromCart: (item) => `Retirer ${item} du panier`,
    remove: 'Retirer',
    total: 'Total',
    name: 'Nom',
    phone: 'Téléphone',
    email: 'E-mail',
    contactHint: 'Un numéro de téléphone ou un e-mail, pour que le restaurant puisse vous joindre.',
    notes: 'Remarques',
    optional: '(facultatif)',
    leaveEmpty: 'Laissez ce champ vide',
    somethingWentWrong: 'Un problème est survenu. Veuillez réessayer.',
    placing: 'Envoi de la commande…',
    placeOrder: (total) => `Commander · ${money(total)}`,
  },
  orderPageTexts: {
    notFound: 'Nous n’avons pas trouvé cette commande.',
    loading: 'Chargement de votre commande…',
    thankYou: (firstName) => `Merci, ${firstName}\u00a0!`,
    orderNumber: 'Numéro de commande',
    status: 'Statut',
    statuses: {
      pending: 'Reçue',
      confirmed: 'Confirmée',
      preparing: 'En préparation',
      ready: 'Prête',
      delivered: 'Livrée',
      cancelled: 'Annulée',
    },
    cancelled: 'Le restaurant a annulé cette commande. Contactez-le si vous avez des questions.',
    items: 'Vos articles',
    total: 'Total',
  },
  notFoundTexts: {
    title: 'Introuvable',
    page: 'Nous n’avons pas trouvé cette page.',
  },
  languageTexts: {
    label: 'Langue',
  },
  orderPageCardTexts: {
    copied: 'Lien copié',
    copyFailed: 'Impossible de copier le lien\u00a0; sélectionnez-le et copiez-le à la main',
    qrCode: (url) => `Code QR pour ${url}`,
    intro: 'Vos clients commandent ici, sans commission\u00a0; les nouvelles commandes apparaissent aussitôt dans Commandes.',
    open: 'Ouvrir la page de commande',
    copy: 'Copier le lien',
    printPoster: 'Imprimer l’affiche QR',
  },
  slugFormTexts: {
    label: 'Adresse de la page de commande',
    hint: (address) => `${address} — les anciennes adresses restent valables`,
    save: 'Enregistrer l’adresse',
    failed: 'Impossible de modifier l’adresse',
    updated: 'Adresse de la page de commande mise à jour',
  },
};
export default fr;
