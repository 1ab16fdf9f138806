/** French texts of features/categories (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  categoriesPageTexts: {
    title: 'Catégories',
    intro:
      'Les rubriques de votre carte, dans l’ordre où les clients les voient. Faites glisser une catégorie par sa poignée ou utilisez ses flèches pour la déplacer. Les plats d’une catégorie masquée restent ici mais disparaissent de la page de commande.',
    addCategory: 'Ajouter une catégorie',
    addTitle: 'Ajouter une catégorie',
    adding: 'Ajout…',
    editTitle: (name) => `Modifier ${name}`,
    edit: 'Modifier',
    editCategory: (name) => `Modifier ${name}`,
    saveChanges: 'Enregistrer',
    saving: 'Enregistrement…',
    loading: 'Chargement des catégories…',
    loadFailed: 'Impossible de charger les catégories.',
    tryAgain: 'Réessayer',
    listLabel: 'Catégories dans l’ordre de la carte',
    dishCount: (count) => plural(count, { one: '# plat', other: '# plats' }),
    hiddenBadge: 'Masquée sur la page de commande',
    hide: 'Masquer',
    show: 'Afficher',
    hideCategory: (name) => `Masquer ${name} sur la page de commande`,
    showCategory: (name) => `Afficher ${name} sur la page de commande`,
    delete: 'Supprimer',
    deleteCategory: (name) => `Supprimer ${name}`,
    lastOne: 'Une carte garde au moins une catégorie.',
    readOnly: 'Vous pouvez consulter les catégories. Les modifier revient au propriétaire ou à un manager.',
  },
  categoryFormTexts: {
    name: 'Nom',
    hidden: 'Masquer sur la page de commande',
    hiddenHint: 'Ses plats restent ici sur votre carte\u00a0; les clients ne les voient plus jusqu’à ce que vous l’affichiez de nouveau.',
    translations: 'Traductions',
    translationsHint: 'Pour les clients qui lisent une autre langue. Un champ laissé vide affiche le nom ci-dessus.',
    cancel: 'Annuler',
    saveFailed: 'Impossible d’enregistrer la catégorie.',
  },
  deleteCategoryTexts: {
    title: (name) => `Supprimer ${name}\u00a0?`,
    empty: 'Aucun plat n’est dans cette catégorie.',
    withDishes: (count) =>
      plural(count, {
        one: '# plat est dans cette catégorie. Choisissez la catégorie où le déplacer\u00a0; il se placera après les plats qui s’y trouvent déjà.',
        other:
          '# plats sont dans cette catégorie. Choisissez la catégorie où les déplacer\u00a0; ils se placeront après les plats qui s’y trouvent déjà, dans leur ordre.',
      }),
    moveTo: 'Déplacer les plats vers',
    confirm: 'Supprimer la catégorie',
  },
  reorderTexts: {
    handle: (name) => `Réordonner ${name}\u00a0: faites-le glisser ou utilisez les flèches du clavier`,
    handleRole: 'poignée de déplacement',
    moveUp: (name) => `Monter ${name}`,
    moveDown: (name) => `Descendre ${name}`,
    moved: (name, position, total) => `${name}\u00a0: ${position} sur ${total}`,
  },
  menuOrderTexts: {
    dishesIn: (category) => `Plats de la catégorie ${category}`,
  },
  categoryToastTexts: {
    added: 'Catégorie ajoutée',
    updated: 'Catégorie modifiée',
    hidden: (name) => `${name} est masquée sur la page de commande`,
    shown: (name) => `${name} est de nouveau sur la page de commande`,
    deleted: 'Catégorie supprimée',
    saveFailed: 'Échec de l’enregistrement de la catégorie',
    deleteFailed: 'Échec de la suppression de la catégorie',
    reorderFailed: 'Le nouvel ordre n’a pas pu être enregistré',
    fetchFailed: 'Échec du chargement des catégories',
  },
};
export default fr;
