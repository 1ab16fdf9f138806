/** Spanish texts of features/digest (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  digestTexts: {
    title: 'Resumen diario',
    description:
      'Un breve correo cada mañana con las cifras de ayer comparadas con el mismo día de la semana anterior: ventas netas, pedidos, ticket medio, cancelaciones y los platos más vendidos. Solo para ti, para este restaurante.',
    loading: 'Cargando tu ajuste…',
    loadFailed: 'No se pudo cargar tu ajuste del resumen.',
    tryAgain: 'Reintentar',
    enabled: 'Enviarme el resumen diario por correo',
    time: 'Hora de envío',
    timeHint: (zone) => `En la zona horaria del restaurante (${zone}).`,
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Ajuste del resumen guardado',
    saveFailed: 'No se pudo guardar el ajuste del resumen.',
    test: 'Enviarme ahora un resumen de prueba',
    testSent: 'Resumen de prueba enviado: llegará a tu bandeja de entrada en un momento.',
    testFailed: 'No se pudo enviar el resumen de prueba.',
  },
};
export default es;
