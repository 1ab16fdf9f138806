/** French texts of features/tables (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  tablesTexts: {
    title: 'Tables',
    description:
      'À table, les clients scannent le chevalet et commandent depuis leur téléphone\u00a0: la commande indique la table, et ils règlent à table. Imprimez un chevalet par table.',
    loading: 'Chargement des tables…',
    loadFailed: 'Impossible de charger les tables.',
    tryAgain: 'Réessayer',
    empty:
      'Aucune table pour l’instant. Ajoutez la première\u00a0: son nom ou son numéro, comme l’appelle votre équipe («\u00a012\u00a0», «\u00a0Terrasse 3\u00a0»).',
    newLabel: 'Nouvelle table',
    add: 'Ajouter la table',
    adding: 'Ajout…',
    label: (label) => `Nom de la table ${label}`,
    rename: 'Renommer',
    save: 'Enregistrer',
    cancel: 'Annuler',
    delete: 'Supprimer',
    deleteTable: (label) => `Supprimer la table ${label}`,
    renameTable: (label) => `Renommer la table ${label}`,
    printCard: 'Imprimer le chevalet',
    printCardOf: (label) => `Imprimer le chevalet de la table ${label}`,
    printAll: 'Imprimer les chevalets',
    moveUp: (label) => `Monter la table ${label}`,
    moveDown: (label) => `Descendre la table ${label}`,
    added: (label) => `Table ${label} ajoutée`,
    renamed: (label) => `Table renommée en ${label}`,
    deleted: (label) => `Table ${label} supprimée`,
    failed: 'La modification n’a pas pu être enregistrée. Veuillez réessayer.',
  },
};
export default fr;
