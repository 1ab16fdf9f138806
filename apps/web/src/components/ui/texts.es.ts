/** Spanish texts of components/ui (texts.ts has the English and says what each is for). */
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  uiTexts: {
    loading: 'Cargando…',
    cancel: 'Cancelar',
    close: 'Cerrar',
    show: (label) => `Mostrar ${label.toLowerCase()}`,
    hide: (label) => `Ocultar ${label.toLowerCase()}`,
    today: (time) => `Hoy, ${time}`,
  },
  screenErrorTexts: {
    message: 'No se ha podido mostrar esta página. Comprueba tu conexión y vuelve a intentarlo.',
    reload: 'Recargar',
  },
  amountTexts: {
    preview: (amount) => `= ${amount}`,
    empty: 'Introduce un importe',
    notANumber: 'Introduce el importe en cifras, por ejemplo 12,50',
    ambiguous: 'Importe ambiguo: escríbelo sin separador de miles, por ejemplo 1250,00 o 12,50',
    tooManyDecimals: (max) => plural(max, { one: 'Como máximo # decimal', other: 'Como máximo # decimales' }),
    negative: 'El importe no puede ser negativo',
  },
};
export default es;
