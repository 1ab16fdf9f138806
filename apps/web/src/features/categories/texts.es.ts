/** Spanish texts of features/categories (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  categoriesPageTexts: {
    title: 'Categorías',
    intro:
      'Las secciones de tu carta, en el orden en que las ven los clientes. Arrastra una categoría por su asa o usa sus flechas para moverla. Los platos de una categoría oculta siguen aquí, pero desaparecen de la página de pedidos.',
    addCategory: 'Añadir una categoría',
    addTitle: 'Añadir una categoría',
    adding: 'Añadiendo…',
    editTitle: (name) => `Editar ${name}`,
    edit: 'Editar',
    editCategory: (name) => `Editar ${name}`,
    saveChanges: 'Guardar cambios',
    saving: 'Guardando…',
    loading: 'Cargando las categorías…',
    loadFailed: 'No se han podido cargar las categorías.',
    tryAgain: 'Reintentar',
    listLabel: 'Categorías en el orden de la carta',
    dishCount: (count) => plural(count, { one: '# plato', other: '# platos' }),
    hiddenBadge: 'Oculta en la página de pedidos',
    hide: 'Ocultar',
    show: 'Mostrar',
    hideCategory: (name) => `Ocultar ${name} en la página de pedidos`,
    showCategory: (name) => `Mostrar ${name} en la página de pedidos`,
    delete: 'Eliminar',
    deleteCategory: (name) => `Eliminar ${name}`,
    lastOne: 'Una carta conserva al menos una categoría.',
    readOnly: 'Puedes ver las categorías. Cambiarlas corresponde al propietario o a un gerente.',
  },
  categoryFormTexts: {
    name: 'Nombre',
    hidden: 'Ocultar en la página de pedidos',
    hiddenHint: 'Sus platos siguen aquí en tu carta; los clientes no los ven hasta que vuelvas a mostrarla.',
    translations: 'Traducciones',
    translationsHint: 'Para los clientes que leen otro idioma. Un campo vacío muestra el nombre de arriba.',
    cancel: 'Cancelar',
    saveFailed: 'No se ha podido guardar la categoría.',
  },
  deleteCategoryTexts: {
    title: (name) => `¿Eliminar ${name}?`,
    empty: 'No hay ningún plato en esta categoría.',
    withDishes: (count) =>
      plural(count, {
        one: 'Hay # plato en esta categoría. Elige la categoría a la que se mueve; irá después de los platos que ya están allí.',
        other: 'Hay # platos en esta categoría. Elige la categoría a la que se mueven; irán después de los platos que ya están allí, en su orden.',
      }),
    moveTo: 'Mover los platos a',
    confirm: 'Eliminar la categoría',
  },
  reorderTexts: {
    handle: (name) => `Reordenar ${name}: arrástralo o usa las teclas de flecha`,
    handleRole: 'asa de arrastre',
    moveUp: (name) => `Subir ${name}`,
    moveDown: (name) => `Bajar ${name}`,
    moved: (name, position, total) => `${name}: ${position} de ${total}`,
  },
  menuOrderTexts: {
    dishesIn: (category) => `Platos de ${category}`,
  },
  categoryToastTexts: {
    added: 'Categoría añadida',
    updated: 'Categoría actualizada',
    hidden: (name) => `${name} está oculta en la página de pedidos`,
    shown: (name) => `${name} vuelve a estar en la página de pedidos`,
    deleted: 'Categoría eliminada',
    saveFailed: 'No se ha podido guardar la categoría',
    deleteFailed: 'No se ha podido eliminar la categoría',
    reorderFailed: 'No se ha podido guardar el nuevo orden',
    fetchFailed: 'No se han podido cargar las categorías',
  },
};
export default es;
