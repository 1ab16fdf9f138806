/** The shared messages in Italian (tu). Typed by the English object: a missing key or other parameters do not compile. */
import type { Messages } from './en.ts';

const it: Messages = {
  common: {
    fieldsInvalid: 'Alcuni campi non sono validi',
    invalidValue: 'Valore non valido',
    unexpected: 'Qualcosa è andato storto da parte nostra',
    refused: 'La richiesta è stata rifiutata',
    databaseUnavailable: 'Il database non è disponibile in questo momento. Riprova tra poco.',
    restarting: 'Maître si sta riavviando. Riprova tra poco.',
    nulCharacter: 'Il testo non può contenere il carattere NUL (U+0000)',
    sendOneField: 'Invia almeno un campo da modificare',
    pathParameterTooLong: 'Un parametro dell’indirizzo è troppo lungo',
    urlNotValid: 'L’indirizzo non è valido',
    bodyTooLarge: 'Il corpo della richiesta è troppo grande',
    unsupportedMediaType: 'Tipo di contenuto non supportato',
    contentLengthMismatch: 'La dimensione del corpo della richiesta non corrisponde a Content-Length',
    emptyJsonBody: 'Il corpo non può essere vuoto con tipo di contenuto «application/json»',
    invalidJsonBody: 'Il corpo non è JSON valido ma il tipo di contenuto è «application/json»',
    rateLimited: (_after, seconds) => `Troppe richieste. Riprova tra ${seconds} s.`,
    unknownCursor: (from) => `Cursore sconosciuto: passa il ${from} della pagina precedente`,
  },
  labels: {
    fullName: 'Nome e cognome',
    restaurantName: 'Nome del ristorante',
    name: 'Nome',
    customerName: 'Nome del cliente',
    phone: 'Telefono',
    email: 'Email',
    notes: 'Note',
  },
  text: {
    required: (label) => `${label}: campo obbligatorio`,
    atMost: (label, max) => `${label}: massimo ${max} caratteri`,
    controlCharacters: (label) => `${label}: niente a capo né caratteri di controllo invisibili`,
  },
  account: {
    passwordTooShort: (min) => `Usa almeno ${min} caratteri`,
    passwordTooLong: (max) => `Usa al massimo ${max} caratteri`,
    passwordTooCommon: 'Questa password è troppo comune. Scegline una più difficile da indovinare.',
    chooseTimeZone: 'Scegli un fuso orario dall’elenco',
    restaurantNameRequired: 'Il nome del ristorante è obbligatorio',
    imageUrlTooLong: 'L’URL dell’immagine è troppo lungo',
    imageNotUrl: 'L’immagine deve essere un URL http(s)',
  },
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'Email o password non corretti',
    INVALID_EMAIL: 'Email non valida',
    INVALID_PASSWORD: 'Password non corretta',
    EMAIL_NOT_VERIFIED: 'Email non verificata',
    EMAIL_ALREADY_VERIFIED: 'L’email è già verificata',
    USER_ALREADY_EXISTS: 'Esiste già un account con questa email.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Esiste già un account con questa email. Usane un’altra.',
    USER_NOT_FOUND: 'Account non trovato',
    PASSWORD_TOO_SHORT: 'Password troppo corta',
    PASSWORD_TOO_LONG: 'Password troppo lunga',
    INVALID_TOKEN: 'Questo link non è valido',
    TOKEN_EXPIRED: 'Questo link è scaduto',
    SESSION_EXPIRED: 'Sessione scaduta. Accedi di nuovo per completare l’operazione.',
    INVALID_CODE: 'Codice non corretto',
    INVALID_BACKUP_CODE: 'Codice di recupero non corretto',
    OTP_HAS_EXPIRED: 'Il codice è scaduto',
    TOTP_NOT_ENABLED: 'L’accesso in due passaggi non è attivo',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Troppi tentativi. Richiedi un nuovo codice.',
    INVALID_TWO_FACTOR_COOKIE: 'Questo accesso è scaduto. Inserisci di nuovo email e password.',
  },
  auth: {
    signIn: 'Accedi per continuare',
    missingToken: 'Token di autenticazione mancante: invia Authorization: Bearer <token di accesso>',
    invalidToken: 'Token di autenticazione non valido o scaduto. Accedi di nuovo.',
    invalidRedirect: (param) => `${param} deve essere un percorso come /login o un URL http(s) assoluto`,
    notFromMaitre: 'Questa richiesta non proviene da Maître ed è stata rifiutata. Ricarica la pagina e riprova.',
    twoFactorRequired: 'Questo ristorante richiede ai manager l’accesso in due passaggi. Attivalo nelle Impostazioni.',
    tooManyAttempts: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}` : `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`;
      return `Troppi tentativi. Attendi ${wait} e riprova.`;
    },
  },
  roles: {
    owner: 'Titolare',
    manager: 'Manager',
    front_of_house: 'Sala',
    kitchen: 'Cucina',
  },
  team: {
    notAllowed: (role) => `Il tuo ruolo (${role}) non lo consente. Chiedi al titolare del ristorante o a un manager.`,
    noRestaurant: 'Non fai ancora parte di nessun ristorante. Creane uno, oppure accetta l’invito del suo titolare.',
    chooseGrantableRole: 'Scegli manager, sala o cucina',
    emailTooLong: 'L’email è troppo lunga',
    emailInvalid: 'Inserisci un indirizzo email valido',
    enterPassword: 'Inserisci la tua password',
    staffLimitNoPlan: 'Il tuo ristorante non ha ancora un piano, quindi ha un solo posto: il tuo. Scegli il piano Restaurant per invitare fino a 10 persone.',
    staffLimit: (plan, limit, next) => {
      const upgrade = next
        ? ` Scegli il piano ${next.name} per ${next.limit === null ? 'aggiungere tutte le persone che ti servono' : `averne fino a ${next.limit}`}.`
        : '';
      return `Il tuo piano ${plan} consente ${limit} ${limit === 1 ? 'persona' : 'persone'} nello staff, inviti in attesa compresi.${upgrade}`;
    },
    lastOwner: 'Sei l’unico titolare. Trasferisci la titolarità a un manager prima di andartene.',
    invitationEmailMismatch: (email) =>
      `Questo invito è stato inviato a ${email}. Accedi con quell’indirizzo per accettarlo, oppure chiedi un invito al tuo indirizzo.`,
    invitationExpired: 'Questo invito è scaduto. Chiedi al ristorante di inviartene uno nuovo.',
    invitationUsed: 'Questo invito non è più valido.',
    invitationNotFound: 'Invito non trovato',
    memberNotFound: 'Membro non trovato',
    restaurantNotFound: 'Ristorante non trovato',
    restaurantGone: 'Questo ristorante non esiste più',
    cannotGiveRole: (asManager) => `Come ${asManager ? 'manager' : 'membro'} non puoi assegnare il ruolo che hai scelto.`,
    invitationQuota: (count) => `Il tuo ristorante ha inviato ${count} inviti nelle ultime 24 ore. Riprova domani.`,
    alreadyMember: (email) => `${email} fa già parte del tuo staff.`,
    alreadyMemberField: 'Già nello staff',
    alreadyInvited: (email) => `${email} ha già un invito. Se serve, rinvialo dall’elenco.`,
    alreadyInvitedField: 'Già invitato',
    notYourself: 'Non puoi cambiare il tuo posto nello staff. Lascia invece il ristorante dalle Impostazioni.',
    ownerUnchangeable: 'Un titolare non può essere modificato né rimosso. Il titolare può invece trasferire la titolarità.',
    tooManyWrongPasswords: 'Troppe password errate. Attendi qualche minuto e riprova.',
    wrongPassword: 'La password non è corretta',
    alreadyOwner: 'Sei già il titolare di questo ristorante.',
    ownershipToManager: 'La titolarità può passare solo a un manager. Nominalo prima manager.',
    onlyOwnerOpens: 'Solo il titolare di un ristorante può aprirne un altro.',
    addressTaken: 'Questo indirizzo è già in uso. Scegline un altro.',
    addressTakenField: 'Questo indirizzo è già in uso',
  },
  profile: {
    noProfile: 'Non hai ancora un profilo',
    restaurantFieldsForbidden: 'Solo il titolare del ristorante o un manager può cambiarne il nome o il fuso orario.',
    slugTooShort: 'L’indirizzo deve avere almeno 3 caratteri',
    slugTooLong: 'L’indirizzo ha al massimo 48 caratteri',
    slugFormat: 'Usa lettere minuscole, cifre e trattini singoli, ad es. chez-ada',
  },
  menu: {
    priceRequired: 'Il prezzo è obbligatorio',
    priceNotNumber: 'Il prezzo deve essere un numero',
    priceNegative: 'Il prezzo non può essere negativo',
    priceTooHigh: (max) => `Il prezzo non può superare ${max} €`,
    priceDecimals: 'Il prezzo può avere al massimo due decimali',
    imageUrlTooLong: 'L’URL dell’immagine è troppo lungo',
    imageUrlScheme: 'L’URL dell’immagine deve iniziare con http:// o https://',
    descriptionTooLong: (max) => `La descrizione ha al massimo ${max} caratteri`,
    chooseCategory: 'Scegli una delle categorie del menù',
    translationsNotAnObject: 'Le traduzioni devono essere un oggetto di lingue, ciascuna con nome e descrizione',
    translationsUnknownLanguage: (key, languages) => `«${key}» non è una delle lingue: ${languages}`,
    availabilityBoolean: 'is_available deve essere true o false',
    notAMenuItemId: 'Non è l’identificativo di un piatto',
    itemNotFound: 'Piatto non trovato',
    itemLimit: (plan, limit, next) => {
      const current = plan ? `Il tuo piano ${plan} consente ${limit} piatti.` : `Senza un piano puoi aggiungere fino a ${limit} piatti.`;
      if (!next) return current;
      const action = plan ? 'Passa a' : 'Abbonati a';
      const lift = next.limit === null ? 'per piatti illimitati' : `per averne fino a ${next.limit}`;
      return `${current} ${action} ${next.name} ${lift}.`;
    },
  },
  orders: {
    unknownStatus: 'Stato dell’ordine sconosciuto',
    notAnOrderId: 'Non è l’identificativo di un ordine',
    enterPhone: 'Inserisci un numero di telefono valido',
    enterEmail: 'Inserisci un indirizzo email valido',
    pickMenuItem: 'Scegli un piatto',
    quantityNumber: 'La quantità deve essere un numero',
    quantityWhole: 'La quantità deve essere un numero intero',
    quantityMin: 'La quantità è almeno 1',
    quantityMax: (max) => `La quantità è al massimo ${max}`,
    addItem: 'Aggiungi almeno un piatto',
    tooManyLines: (max) => `Un ordine ha al massimo ${max} piatti diversi`,
    itemOnce: 'Ogni piatto compare una sola volta; cambiane invece la quantità',
    notFound: 'Ordine non trovato',
    itemGone: 'Questo piatto non è più nel menù',
    itemUnavailable: (name) => `${name} non è disponibile al momento`,
    refused: (unavailable, missing) => {
      const parts: string[] = [];
      if (unavailable.length > 0) {
        const names = unavailable.length === 1 ? (unavailable[0] ?? '') : `${unavailable.slice(0, -1).join(', ')} e ${unavailable.at(-1)}`;
        parts.push(`${names} ${unavailable.length === 1 ? 'non è disponibile' : 'non sono disponibili'} al momento.`);
      }
      if (missing > 0) parts.push(missing === 1 ? 'Un piatto non è più nel menù.' : `${missing} piatti non sono più nel menù.`);
      return parts.join(' ');
    },
    tooLarge: 'Questo ordine è troppo grande',
    totalTooLarge: 'Il totale supera quanto può contenere un ordine',
  },
  storefront: {
    enterName: 'Inserisci il tuo nome',
    phoneTooLong: (max) => `Il telefono ha al massimo ${max} caratteri`,
    enterPhone: 'Inserisci un numero di telefono valido',
    emailTooLong: 'L’email è troppo lunga',
    enterEmail: 'Inserisci un indirizzo email valido',
    notesTooLong: (max) => `Le note hanno al massimo ${max} caratteri`,
    unknownMenuItem: 'Piatto sconosciuto',
    quantityMax: (max) => `Al massimo ${max} dello stesso piatto`,
    cartEmpty: 'Il tuo carrello è vuoto',
    tooManyLines: (max) => `Al massimo ${max} piatti diversi per ordine`,
    phoneOrEmail: 'Indica un numero di telefono o un indirizzo email',
    restaurantNotFound: 'Non abbiamo trovato questo ristorante.',
    orderNotFound: 'Non abbiamo trovato questo ordine.',
    couldNotPlace: 'Non siamo riusciti a inviare questo ordine.',
    tooManyOrders: (seconds) => `Troppi ordini in questo momento. Riprova tra ${seconds} secondi.`,
    restaurant: 'Ristorante',
    posterTitle: (restaurant) => `${restaurant} — ordina online`,
    posterLead: 'Inquadra per ordinare online',
    posterQrLabel: (url) => `Codice QR che porta a ${url}`,
    posterBrand: 'Gli ordini arrivano direttamente in cucina · Maître',
  },
  billing: {
    planRequired: (plan, orHigher) => `Questa funzione richiede il piano ${plan}${orHigher ? ' o superiore' : ''}. Scegli un piano nella pagina Abbonamento.`,
    subscriptionExists: 'Hai già un abbonamento. Usa Gestisci fatturazione per cambiare o disdire il tuo piano.',
    noBillingAccount: 'Non c’è ancora un account di fatturazione: scegli prima un piano.',
    priceNotAPlan: 'Questo prezzo non corrisponde a nessuno dei nostri piani. Scegli un piano nella pagina dell’abbonamento.',
    notAbsoluteUrl: (field) => `${field} deve essere un URL assoluto`,
    notOurPage: (field, appUrl) => `${field} deve essere una pagina di Maître (${appUrl})`,
    invalidField: (field, problem) => `${field} non valido: ${problem}`,
    requestBody: 'corpo della richiesta',
    unavailable: 'Maître non è disponibile in questo momento. Riprova tra poco.',
    checkoutFailed: 'Il servizio di pagamento non è riuscito ad avviare il pagamento. Riprova tra poco.',
  },
  realtime: {
    tooManyConnections: 'Troppe connessioni in tempo reale in questo momento. Riprova tra poco.',
    tooManyFromHere: 'Troppe connessioni in tempo reale da qui. Chiudi un’altra scheda o riprova più tardi.',
  },
  pages: {
    loading: 'Caricamento…',
    dashboardDescription: 'Maître — la dashboard per chi gestisce un ristorante: menu, ordini e abbonamento in un unico posto.',
    storefrontTitle: 'Ordina online',
    storefrontDescription: 'Ordina online, direttamente dal ristorante.',
  },
};

export default it;
