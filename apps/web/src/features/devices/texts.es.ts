/** Spanish texts of features/devices (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  devicesTexts: {
    title: 'Pantallas e impresoras',
    description:
      'Las pantallas de cocina, las pantallas de pedidos listos y las impresoras entran con un código de un solo uso, nunca con la contraseña de una persona. Revoca uno y se desconecta al instante.',
    loading: 'Cargando los dispositivos…',
    loadFailed: 'No se han podido cargar los dispositivos.',
    tryAgain: 'Reintentar',
    empty: 'Aún no hay dispositivos. Vincula la tableta de la cocina o la pantalla del mostrador: lleva un minuto.',
    pair: 'Vincular un dispositivo',
    kind: 'Tipo de dispositivo',
    name: 'Nombre',
    namePlaceholder: 'Pase, Parrilla, Mostrador…',
    create: 'Obtener un código',
    creating: 'Creando…',
    cancel: 'Cancelar',
    close: 'Hecho',
    kitchen_display: 'Pantalla de cocina',
    ready_board: 'Pantalla de pedidos listos',
    printer: 'Impresora',
    print_bridge: 'Puente de impresión',
    waiting: 'Esperando su código',
    paired: 'Vinculado',
    lastSeen: (when) => `Visto por última vez ${when}`,
    createdBy: (name) => `Añadido por ${name}`,
    codeTitle: (name) => `Código para ${name}`,
    codeLead: 'En el dispositivo, abre esta dirección y escribe el código:',
    codeExpires: (time) => `Válido una vez, hasta las ${time}.`,
    newCode: 'Nuevo código',
    newCodeFor: (name) => `Nuevo código para ${name}`,
    revoke: 'Revocar',
    revokeDevice: (name) => `Revocar ${name}`,
    revokeQuestion: (name) => `¿Revocar ${name}? Se desconecta al instante y necesitará un nuevo código para volver.`,
    revokeConfirm: 'Revocar',
    revoked: (name) => `${name} revocado`,
    failed: 'No se ha podido guardar el cambio. Inténtalo de nuevo.',
  },
  pairTexts: {
    title: 'Vincular este dispositivo',
    lead: 'Escribe el código que un responsable ha creado en Ajustes → Pantallas e impresoras.',
    code: 'Código de vinculación',
    submit: 'Vincular',
    submitting: 'Vinculando…',
    required: 'Escribe el código que aparece en Ajustes.',
    failed: 'No se ha podido vincular el dispositivo. Comprueba la conexión e inténtalo de nuevo.',
    paired: (name, restaurant) => `${name} está vinculado a ${restaurant}.`,
    nothingToOpen: 'Este dispositivo no tiene ninguna pantalla que mostrar aquí: puedes cerrar esta página.',
  },
};
export default es;
