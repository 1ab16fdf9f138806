/** Dutch texts of features/categories (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const nl: FeatureTranslations<typeof english> = {
  categoriesPageTexts: {
    title: 'Categorieën',
    intro:
      'De onderdelen van uw menukaart, in de volgorde waarin gasten ze zien. Sleep een categorie aan de greep of verplaats hem met de pijlen. De gerechten van een verborgen categorie blijven hier, maar verdwijnen van de bestelpagina.',
    addCategory: 'Categorie toevoegen',
    addTitle: 'Categorie toevoegen',
    adding: 'Bezig met toevoegen…',
    editTitle: (name) => `${name} bewerken`,
    edit: 'Bewerken',
    editCategory: (name) => `${name} bewerken`,
    saveChanges: 'Wijzigingen opslaan',
    saving: 'Bezig met opslaan…',
    loading: 'Categorieën laden…',
    loadFailed: 'De categorieën konden niet worden geladen.',
    tryAgain: 'Opnieuw proberen',
    listLabel: 'Categorieën in de volgorde van de menukaart',
    dishCount: (count) => plural(count, { one: '# gerecht', other: '# gerechten' }),
    hiddenBadge: 'Verborgen op de bestelpagina',
    hide: 'Verbergen',
    show: 'Tonen',
    hideCategory: (name) => `${name} verbergen op de bestelpagina`,
    showCategory: (name) => `${name} tonen op de bestelpagina`,
    delete: 'Verwijderen',
    deleteCategory: (name) => `${name} verwijderen`,
    lastOne: 'Een menukaart houdt minstens één categorie.',
    readOnly: 'U kunt de categorieën bekijken. Ze wijzigen is aan de eigenaar of een manager.',
  },
  categoryFormTexts: {
    name: 'Naam',
    hidden: 'Verbergen op de bestelpagina',
    hiddenHint: 'De gerechten blijven hier op uw menukaart; gasten zien ze pas weer als u de categorie opnieuw toont.',
    translations: 'Vertalingen',
    translationsHint: 'Voor gasten die een andere taal lezen. Een leeg veld toont de naam hierboven.',
    cancel: 'Annuleren',
    saveFailed: 'De categorie kon niet worden opgeslagen.',
  },
  deleteCategoryTexts: {
    title: (name) => `${name} verwijderen?`,
    empty: 'Er staat geen gerecht in deze categorie.',
    withDishes: (count) =>
      plural(count, {
        one: 'Er staat # gerecht in deze categorie. Kies de categorie waar het naartoe gaat; het komt na de gerechten die daar al staan.',
        other: 'Er staan # gerechten in deze categorie. Kies de categorie waar ze naartoe gaan; ze komen in hun volgorde na de gerechten die daar al staan.',
      }),
    moveTo: 'Gerechten verplaatsen naar',
    confirm: 'Categorie verwijderen',
  },
  reorderTexts: {
    handle: (name) => `${name} verplaatsen: sleep het of gebruik de pijltjestoetsen`,
    handleRole: 'sleepgreep',
    moveUp: (name) => `${name} omhoog`,
    moveDown: (name) => `${name} omlaag`,
    moved: (name, position, total) => `${name}: ${position} van ${total}`,
  },
  menuOrderTexts: {
    dishesIn: (category) => `Gerechten in ${category}`,
  },
  categoryToastTexts: {
    added: 'Categorie toegevoegd',
    updated: 'Categorie bijgewerkt',
    hidden: (name) => `${name} is verborgen op de bestelpagina`,
    shown: (name) => `${name} staat weer op de bestelpagina`,
    deleted: 'Categorie verwijderd',
    saveFailed: 'De categorie kon niet worden opgeslagen',
    deleteFailed: 'De categorie kon niet worden verwijderd',
    reorderFailed: 'De nieuwe volgorde kon niet worden opgeslagen',
    fetchFailed: 'De categorieën konden niet worden geladen',
  },
};
export default nl;
