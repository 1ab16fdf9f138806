/** Italian texts of features/categories (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const it: FeatureTranslations<typeof english> = {
  categoriesPageTexts: {
    title: 'Categorie',
    intro:
      'Le sezioni del tuo menù, nell’ordine in cui le vedono i clienti. Trascina una categoria dalla maniglia o usa le sue frecce per spostarla. I piatti di una categoria nascosta restano qui ma spariscono dalla pagina degli ordini.',
    addCategory: 'Aggiungi una categoria',
    addTitle: 'Aggiungi una categoria',
    adding: 'Aggiunta in corso…',
    editTitle: (name) => `Modifica ${name}`,
    edit: 'Modifica',
    editCategory: (name) => `Modifica ${name}`,
    saveChanges: 'Salva le modifiche',
    saving: 'Salvataggio…',
    loading: 'Caricamento delle categorie…',
    loadFailed: 'Non è stato possibile caricare le categorie.',
    tryAgain: 'Riprova',
    listLabel: 'Categorie nell’ordine del menù',
    dishCount: (count) => plural(count, { one: '# piatto', other: '# piatti' }),
    hiddenBadge: 'Nascosta nella pagina degli ordini',
    hide: 'Nascondi',
    show: 'Mostra',
    hideCategory: (name) => `Nascondi ${name} nella pagina degli ordini`,
    showCategory: (name) => `Mostra ${name} nella pagina degli ordini`,
    delete: 'Elimina',
    deleteCategory: (name) => `Elimina ${name}`,
    lastOne: 'Un menù conserva almeno una categoria.',
    readOnly: 'Puoi vedere le categorie. Modificarle spetta al titolare o a un manager.',
  },
  categoryFormTexts: {
    name: 'Nome',
    hidden: 'Nascondi nella pagina degli ordini',
    hiddenHint: 'I suoi piatti restano qui nel tuo menù; i clienti non li vedono finché non la mostri di nuovo.',
    translations: 'Traduzioni',
    translationsHint: 'Per i clienti che leggono un’altra lingua. Un campo lasciato vuoto mostra il nome qui sopra.',
    cancel: 'Annulla',
    saveFailed: 'Non è stato possibile salvare la categoria.',
  },
  deleteCategoryTexts: {
    title: (name) => `Eliminare ${name}?`,
    empty: 'In questa categoria non c’è nessun piatto.',
    withDishes: (count) =>
      plural(count, {
        one: 'In questa categoria c’è # piatto. Scegli la categoria in cui spostarlo: andrà dopo i piatti che ci sono già.',
        other: 'In questa categoria ci sono # piatti. Scegli la categoria in cui spostarli: andranno dopo i piatti che ci sono già, nel loro ordine.',
      }),
    moveTo: 'Sposta i piatti in',
    confirm: 'Elimina la categoria',
  },
  reorderTexts: {
    handle: (name) => `Riordina ${name}: trascinalo o usa i tasti freccia`,
    handleRole: 'maniglia di trascinamento',
    moveUp: (name) => `Sposta ${name} su`,
    moveDown: (name) => `Sposta ${name} giù`,
    moved: (name, position, total) => `${name}: ${position} di ${total}`,
  },
  menuOrderTexts: {
    dishesIn: (category) => `Piatti in ${category}`,
  },
  categoryToastTexts: {
    added: 'Categoria aggiunta',
    updated: 'Categoria modificata',
    hidden: (name) => `${name} è nascosta nella pagina degli ordini`,
    shown: (name) => `${name} è di nuovo nella pagina degli ordini`,
    deleted: 'Categoria eliminata',
    saveFailed: 'Impossibile salvare la categoria',
    deleteFailed: 'Impossibile eliminare la categoria',
    reorderFailed: 'Non è stato possibile salvare il nuovo ordine',
    fetchFailed: 'Impossibile caricare le categorie',
  },
};
export default it;
