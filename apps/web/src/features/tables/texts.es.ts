/** Spanish texts of features/tables (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  tablesTexts: {
    title: 'Mesas',
    description:
      'En la mesa, los clientes escanean la tarjeta y piden desde su móvil: el pedido indica la mesa y se paga en la mesa. Imprime una tarjeta para cada mesa.',
    loading: 'Cargando las mesas…',
    loadFailed: 'No se pudieron cargar las mesas.',
    tryAgain: 'Reintentar',
    empty: 'Aún no hay mesas. Añade la primera: su nombre o número, como la llama tu equipo («12», «Terraza 3»).',
    newLabel: 'Nueva mesa',
    add: 'Añadir mesa',
    adding: 'Añadiendo…',
    label: (label) => `Nombre de la mesa ${label}`,
    rename: 'Renombrar',
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    deleteTable: (label) => `Eliminar la mesa ${label}`,
    renameTable: (label) => `Renombrar la mesa ${label}`,
    printCard: 'Imprimir tarjeta',
    printCardOf: (label) => `Imprimir la tarjeta de la mesa ${label}`,
    printAll: 'Imprimir tarjetas de mesa',
    moveUp: (label) => `Subir la mesa ${label}`,
    moveDown: (label) => `Bajar la mesa ${label}`,
    added: (label) => `Mesa ${label} añadida`,
    renamed: (label) => `Mesa renombrada a ${label}`,
    deleted: (label) => `Mesa ${label} eliminada`,
    failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
  },
};
export default es;
