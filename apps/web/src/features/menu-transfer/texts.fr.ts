/** French texts of features/menu-transfer (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const fr: FeatureTranslations<typeof english> = {
  transferPageTexts: {
    title: 'Import et export',
    intro:
      'Téléchargez la carte sous forme de tableur, modifiez-la puis importez-la de nouveau, ou remplissez le modèle pour ajouter de nombreux plats d’un coup.',
    exportTitle: 'Export',
    exportIntro:
      'Toute la carte dans un seul fichier\u00a0: plats, prix, disponibilité, groupes d’options, allergènes et traductions. Chaque plat a une ref\u00a0: gardez-la, et un nouvel import du fichier met ce plat à jour au lieu d’en ajouter un autre.',
    downloads: 'Téléchargements',
    menuCsv: 'Carte (CSV)',
    menuXlsx: 'Carte (Excel)',
    templateCsv: 'Modèle (CSV)',
    templateXlsx: 'Modèle (Excel)',
    csvHint: 'Les fichiers CSV utilisent le point-virgule comme séparateur et la virgule décimale, comme l’attendent les tableurs en français.',
    importTitle: 'Import',
    importIntro:
      'Choisissez un fichier au même format. Vous voyez ce qu’il change avant que rien ne soit enregistré\u00a0; l’import enregistre ensuite tout, ou rien.',
    fileLabel: 'Fichier de la carte',
    fileHint: 'CSV ou Excel (.xlsx), 2\u00a0Mo au plus.',
    chooseFile: 'Choisissez d’abord un fichier.',
    check: 'Vérifier le fichier',
    checking: 'Vérification…',
    checkFailed: 'Impossible de vérifier le fichier.',
    importFailed: 'L’import a échoué\u00a0: rien n’a été modifié.',
    readOnly: 'L’import d’une carte est réservé au propriétaire ou à un responsable.',
    limitNote: 'Les groupes d’options et leurs options ne comptent pas dans la limite de plats de votre formule.',
  },
  importPreviewTexts: {
    title: 'Ce que ce fichier change',
    dishes: (create, update, unchanged) =>
      `Plats\u00a0: ${plural(create, { one: '# à ajouter', other: '# à ajouter' })}, ${plural(update, { one: '# à modifier', other: '# à modifier' })}, ${plural(unchanged, { one: '# inchangé', other: '# inchangés' })}`,
    groups: (create, update, unchanged) =>
      `Groupes d’options\u00a0: ${plural(create, { one: '# à ajouter', other: '# à ajouter' })}, ${plural(update, { one: '# à modifier', other: '# à modifier' })}, ${plural(unchanged, { one: '# inchangé', other: '# inchangés' })}`,
    newCategories: (names) => `Nouvelles catégories, ajoutées à la fin de la carte\u00a0: ${names}`,
    nothingToChange: 'Rien à changer\u00a0: la carte correspond déjà à ce fichier.',
    problemsTitle: (count) => plural(count, { one: '1 problème à corriger', other: '# problèmes à corriger' }),
    problemsIntro: 'Rien n’est importé tant que le fichier a des problèmes. Corrigez-les dans votre tableur, enregistrez, puis vérifiez de nouveau le fichier.',
    moreProblems: (count) => plural(count, { one: '…et 1 autre problème.', other: '…et # autres problèmes.' }),
    problemsCaption: 'Problèmes du fichier, par tableau, ligne et colonne',
    place: 'Où',
    placeInTable: (table, row) => `${table}, ligne ${row}`,
    placeRow: (row) => `Ligne ${row}`,
    row: 'Ligne',
    column: 'Colonne',
    problem: 'Problème',
    wholeFile: 'Tout le fichier',
    sheetDishes: 'Carte',
    sheetGroups: 'Groupes d’options',
    changesCaption: 'Plats et groupes d’options à ajouter ou à modifier',
    name: 'Plat ou groupe',
    action: 'Changement',
    details: 'Détails',
    createDish: 'Nouveau plat',
    updateDish: 'Plat modifié',
    createGroup: 'Nouveau groupe d’options',
    updateGroup: 'Groupe d’options modifié',
    field: (column, from, to) => `${column}\u00a0: ${from} → ${to}`,
    fieldSet: (column, to) => `${column}\u00a0: ${to}`,
    fieldCleared: (column, from) => `${column}\u00a0: ${from} → (vide)`,
    optionAdded: (option) => `Option ${option} ajoutée`,
    optionRemoved: (option) => `Option ${option} supprimée`,
    ofOption: (option, column) => `${option} · ${column}`,
    importButton: 'Importer',
    importing: 'Import…',
    reset: 'Choisir un autre fichier',
  },
  transferToastTexts: {
    imported: (created, updated, groups) =>
      `Carte importée\u00a0: ${plural(created, { one: '# plat ajouté', other: '# plats ajoutés' })}, ${plural(updated, { one: '# modifié', other: '# modifiés' })}${
        groups > 0 ? `, ${plural(groups, { one: '# groupe d’options', other: '# groupes d’options' })}` : ''
      }`,
    nothingImported: 'Rien à importer\u00a0: la carte correspond déjà à ce fichier.',
  },
};
export default fr;
