/** Spanish texts of features/legal (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  legalFooterTexts: {
    privacy: 'Aviso de privacidad',
    imprint: 'Aviso legal',
    usedFor: 'Cómo se usan tus datos:',
  },
  legalViewTexts: {
    loading: 'Cargando…',
    loadFailed: 'No se pudo cargar este texto.',
    tryAgain: 'Reintentar',
    noImprint: 'Este restaurante aún no ha publicado un aviso legal.',
    defaultNotice: 'Este es el aviso estándar de Maître para esta página de pedidos; el restaurante aún no ha escrito el suyo.',
  },
  legalSettingsTexts: {
    title: 'Aviso de privacidad y aviso legal',
    description:
      'Los clientes los abren desde el pie de tu página de pedidos. En la UE, una tienda que acepta pedidos en línea debe indicar quién la gestiona (aviso legal) y cómo usa los datos personales (aviso de privacidad).',
    loading: 'Cargando los textos…',
    loadFailed: 'No se pudieron cargar los textos.',
    tryAgain: 'Reintentar',
    readOnly: 'Solo el propietario y los gerentes pueden cambiar estos textos.',
    privacy: 'Aviso de privacidad',
    privacyHint:
      'Déjalo vacío para mostrar el aviso estándar de Maître: nombra a tu restaurante como responsable de los datos e indica qué se guarda de un pedido (nombre, teléfono, correo, notas) y durante cuánto tiempo.',
    imprint: 'Aviso legal',
    imprintHint:
      'Normalmente: la razón social y quién la representa, la dirección postal, un teléfono y un correo electrónico, el registro mercantil con sus datos de inscripción y el NIF/número de IVA.',
    plainText: 'Texto sin formato: se conservan los saltos de línea, nada más se formatea.',
    count: (count, max) => `${count} / ${max} caracteres`,
    save: 'Guardar textos',
    saving: 'Guardando…',
    saved: 'Aviso de privacidad y aviso legal guardados',
    saveFailed: 'No se pudieron guardar los textos',
  },
};

export default es;
