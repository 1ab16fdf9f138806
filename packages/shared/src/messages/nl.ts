/** The shared messages in Dutch (je). Typed by the English object: a missing key or other parameters do not compile. */
import type { Messages } from './en.ts';

const nl: Messages = {
  common: {
    fieldsInvalid: 'Sommige velden zijn ongeldig',
    invalidValue: 'Ongeldige waarde',
    unexpected: 'Er ging bij ons iets mis',
    refused: 'Het verzoek is geweigerd',
    databaseUnavailable: 'De database is nu niet bereikbaar. Probeer het zo opnieuw.',
    restarting: 'Maître wordt opnieuw gestart. Probeer het zo opnieuw.',
    nulCharacter: 'Tekst mag het NUL-teken (U+0000) niet bevatten',
    sendOneField: 'Stuur minstens één veld om te wijzigen',
    pathParameterTooLong: 'Een parameter in het adres is te lang',
    urlNotValid: 'Het adres is ongeldig',
    bodyTooLarge: 'De body van het verzoek is te groot',
    unsupportedMediaType: 'Niet-ondersteund inhoudstype',
    contentLengthMismatch: 'De grootte van de body komt niet overeen met Content-Length',
    emptyJsonBody: 'De body mag niet leeg zijn bij inhoudstype ‘application/json’',
    invalidJsonBody: 'De body is geen geldige JSON, maar het inhoudstype is ‘application/json’',
    rateLimited: (_after, seconds) => `Te veel verzoeken. Probeer het over ${seconds} s opnieuw.`,
    unknownCursor: (from) => `Onbekende cursor: geef de ${from} van de vorige pagina mee`,
  },
  labels: {
    fullName: 'Volledige naam',
    restaurantName: 'Naam van het restaurant',
    name: 'Naam',
    customerName: 'Naam van de klant',
    phone: 'Telefoon',
    email: 'E-mail',
    notes: 'Notities',
  },
  text: {
    required: (label) => `${label}: verplicht veld`,
    atMost: (label, max) => `${label}: maximaal ${max} tekens`,
    controlCharacters: (label) => `${label}: geen regeleinden of onzichtbare stuurtekens toegestaan`,
  },
  account: {
    passwordTooShort: (min) => `Gebruik minstens ${min} tekens`,
    passwordTooLong: (max) => `Gebruik maximaal ${max} tekens`,
    passwordTooCommon: 'Dit wachtwoord komt te vaak voor. Kies er een dat moeilijker te raden is.',
    chooseTimeZone: 'Kies een tijdzone uit de lijst',
    restaurantNameRequired: 'De naam van het restaurant is verplicht',
    imageUrlTooLong: 'De afbeeldings-URL is te lang',
    imageNotUrl: 'De afbeelding moet een http(s)-URL zijn',
  },
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'Onjuist e-mailadres of wachtwoord',
    INVALID_EMAIL: 'Ongeldig e-mailadres',
    INVALID_PASSWORD: 'Onjuist wachtwoord',
    EMAIL_NOT_VERIFIED: 'E-mailadres niet bevestigd',
    EMAIL_ALREADY_VERIFIED: 'Dit e-mailadres is al bevestigd',
    USER_ALREADY_EXISTS: 'Er bestaat al een account met dit e-mailadres.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Er bestaat al een account met dit e-mailadres. Gebruik een ander adres.',
    USER_NOT_FOUND: 'Account niet gevonden',
    PASSWORD_TOO_SHORT: 'Wachtwoord te kort',
    PASSWORD_TOO_LONG: 'Wachtwoord te lang',
    INVALID_TOKEN: 'Deze link is ongeldig',
    TOKEN_EXPIRED: 'Deze link is verlopen',
    SESSION_EXPIRED: 'Sessie verlopen. Log opnieuw in om dit te doen.',
    INVALID_CODE: 'Onjuiste code',
    INVALID_BACKUP_CODE: 'Onjuiste herstelcode',
    OTP_HAS_EXPIRED: 'De code is verlopen',
    TOTP_NOT_ENABLED: 'Inloggen in twee stappen staat niet aan',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Te veel pogingen. Vraag een nieuwe code aan.',
    INVALID_TWO_FACTOR_COOKIE: 'Deze inlogpoging is verlopen. Vul je e-mailadres en wachtwoord opnieuw in.',
  },
  auth: {
    signIn: 'Log in om verder te gaan',
    missingToken: 'Authenticatietoken ontbreekt: stuur Authorization: Bearer <toegangstoken>',
    invalidToken: 'Ongeldig of verlopen authenticatietoken. Log opnieuw in.',
    invalidRedirect: (param) => `${param} moet een pad zoals /login of een absolute http(s)-URL zijn`,
    notFromMaitre: 'Dit verzoek kwam niet van Maître en is geweigerd. Laad de pagina opnieuw en probeer het nog eens.',
    twoFactorRequired: 'Dit restaurant verplicht managers om in te loggen in twee stappen. Zet het aan bij Instellingen.',
    tooManyAttempts: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}` : `${minutes} ${minutes === 1 ? 'minuut' : 'minuten'}`;
      return `Te veel pogingen. Wacht ${wait} en probeer het dan opnieuw.`;
    },
  },
  roles: {
    owner: 'Eigenaar',
    manager: 'Manager',
    front_of_house: 'Bediening',
    kitchen: 'Keuken',
  },
  team: {
    notAllowed: (role) => `Je rol (${role}) staat dit niet toe. Vraag het aan de eigenaar van het restaurant of een manager.`,
    noRestaurant: 'Je bent nog geen lid van een restaurant. Maak er een aan, of accepteer een uitnodiging van de eigenaar.',
    chooseGrantableRole: 'Kies manager, bediening of keuken',
    emailTooLong: 'Het e-mailadres is te lang',
    emailInvalid: 'Vul een geldig e-mailadres in',
    enterPassword: 'Vul je wachtwoord in',
    staffLimitNoPlan: 'Je restaurant heeft nog geen pakket en dus één plek: die van jou. Kies het pakket Restaurant om tot 10 mensen uit te nodigen.',
    staffLimit: (plan, limit, next) => {
      const upgrade = next
        ? ` Kies het pakket ${next.name} om ${next.limit === null ? 'zoveel mensen toe te voegen als je nodig hebt' : `er tot ${next.limit} te hebben`}.`
        : '';
      return `Met je pakket ${plan} kun je ${limit} ${limit === 1 ? 'persoon' : 'mensen'} in het team hebben, openstaande uitnodigingen meegeteld.${upgrade}`;
    },
    lastOwner: 'Je bent de enige eigenaar. Draag het eigendom over aan een manager voordat je vertrekt.',
    invitationEmailMismatch: (email) =>
      `Deze uitnodiging is naar ${email} gestuurd. Log in met dat adres om haar te accepteren, of vraag een uitnodiging voor je eigen adres.`,
    invitationExpired: 'Deze uitnodiging is verlopen. Vraag het restaurant om een nieuwe.',
    invitationUsed: 'Deze uitnodiging is niet meer geldig.',
    invitationNotFound: 'Uitnodiging niet gevonden',
    memberNotFound: 'Teamlid niet gevonden',
    restaurantNotFound: 'Restaurant niet gevonden',
    restaurantGone: 'Dit restaurant bestaat niet meer',
    cannotGiveRole: (asManager) => `Als ${asManager ? 'manager' : 'teamlid'} kun je de gekozen rol niet toekennen.`,
    invitationQuota: (count) => `Je restaurant heeft de afgelopen 24 uur ${count} uitnodigingen verstuurd. Probeer het morgen opnieuw.`,
    alreadyMember: (email) => `${email} zit al in je team.`,
    alreadyMemberField: 'Al een teamlid',
    alreadyInvited: (email) => `${email} heeft al een uitnodiging. Stuur die zo nodig opnieuw vanuit de lijst.`,
    alreadyInvitedField: 'Al uitgenodigd',
    notYourself: 'Je kunt je eigen plek in het team niet wijzigen. Verlaat het restaurant in plaats daarvan via Instellingen.',
    ownerUnchangeable: 'Een eigenaar kan niet worden gewijzigd of verwijderd. De eigenaar kan het eigendom wel overdragen.',
    tooManyWrongPasswords: 'Te veel onjuiste wachtwoorden. Wacht een paar minuten en probeer het dan opnieuw.',
    wrongPassword: 'Je wachtwoord is niet juist',
    alreadyOwner: 'Je bent al eigenaar van dit restaurant.',
    ownershipToManager: 'Het eigendom kan alleen naar een manager gaan. Maak diegene eerst manager.',
    onlyOwnerOpens: 'Alleen de eigenaar van een restaurant kan er nog een openen.',
    addressTaken: 'Dit adres is al in gebruik. Kies een ander.',
    addressTakenField: 'Dit adres is al in gebruik',
  },
  profile: {
    noProfile: 'Je hebt nog geen profiel',
    restaurantFieldsForbidden: 'Alleen de eigenaar van het restaurant of een manager kan de naam of tijdzone wijzigen.',
    slugTooShort: 'Het adres heeft minstens 3 tekens nodig',
    slugTooLong: 'Het adres heeft maximaal 48 tekens',
    slugFormat: 'Gebruik kleine letters, cijfers en losse streepjes, bijv. chez-ada',
  },
  menu: {
    priceRequired: 'De prijs is verplicht',
    priceNotNumber: 'De prijs moet een getal zijn',
    priceNegative: 'De prijs kan niet negatief zijn',
    priceTooHigh: (max) => `De prijs kan niet hoger zijn dan € ${max}`,
    priceDecimals: 'De prijs heeft maximaal twee decimalen',
    imageUrlTooLong: 'De afbeeldings-URL is te lang',
    imageUrlScheme: 'De afbeeldings-URL moet beginnen met http:// of https://',
    descriptionTooLong: (max) => `De beschrijving heeft maximaal ${max} tekens`,
    chooseCategory: 'Kies een van de menucategorieën',
    translationsNotAnObject: 'Vertalingen moeten een object met talen zijn, elk met een naam en een beschrijving',
    translationsUnknownLanguage: (key, languages) => `‘${key}’ is geen van de talen: ${languages}`,
    availabilityBoolean: 'is_available moet true of false zijn',
    notAMenuItemId: 'Geen id van een gerecht',
    itemNotFound: 'Gerecht niet gevonden',
    itemLimit: (plan, limit, next) => {
      const current = plan ? `Met je pakket ${plan} kun je ${limit} gerechten hebben.` : `Zonder pakket kun je tot ${limit} gerechten toevoegen.`;
      if (!next) return current;
      const action = plan ? 'Stap over op' : 'Neem';
      const lift = next.limit === null ? 'voor onbeperkt veel gerechten' : `voor maximaal ${next.limit}`;
      return `${current} ${action} ${next.name} ${lift}.`;
    },
  },
  orders: {
    unknownStatus: 'Onbekende bestelstatus',
    notAnOrderId: 'Geen id van een bestelling',
    enterPhone: 'Vul een geldig telefoonnummer in',
    enterEmail: 'Vul een geldig e-mailadres in',
    pickMenuItem: 'Kies een gerecht',
    quantityNumber: 'Het aantal moet een getal zijn',
    quantityWhole: 'Het aantal moet een geheel getal zijn',
    quantityMin: 'Het aantal is minstens 1',
    quantityMax: (max) => `Het aantal is maximaal ${max}`,
    addItem: 'Voeg minstens één gerecht toe',
    tooManyLines: (max) => `Een bestelling heeft maximaal ${max} verschillende gerechten`,
    itemOnce: 'Elk gerecht komt één keer voor; wijzig in plaats daarvan het aantal',
    notFound: 'Bestelling niet gevonden',
    itemGone: 'Dit gerecht staat niet meer op het menu',
    itemUnavailable: (name) => `${name} is nu niet beschikbaar`,
    refused: (unavailable, missing) => {
      const parts: string[] = [];
      if (unavailable.length > 0) {
        const names = unavailable.length === 1 ? (unavailable[0] ?? '') : `${unavailable.slice(0, -1).join(', ')} en ${unavailable.at(-1)}`;
        parts.push(`${names} ${unavailable.length === 1 ? 'is' : 'zijn'} nu niet beschikbaar.`);
      }
      if (missing > 0) parts.push(missing === 1 ? 'Eén gerecht staat niet meer op het menu.' : `${missing} gerechten staan niet meer op het menu.`);
      return parts.join(' ');
    },
    tooLarge: 'Deze bestelling is te groot',
    totalTooLarge: 'Het totaal is hoger dan wat één bestelling kan bevatten',
  },
  storefront: {
    enterName: 'Vul je naam in',
    phoneTooLong: (max) => `Het telefoonnummer heeft maximaal ${max} tekens`,
    enterPhone: 'Vul een geldig telefoonnummer in',
    emailTooLong: 'Het e-mailadres is te lang',
    enterEmail: 'Vul een geldig e-mailadres in',
    notesTooLong: (max) => `De notities hebben maximaal ${max} tekens`,
    unknownMenuItem: 'Onbekend gerecht',
    quantityMax: (max) => `Maximaal ${max} van één gerecht`,
    cartEmpty: 'Je winkelmandje is leeg',
    tooManyLines: (max) => `Maximaal ${max} verschillende gerechten per bestelling`,
    phoneOrEmail: 'Geef een telefoonnummer of een e-mailadres op',
    restaurantNotFound: 'We konden dit restaurant niet vinden.',
    orderNotFound: 'We konden deze bestelling niet vinden.',
    couldNotPlace: 'We konden deze bestelling niet plaatsen.',
    tooManyOrders: (seconds) => `Er komen nu te veel bestellingen binnen. Probeer het over ${seconds} seconden opnieuw.`,
    restaurant: 'Restaurant',
    posterTitle: (restaurant) => `${restaurant} — online bestellen`,
    posterLead: 'Scan om online te bestellen',
    posterQrLabel: (url) => `QR-code die naar ${url} leidt`,
    posterBrand: 'Bestellingen gaan direct naar de keuken · Maître',
  },
  billing: {
    planRequired: (plan, orHigher) =>
      `Voor deze functie heb je het pakket ${plan}${orHigher ? ' of hoger' : ''} nodig. Kies een pakket op de pagina Abonnement.`,
    subscriptionExists: 'Je hebt al een abonnement. Gebruik Facturatie beheren om je pakket te wijzigen of op te zeggen.',
    noBillingAccount: 'Er is nog geen facturatieaccount: kies eerst een pakket.',
    priceNotAPlan: 'Deze prijs hoort bij geen van onze pakketten. Kies een pakket op de abonnementspagina.',
    notAbsoluteUrl: (field) => `${field} moet een absolute URL zijn`,
    notOurPage: (field, appUrl) => `${field} moet een pagina van Maître zijn (${appUrl})`,
    invalidField: (field, problem) => `Ongeldig ${field}: ${problem}`,
    requestBody: 'verzoekinhoud',
    unavailable: 'Maître is nu niet bereikbaar. Probeer het zo opnieuw.',
    checkoutFailed: 'De betaaldienst kon de betaling niet starten. Probeer het zo opnieuw.',
  },
  realtime: {
    tooManyConnections: 'Er zijn nu te veel liveverbindingen. Probeer het zo opnieuw.',
    tooManyFromHere: 'Te veel liveverbindingen vanaf hier. Sluit een ander tabblad of probeer het later opnieuw.',
  },
  pages: {
    loading: 'Laden…',
    dashboardDescription: 'Maître — het dashboard voor restauranthouders: menu, bestellingen en abonnement op één plek.',
    storefrontTitle: 'Online bestellen',
    storefrontDescription: 'Bestel online, rechtstreeks bij het restaurant.',
  },
};

export default nl;
