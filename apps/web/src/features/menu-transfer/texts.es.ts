/** Spanish texts of features/menu-transfer (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  transferPageTexts: {
    title: 'Importar y exportar',
    intro: 'Descarga la carta como hoja de cálculo, cámbiala allí y vuelve a importarla, o rellena la plantilla para añadir muchos platos a la vez.',
    exportTitle: 'Exportar',
    exportIntro:
      'Toda la carta en un solo archivo: platos, precios, disponibilidad, grupos de opciones, alérgenos y traducciones. Cada plato tiene una ref: consérvala y, al volver a importar el archivo, ese plato se actualiza en lugar de añadirse uno nuevo.',
    downloads: 'Descargas',
    menuCsv: 'Carta (CSV)',
    menuXlsx: 'Carta (Excel)',
    templateCsv: 'Plantilla (CSV)',
    templateXlsx: 'Plantilla (Excel)',
    csvHint: 'Los archivos CSV usan punto y coma como separador y coma decimal, como esperan las hojas de cálculo en español.',
    importTitle: 'Importar',
    importIntro: 'Elige un archivo con el mismo formato. Verás lo que cambia antes de que se guarde nada; después la importación lo guarda todo o nada.',
    fileLabel: 'Archivo de la carta',
    fileHint: 'CSV o Excel (.xlsx), 2 MB como máximo.',
    chooseFile: 'Elige primero un archivo.',
    check: 'Comprobar el archivo',
    checking: 'Comprobando…',
    checkFailed: 'No se ha podido comprobar el archivo.',
    importFailed: 'La importación ha fallado: no se ha cambiado nada.',
    readOnly: 'Importar una carta corresponde al propietario o a un encargado.',
    limitNote: 'Los grupos de opciones y sus opciones no cuentan para el límite de platos de tu plan.',
  },
  importPreviewTexts: {
    title: 'Lo que cambia este archivo',
    dishes: (create, update, unchanged) =>
      `Platos: ${plural(create, { one: '# por añadir', other: '# por añadir' })}, ${plural(update, { one: '# por cambiar', other: '# por cambiar' })}, ${plural(unchanged, { one: '# sin cambios', other: '# sin cambios' })}`,
    groups: (create, update, unchanged) =>
      `Grupos de opciones: ${plural(create, { one: '# por añadir', other: '# por añadir' })}, ${plural(update, { one: '# por cambiar', other: '# por cambiar' })}, ${plural(unchanged, { one: '# sin cambios', other: '# sin cambios' })}`,
    newCategories: (names) => `Categorías nuevas, añadidas al final de la carta: ${names}`,
    nothingToChange: 'Nada que cambiar: la carta ya coincide con este archivo.',
    problemsTitle: (count) => plural(count, { one: '1 problema por corregir', other: '# problemas por corregir' }),
    problemsIntro: 'No se importa nada mientras el archivo tenga problemas. Corrígelos en tu hoja de cálculo, guarda y vuelve a comprobar el archivo.',
    moreProblems: (count) => plural(count, { one: '…y 1 problema más.', other: '…y # problemas más.' }),
    problemsCaption: 'Problemas del archivo, por tabla, fila y columna',
    place: 'Dónde',
    placeInTable: (table, row) => `${table}, fila ${row}`,
    placeRow: (row) => `Fila ${row}`,
    row: 'Fila',
    column: 'Columna',
    problem: 'Problema',
    wholeFile: 'Todo el archivo',
    sheetDishes: 'Carta',
    sheetGroups: 'Grupos de opciones',
    changesCaption: 'Platos y grupos de opciones que se añaden o cambian',
    name: 'Plato o grupo',
    action: 'Cambio',
    details: 'Detalles',
    createDish: 'Plato nuevo',
    updateDish: 'Plato cambiado',
    createGroup: 'Grupo de opciones nuevo',
    updateGroup: 'Grupo de opciones cambiado',
    field: (column, from, to) => `${column}: ${from} → ${to}`,
    fieldSet: (column, to) => `${column}: ${to}`,
    fieldCleared: (column, from) => `${column}: ${from} → (vacío)`,
    optionAdded: (option) => `Opción ${option} añadida`,
    optionRemoved: (option) => `Opción ${option} eliminada`,
    ofOption: (option, column) => `${option} · ${column}`,
    importButton: 'Importar',
    importing: 'Importando…',
    reset: 'Elegir otro archivo',
  },
  transferToastTexts: {
    imported: (created, updated, groups) =>
      `Carta importada: ${plural(created, { one: '# plato añadido', other: '# platos añadidos' })}, ${plural(updated, { one: '# cambiado', other: '# cambiados' })}${
        groups > 0 ? `, ${plural(groups, { one: '# grupo de opciones', other: '# grupos de opciones' })}` : ''
      }`,
    nothingImported: 'Nada que importar: la carta ya coincide con este archivo.',
  },
};
export default es;
