/** Spanish texts of features/printers (texts.ts has the English and says what each is for). */
import type { FeatureTranslations } from '@/lib/i18n';
import type * as english from './texts';

const es: FeatureTranslations<typeof english> = {
  printersTexts: {
    title: 'Impresoras',
    description:
      'Las comandas y los recibos se imprimen solos en impresoras Star (CloudPRNT) y Epson (Server Direct Print): la impresora pide sus tiques a Maître por internet, sin instalar nada.',
    loading: 'Cargando las impresoras…',
    loadFailed: 'No se pudieron cargar las impresoras.',
    tryAgain: 'Reintentar',
    empty: 'Aún no hay impresoras.',
    name: 'Nombre',
    protocol: 'Impresora',
    cloudprnt: 'Star (CloudPRNT)',
    epsonSdp: 'Epson (Server Direct Print, impresión directa)',
    bridge: 'Impresora de red (a través del puente de impresión)',
    bridgeHint:
      'Para cualquier impresora de red que acepte ESC/POS sin procesar en el puerto 9100: el puente de impresión, un pequeño programa en un ordenador o una Raspberry Pi del restaurante, le pasa los tiques. Vincúlalo con un código de Pantallas e impresoras (añade un puente de impresión).',
    host: 'Dirección de la impresora en tu red',
    port: 'Puerto',
    codePlaceholder: 'TU-CODIGO',
    bridgeTitle: 'Inicia el puente de impresión',
    bridgeSteps:
      'En un ordenador o una Raspberry Pi de la misma red que la impresora (Node.js 20 o posterior), en una copia de Maître, ejecuta una vez el comando de abajo con un código de vinculación de Ajustes → Pantallas e impresoras (añade un puente de impresión). Guarda su sesión: los siguientes arranques no piden código.',
    bridgeNetwork: 'El puente se conecta hacia Maître por HTTPS y a la impresora por su puerto: no hay que abrir ningún puerto en el router.',
    width: 'Ancho del papel',
    widthMm: (mm) => `${mm} mm`,
    kitchenTickets: 'Comandas de cocina',
    receipts: 'Recibos',
    copies: 'Copias',
    autoPrint: 'Imprime sola',
    autoAccepted: 'Cuando se acepta un pedido',
    autoArrived: 'Cuando llega un pedido',
    autoOff: 'Solo cuando se pide',
    add: 'Añadir impresora',
    adding: 'Añadiendo…',
    deletePrinter: (name) => `Eliminar la impresora ${name}`,
    deleted: (name) => `Impresora ${name} eliminada`,
    added: (name) => `Impresora ${name} añadida`,
    failed: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
    status: {
      unknown: 'Nunca conectada',
      online: 'En línea',
      offline: 'Sin conexión',
      paper_out: 'Sin papel',
      cover_open: 'Tapa abierta',
      error: 'Error',
    },
    prints: (what) => `Imprime: ${what}`,
    copiesOf: (count) => (count === 1 ? '1 copia' : `${count} copias`),
    urlTitle: 'Escribe esta dirección en la impresora',
    urlOnce: 'Solo se muestra ahora: cópiala antes de salir de la página. Para obtener una nueva, elimina la impresora y añádela otra vez.',
    starSteps:
      'Abre la página web de la impresora (su dirección IP en un navegador), ve a CloudPRNT, actívalo, pega la dirección como Server URL y pon el intervalo de consulta en 5 segundos. Guarda y reinicia la impresora.',
    epsonSteps:
      'Abre la página web de la impresora (su dirección IP en un navegador), ve a Server Direct Print, actívalo, pega la dirección como URL, escribe un ID (cualquier nombre) y pon el intervalo en 5 segundos. Guarda y reinicia la impresora.',
    copy: 'Copiar dirección',
    copied: 'Dirección copiada',
    done: 'Listo',
  },
  ticketTexts: {
    title: 'Tique',
    kitchen: 'Comanda de cocina',
    receipt: 'Recibo',
    preview: (what, mm) => `${what}, vista previa a ${mm} mm`,
    print: 'Imprimir en las impresoras',
    printing: 'Enviando…',
    sent: (count) => (count === 1 ? '1 tique enviado' : `${count} tiques enviados`),
    sentCopy: 'Enviado de nuevo, marcado COPIA',
    failed: 'No se pudo enviar el tique. Inténtalo de nuevo.',
    browser58: 'Imprimir aquí (58 mm)',
  },
  offlineTexts: {
    offline: (names) => `Impresora sin conexión: ${names}. Sus tiques esperan a que vuelva a estar en línea.`,
    stopped: (names) => `Impresora por revisar: ${names}. Sus tiques esperan a que vuelva a imprimir.`,
    settings: 'Ajustes de impresoras',
  },
};

export default es;
