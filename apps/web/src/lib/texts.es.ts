/** Spanish texts of lib (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  apiTexts: {
    offline: 'No se puede conectar con Maître. Comprueba tu conexión e inténtalo de nuevo.',
    serverError: 'Algo ha fallado por nuestra parte',
    requestFailed: (status) => `La solicitud ha fallado (${status})`,
  },
};
export default es;
