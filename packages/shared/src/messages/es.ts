/** The shared messages in Spanish (Spain, tú). Typed by the English object: a missing key or other parameters do not compile. */
import type { Messages } from './en.ts';

const es: Messages = {
  common: {
    fieldsInvalid: 'Algunos campos no son válidos',
    invalidValue: 'Valor no válido',
    unexpected: 'Algo ha fallado por nuestra parte',
    refused: 'Se ha rechazado la solicitud',
    databaseUnavailable: 'La base de datos no está disponible ahora mismo. Vuelve a intentarlo en un momento.',
    restarting: 'Maître se está reiniciando. Vuelve a intentarlo en un momento.',
    nulCharacter: 'El texto no puede contener el carácter NUL (U+0000)',
    sendOneField: 'Envía al menos un campo que cambiar',
    pathParameterTooLong: 'Un parámetro de la dirección es demasiado largo',
    urlNotValid: 'La dirección no es válida',
    bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
    unsupportedMediaType: 'Tipo de contenido no admitido',
    contentLengthMismatch: 'El tamaño del cuerpo de la solicitud no coincide con Content-Length',
    emptyJsonBody: 'El cuerpo no puede estar vacío con el tipo de contenido «application/json»',
    invalidJsonBody: 'El cuerpo no es JSON válido pero el tipo de contenido es «application/json»',
    rateLimited: (_after, seconds) => `Demasiadas solicitudes. Vuelve a intentarlo dentro de ${seconds} s.`,
    unknownCursor: (from) => `Cursor desconocido: pasa el ${from} de la página anterior`,
  },
  labels: {
    fullName: 'Nombre completo',
    restaurantName: 'Nombre del restaurante',
    name: 'Nombre',
    customerName: 'Nombre del cliente',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    notes: 'Notas',
  },
  text: {
    required: (label) => `${label}: campo obligatorio`,
    atMost: (label, max) => `${label}: ${max} caracteres como máximo`,
    controlCharacters: (label) => `${label}: sin saltos de línea ni caracteres de control invisibles`,
  },
  account: {
    passwordTooShort: (min) => `Usa al menos ${min} caracteres`,
    passwordTooLong: (max) => `Usa como máximo ${max} caracteres`,
    passwordTooCommon: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    chooseTimeZone: 'Elige una zona horaria de la lista',
    restaurantNameRequired: 'El nombre del restaurante es obligatorio',
    imageUrlTooLong: 'La URL de la imagen es demasiado larga',
    imageNotUrl: 'La imagen debe ser una URL http(s)',
  },
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'Correo electrónico o contraseña incorrectos',
    INVALID_EMAIL: 'Correo electrónico no válido',
    INVALID_PASSWORD: 'Contraseña incorrecta',
    EMAIL_NOT_VERIFIED: 'Correo electrónico sin verificar',
    EMAIL_ALREADY_VERIFIED: 'El correo electrónico ya está verificado',
    USER_ALREADY_EXISTS: 'Ya existe una cuenta con este correo electrónico.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ya existe una cuenta con este correo electrónico. Usa otro.',
    USER_NOT_FOUND: 'No se ha encontrado la cuenta',
    PASSWORD_TOO_SHORT: 'Contraseña demasiado corta',
    PASSWORD_TOO_LONG: 'Contraseña demasiado larga',
    INVALID_TOKEN: 'Este enlace no es válido',
    TOKEN_EXPIRED: 'Este enlace ha caducado',
    SESSION_EXPIRED: 'La sesión ha caducado. Vuelve a iniciar sesión para realizar esta acción.',
    INVALID_CODE: 'Código incorrecto',
    INVALID_BACKUP_CODE: 'Código de recuperación incorrecto',
    OTP_HAS_EXPIRED: 'El código ha caducado',
    TOTP_NOT_ENABLED: 'El inicio de sesión en dos pasos no está activado',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Demasiados intentos. Solicita un código nuevo.',
    INVALID_TWO_FACTOR_COOKIE: 'Este inicio de sesión ha caducado. Vuelve a introducir tu correo electrónico y tu contraseña.',
  },
  auth: {
    signIn: 'Inicia sesión para continuar',
    missingToken: 'Falta el token de autenticación: envía Authorization: Bearer <token de acceso>',
    invalidToken: 'El token de autenticación no es válido o ha caducado. Vuelve a iniciar sesión.',
    invalidRedirect: (param) => `${param} debe ser una ruta como /login o una URL http(s) absoluta`,
    notFromMaitre: 'Esta solicitud no procede de Maître y se ha rechazado. Recarga la página y vuelve a intentarlo.',
    twoFactorRequired: 'Este restaurante exige a los encargados el inicio de sesión en dos pasos. Actívalo en Ajustes.',
    tooManyAttempts: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
      return `Demasiados intentos. Espera ${wait} y vuelve a intentarlo.`;
    },
  },
  roles: {
    owner: 'Propietario',
    manager: 'Encargado',
    front_of_house: 'Sala',
    kitchen: 'Cocina',
  },
  team: {
    notAllowed: (role) => `Tu rol (${role}) no lo permite. Pídeselo al propietario del restaurante o a un encargado.`,
    noRestaurant: 'Todavía no perteneces a ningún restaurante. Crea uno o acepta la invitación de su propietario.',
    chooseGrantableRole: 'Elige encargado, sala o cocina',
    emailTooLong: 'El correo electrónico es demasiado largo',
    emailInvalid: 'Introduce un correo electrónico válido',
    enterPassword: 'Introduce tu contraseña',
    staffLimitNoPlan: 'Tu restaurante aún no tiene plan, así que solo tiene una plaza: la tuya. Elige el plan Restaurant para invitar hasta a 10 personas.',
    staffLimit: (plan, limit, next) => {
      const upgrade = next
        ? ` Elige el plan ${next.name} para ${next.limit === null ? 'añadir a todas las personas que necesites' : `tener hasta ${next.limit}`}.`
        : '';
      return `Tu plan ${plan} permite ${limit} ${limit === 1 ? 'persona' : 'personas'} en el equipo, invitaciones pendientes incluidas.${upgrade}`;
    },
    lastOwner: 'Eres el único propietario. Transfiere la propiedad a un encargado antes de irte.',
    invitationEmailMismatch: (email) => `Esta invitación se envió a ${email}. Inicia sesión con esa dirección para aceptarla, o pide una invitación a la tuya.`,
    invitationExpired: 'Esta invitación ha caducado. Pide al restaurante que te envíe una nueva.',
    invitationUsed: 'Esta invitación ya no es válida.',
    invitationNotFound: 'No se ha encontrado la invitación',
    memberNotFound: 'No se ha encontrado el miembro',
    restaurantNotFound: 'No se ha encontrado el restaurante',
    restaurantGone: 'Este restaurante ya no existe',
    cannotGiveRole: (asManager) => `Como ${asManager ? 'encargado' : 'miembro'} no puedes asignar el rol que has elegido.`,
    invitationQuota: (count) => `Tu restaurante ha enviado ${count} invitaciones en las últimas 24 horas. Vuelve a intentarlo mañana.`,
    alreadyMember: (email) => `${email} ya está en tu equipo.`,
    alreadyMemberField: 'Ya es miembro',
    alreadyInvited: (email) => `${email} ya tiene una invitación. Si hace falta, reenvíala desde la lista.`,
    alreadyInvitedField: 'Ya invitado',
    notYourself: 'No puedes cambiar tu propio lugar en el equipo. Abandona el restaurante desde Ajustes.',
    ownerUnchangeable: 'Un propietario no se puede cambiar ni quitar. El propietario puede, en cambio, transferir la propiedad.',
    tooManyWrongPasswords: 'Demasiadas contraseñas incorrectas. Espera unos minutos y vuelve a intentarlo.',
    wrongPassword: 'Tu contraseña no es correcta',
    alreadyOwner: 'Ya eres el propietario de este restaurante.',
    ownershipToManager: 'La propiedad solo puede pasar a un encargado. Hazlo encargado primero.',
    onlyOwnerOpens: 'Solo el propietario de un restaurante puede abrir otro.',
    addressTaken: 'Esta dirección ya está en uso. Elige otra.',
    addressTakenField: 'Esta dirección ya está en uso',
  },
  profile: {
    noProfile: 'Todavía no tienes perfil',
    restaurantFieldsForbidden: 'Solo el propietario del restaurante o un encargado pueden cambiar su nombre o su zona horaria.',
    slugTooShort: 'La dirección necesita al menos 3 caracteres',
    slugTooLong: 'La dirección tiene como máximo 48 caracteres',
    slugFormat: 'Usa minúsculas, números y guiones sueltos, p. ej. chez-ada',
  },
  menu: {
    priceRequired: 'El precio es obligatorio',
    priceNotNumber: 'El precio debe ser un número',
    priceNegative: 'El precio no puede ser negativo',
    priceTooHigh: (max) => `El precio no puede superar ${max} €`,
    priceDecimals: 'El precio puede tener como máximo dos decimales',
    imageUrlTooLong: 'La URL de la imagen es demasiado larga',
    imageUrlScheme: 'La URL de la imagen debe empezar por http:// o https://',
    descriptionTooLong: (max) => `La descripción tiene como máximo ${max} caracteres`,
    chooseCategory: 'Elige una de las categorías de la carta',
    translationsNotAnObject: 'Las traducciones deben ser un objeto de idiomas, cada uno con nombre y descripción',
    translationsUnknownLanguage: (key, languages) => `«${key}» no es uno de los idiomas: ${languages}`,
    availabilityBoolean: 'is_available debe ser true o false',
    notAMenuItemId: 'No es el identificador de un plato',
    itemNotFound: 'No se ha encontrado el plato',
    itemLimit: (plan, limit, next) => {
      const current = plan ? `Tu plan ${plan} permite ${limit} platos.` : `Sin plan puedes añadir hasta ${limit} platos.`;
      if (!next) return current;
      const action = plan ? 'Cámbiate a' : 'Suscríbete a';
      const lift = next.limit === null ? 'para tener platos ilimitados' : `para tener hasta ${next.limit}`;
      return `${current} ${action} ${next.name} ${lift}.`;
    },
  },
  orders: {
    unknownStatus: 'Estado de pedido desconocido',
    notAnOrderId: 'No es el identificador de un pedido',
    enterPhone: 'Introduce un número de teléfono válido',
    enterEmail: 'Introduce un correo electrónico válido',
    pickMenuItem: 'Elige un plato',
    quantityNumber: 'La cantidad debe ser un número',
    quantityWhole: 'La cantidad debe ser un número entero',
    quantityMin: 'La cantidad es como mínimo 1',
    quantityMax: (max) => `La cantidad es como máximo ${max}`,
    addItem: 'Añade al menos un plato',
    tooManyLines: (max) => `Un pedido tiene como máximo ${max} platos distintos`,
    itemOnce: 'Cada plato aparece una sola vez; cambia su cantidad',
    notFound: 'No se ha encontrado el pedido',
    itemGone: 'Este plato ya no está en la carta',
    itemUnavailable: (name) => `${name} no está disponible ahora mismo`,
    refused: (unavailable, missing) => {
      const parts: string[] = [];
      if (unavailable.length > 0) {
        const names = unavailable.length === 1 ? (unavailable[0] ?? '') : `${unavailable.slice(0, -1).join(', ')} y ${unavailable.at(-1)}`;
        parts.push(`${names} no ${unavailable.length === 1 ? 'está disponible' : 'están disponibles'} ahora mismo.`);
      }
      if (missing > 0) parts.push(missing === 1 ? 'Un plato ya no está en la carta.' : `${missing} platos ya no están en la carta.`);
      return parts.join(' ');
    },
    tooLarge: 'Este pedido es demasiado grande',
    totalTooLarge: 'El total supera lo que puede tener un pedido',
  },
  storefront: {
    enterName: 'Introduce tu nombre',
    phoneTooLong: (max) => `El teléfono tiene como máximo ${max} caracteres`,
    enterPhone: 'Introduce un número de teléfono válido',
    emailTooLong: 'El correo electrónico es demasiado largo',
    enterEmail: 'Introduce un correo electrónico válido',
    notesTooLong: (max) => `Las notas tienen como máximo ${max} caracteres`,
    unknownMenuItem: 'Plato desconocido',
    quantityMax: (max) => `Como máximo ${max} del mismo plato`,
    cartEmpty: 'Tu carrito está vacío',
    tooManyLines: (max) => `Como máximo ${max} platos distintos por pedido`,
    phoneOrEmail: 'Indica un número de teléfono o un correo electrónico',
    restaurantNotFound: 'No hemos encontrado este restaurante.',
    orderNotFound: 'No hemos encontrado este pedido.',
    couldNotPlace: 'No hemos podido hacer este pedido.',
    tooManyOrders: (seconds) => `Demasiados pedidos ahora mismo. Vuelve a intentarlo dentro de ${seconds} segundos.`,
    restaurant: 'Restaurante',
    posterTitle: (restaurant) => `${restaurant} — pide en línea`,
    posterLead: 'Escanea para pedir en línea',
    posterQrLabel: (url) => `Código QR que lleva a ${url}`,
    posterBrand: 'Los pedidos llegan directamente a la cocina · Maître',
  },
  billing: {
    planRequired: (plan, orHigher) => `Esta función necesita el plan ${plan}${orHigher ? ' o superior' : ''}. Elige un plan en la página Suscripción.`,
    subscriptionExists: 'Ya tienes una suscripción. Usa Gestionar facturación para cambiar o cancelar tu plan.',
    noBillingAccount: 'Todavía no hay cuenta de facturación: elige primero un plan.',
    priceNotAPlan: 'Este precio no corresponde a ninguno de nuestros planes. Elige un plan en la página de suscripción.',
    notAbsoluteUrl: (field) => `${field} debe ser una URL absoluta`,
    notOurPage: (field, appUrl) => `${field} debe ser una página de Maître (${appUrl})`,
    invalidField: (field, problem) => `${field} no válido: ${problem}`,
    requestBody: 'cuerpo de la solicitud',
    unavailable: 'Maître no está disponible ahora mismo. Vuelve a intentarlo en un momento.',
    checkoutFailed: 'El servicio de pago no ha podido iniciar el pago. Vuelve a intentarlo en un momento.',
  },
  realtime: {
    tooManyConnections: 'Demasiadas conexiones en directo ahora mismo. Vuelve a intentarlo en un momento.',
    tooManyFromHere: 'Demasiadas conexiones en directo desde aquí. Cierra otra pestaña o vuelve a intentarlo más tarde.',
  },
  pages: {
    loading: 'Cargando…',
    dashboardDescription: 'Maître — el panel para restaurantes: carta, pedidos y suscripción en un solo lugar.',
    storefrontTitle: 'Pide online',
    storefrontDescription: 'Pide online, directamente al restaurante.',
  },
};

export default es;
