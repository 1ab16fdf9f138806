/** Spanish texts of features/storefront (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import { money, plural } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  menuPageTexts: {
    documentTitle: (restaurant) => `${restaurant} — pide online`,
    loading: 'Cargando la carta…',
    restaurantNotFound: 'No hemos encontrado este restaurante. Revisa el enlace que te han dado.',
    somethingWentWrong: 'Algo ha salido mal',
    tryAgain: 'Reintentar',
    orderOnline: 'Pide online',
    menu: 'Carta',
    empty: 'Ahora mismo este restaurante no tiene nada en su carta online.',
    categories: {
      Appetizers: 'Entrantes',
      'Main Course': 'Platos principales',
      Desserts: 'Postres',
      Beverages: 'Bebidas',
      Specials: 'Sugerencias',
    },
    addToCart: (item) => `Añadir ${item} al carrito`,
    add: 'Añadir',
    viewOrder: (count) => `Ver tu pedido · ${plural(count, { one: '# artículo', other: '# artículos' })}`,
  },
  cartTexts: {
    heading: 'Tu pedido',
    empty: 'Tu carrito está vacío. Añade algo de la carta.',
    noLongerAvailable: 'Ya no está disponible',
    item: 'artículo',
    quantityOf: (item) => `Cantidad de ${item}`,
    removeFromCart: (item) => `Quitar ${item} del carrito`,
    remove: 'Quitar',
    total: 'Total',
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    contactHint: 'Un teléfono o un correo electrónico, para que el restaurante pueda contactarte.',
    notes: 'Notas',
    optional: '(opcional)',
    leaveEmpty: 'Deja este campo vacío',
    somethingWentWrong: 'Algo ha salido mal. Inténtalo de nuevo.',
    placing: 'Enviando el pedido…',
    placeOrder: (total) => `Hacer pedido · ${money(total)}`,
  },
  orderPageTexts: {
    notFound: 'No hemos encontrado este pedido.',
    loading: 'Cargando tu pedido…',
    thankYou: (firstName) => `¡Gracias, ${firstName}!`,
    orderNumber: 'Número de pedido',
    status: 'Estado',
    statuses: {
      pending: 'Recibido',
      confirmed: 'Confirmado',
      preparing: 'En preparación',
      ready: 'Listo',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    },
    cancelled: 'El restaurante ha cancelado este pedido. Si tienes alguna pregunta, ponte en contacto con él.',
    items: 'Tus artículos',
    total: 'Total',
  },
  notFoundTexts: {
    title: 'No encontrado',
    page: 'No hemos encontrado esta página.',
  },
  languageTexts: {
    label: 'Idioma',
  },
  orderPageCardTexts: {
    copied: 'Enlace copiado',
    copyFailed: 'No se ha podido copiar el enlace; selecciónalo y cópialo a mano',
    qrCode: (url) => `Código QR de ${url}`,
    intro: 'Tus clientes piden aquí, sin comisiones; los pedidos nuevos aparecen al instante en Pedidos.',
    open: 'Abrir la página de pedidos',
    copy: 'Copiar enlace',
    printPoster: 'Imprimir cartel QR',
  },
  slugFormTexts: {
    label: 'Dirección de la página de pedidos',
    hint: (address) => `${address} — las direcciones anteriores siguen funcionando`,
    save: 'Guardar dirección',
    failed: 'No se ha podido cambiar la dirección',
    updated: 'Dirección de la página de pedidos actualizada',
  },
};
export default es;
