/** German texts of features/categories (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const de: FeatureTranslations<typeof english> = {
  categoriesPageTexts: {
    title: 'Kategorien',
    intro:
      'Die Abschnitte Ihrer Speisekarte, in der Reihenfolge, in der Gäste sie sehen. Ziehen Sie eine Kategorie am Griff oder verschieben Sie sie mit ihren Pfeilen. Die Gerichte einer ausgeblendeten Kategorie bleiben hier, erscheinen aber nicht mehr auf der Bestellseite.',
    addCategory: 'Kategorie hinzufügen',
    addTitle: 'Kategorie hinzufügen',
    adding: 'Wird hinzugefügt…',
    editTitle: (name) => `${name} bearbeiten`,
    edit: 'Bearbeiten',
    editCategory: (name) => `${name} bearbeiten`,
    saveChanges: 'Änderungen speichern',
    saving: 'Wird gespeichert…',
    loading: 'Kategorien werden geladen…',
    loadFailed: 'Die Kategorien konnten nicht geladen werden.',
    tryAgain: 'Erneut versuchen',
    listLabel: 'Kategorien in der Reihenfolge der Speisekarte',
    dishCount: (count) => plural(count, { one: '# Gericht', other: '# Gerichte' }),
    hiddenBadge: 'Auf der Bestellseite ausgeblendet',
    hide: 'Ausblenden',
    show: 'Einblenden',
    hideCategory: (name) => `${name} auf der Bestellseite ausblenden`,
    showCategory: (name) => `${name} auf der Bestellseite einblenden`,
    delete: 'Löschen',
    deleteCategory: (name) => `${name} löschen`,
    lastOne: 'Eine Speisekarte behält mindestens eine Kategorie.',
    readOnly: 'Sie können die Kategorien ansehen. Ändern dürfen sie die Inhaberin oder der Inhaber und das Management.',
  },
  categoryFormTexts: {
    name: 'Name',
    hidden: 'Auf der Bestellseite ausblenden',
    hiddenHint: 'Ihre Gerichte bleiben hier auf Ihrer Speisekarte; Gäste sehen sie erst wieder, wenn Sie die Kategorie einblenden.',
    translations: 'Übersetzungen',
    translationsHint: 'Für Gäste, die eine andere Sprache lesen. Ein leeres Feld zeigt den Namen oben.',
    cancel: 'Abbrechen',
    saveFailed: 'Die Kategorie konnte nicht gespeichert werden.',
  },
  deleteCategoryTexts: {
    title: (name) => `${name} löschen?`,
    empty: 'In dieser Kategorie ist kein Gericht.',
    withDishes: (count) =>
      plural(count, {
        one: 'In dieser Kategorie ist # Gericht. Wählen Sie die Kategorie, in die es verschoben wird; es kommt nach den Gerichten, die dort schon sind.',
        other:
          'In dieser Kategorie sind # Gerichte. Wählen Sie die Kategorie, in die sie verschoben werden; sie kommen in ihrer Reihenfolge nach den Gerichten, die dort schon sind.',
      }),
    moveTo: 'Gerichte verschieben nach',
    confirm: 'Kategorie löschen',
  },
  reorderTexts: {
    handle: (name) => `${name} verschieben: ziehen oder die Pfeiltasten verwenden`,
    handleRole: 'Ziehgriff',
    moveUp: (name) => `${name} nach oben`,
    moveDown: (name) => `${name} nach unten`,
    moved: (name, position, total) => `${name}: ${position} von ${total}`,
  },
  menuOrderTexts: {
    dishesIn: (category) => `Gerichte in ${category}`,
  },
  categoryToastTexts: {
    added: 'Kategorie hinzugefügt',
    updated: 'Kategorie geändert',
    hidden: (name) => `${name} ist auf der Bestellseite ausgeblendet`,
    shown: (name) => `${name} ist wieder auf der Bestellseite`,
    deleted: 'Kategorie gelöscht',
    saveFailed: 'Die Kategorie konnte nicht gespeichert werden',
    deleteFailed: 'Die Kategorie konnte nicht gelöscht werden',
    reorderFailed: 'Die neue Reihenfolge konnte nicht gespeichert werden',
    fetchFailed: 'Die Kategorien konnten nicht geladen werden',
  },
};
export default de;
