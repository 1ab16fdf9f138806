/** Spanish texts of features/photos (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { number } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  photoFieldTexts: {
    legend: 'Foto',
    upload: 'Subir una foto',
    replace: 'Cambiar la foto',
    remove: 'Quitar la foto',
    hint: (megabytes) => `JPEG, PNG o WebP, como máximo ${number(megabytes)} MB. Los clientes la ven en la página de pedidos.`,
    uploading: (fraction) => `Subiendo la foto… ${number(fraction, { style: 'percent', maximumFractionDigits: 0 })}`,
    processing: 'Preparando la foto…',
    uploaded: 'Foto subida. Guarda el plato para mostrarla.',
    removed: 'Foto quitada. Guarda el plato para aplicar el cambio.',
    preview: 'Vista previa de la foto del plato',
    failed: 'No se ha podido subir la foto. Vuelve a intentarlo.',
  },
};
export default es;
