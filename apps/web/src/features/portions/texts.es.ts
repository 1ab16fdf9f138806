/** Spanish texts of features/portions (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  portionsTexts: {
    notCounted: 'Sin contar',
    left: (count) => `${count === 1 ? 'Queda 1' : `Quedan ${count}`} hoy`,
    soldOut: 'Agotado',
    par: (count) => `${count} al día`,
    set: 'Raciones',
    setFor: (name) => `Raciones de ${name}`,
    formTitle: (name) => `Raciones de ${name}`,
    leftLabel: 'Quedan hoy',
    leftHint: 'Vacío: sin contar. En 0 aparece agotado en la página de pedidos.',
    parLabel: 'Cada día empieza en',
    parHint: (time) => `Opcional: el recuento vuelve a este número cada día a las ${time}.`,
    save: 'Guardar',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    notWhole: 'Escribe un número entero, por ejemplo 12',
    negative: 'Un recuento no puede ser negativo',
    tooMany: (max) => `Como máximo ${max}`,
    saved: (name) => `Raciones de ${name} guardadas`,
    saveFailed: 'No se pudo guardar el recuento. Inténtalo de nuevo.',
  },
  resetPortionsTexts: {
    button: 'Reiniciar recuentos',
    title: '¿Reiniciar todos los recuentos?',
    body: 'Cada plato y cada opción con recuento vuelven a su número inicial diario; los que no lo tienen dejan de contarse. Los clientes lo ven al instante.',
    confirm: 'Reiniciar',
    done: 'Recuentos reiniciados',
    failed: 'No se pudieron reiniciar los recuentos. Inténtalo de nuevo.',
  },
};

export default es;
