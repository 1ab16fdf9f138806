/** The shared messages in German (Sie). Typed by the English object: a missing key or other parameters do not compile. */
import type { Messages } from './en.ts';

const de: Messages = {
  common: {
    fieldsInvalid: 'Einige Felder sind ungültig',
    invalidValue: 'Ungültiger Wert',
    unexpected: 'Bei uns ist etwas schiefgelaufen',
    refused: 'Die Anfrage wurde abgelehnt',
    databaseUnavailable: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    restarting: 'Maître wird neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
    nulCharacter: 'Der Text darf das NUL-Zeichen (U+0000) nicht enthalten',
    sendOneField: 'Senden Sie mindestens ein Feld, das geändert werden soll',
    pathParameterTooLong: 'Ein Parameter der Adresse ist zu lang',
    urlNotValid: 'Die Adresse ist ungültig',
    bodyTooLarge: 'Der Anfragetext ist zu groß',
    unsupportedMediaType: 'Nicht unterstützter Inhaltstyp',
    contentLengthMismatch: 'Die Größe des Anfragetexts stimmt nicht mit Content-Length überein',
    emptyJsonBody: 'Der Anfragetext darf bei Inhaltstyp „application/json“ nicht leer sein',
    invalidJsonBody: 'Der Anfragetext ist kein gültiges JSON, obwohl der Inhaltstyp „application/json“ ist',
    rateLimited: (_after, seconds) => `Zu viele Anfragen. Bitte versuchen Sie es in ${seconds} s erneut.`,
    unknownCursor: (from) => `Unbekannter Cursor: Übergeben Sie den ${from} der vorherigen Seite`,
  },
  labels: {
    fullName: 'Vollständiger Name',
    restaurantName: 'Name des Restaurants',
    name: 'Name',
    customerName: 'Name des Gastes',
    phone: 'Telefon',
    email: 'E-Mail',
    notes: 'Notizen',
  },
  text: {
    required: (label) => `${label}: Pflichtfeld`,
    atMost: (label, max) => `${label}: höchstens ${max} Zeichen`,
    controlCharacters: (label) => `${label}: keine Zeilenumbrüche oder unsichtbaren Steuerzeichen erlaubt`,
  },
  account: {
    passwordTooShort: (min) => `Verwenden Sie mindestens ${min} Zeichen`,
    passwordTooLong: (max) => `Verwenden Sie höchstens ${max} Zeichen`,
    passwordTooCommon: 'Dieses Passwort ist zu verbreitet. Wählen Sie eines, das schwerer zu erraten ist.',
    chooseTimeZone: 'Wählen Sie eine Zeitzone aus der Liste',
    restaurantNameRequired: 'Der Name des Restaurants ist erforderlich',
    imageUrlTooLong: 'Die Bild-URL ist zu lang',
    imageNotUrl: 'Das Bild muss eine http(s)-URL sein',
  },
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'E-Mail oder Passwort ist falsch',
    INVALID_EMAIL: 'Ungültige E-Mail-Adresse',
    INVALID_PASSWORD: 'Falsches Passwort',
    EMAIL_NOT_VERIFIED: 'E-Mail-Adresse nicht bestätigt',
    EMAIL_ALREADY_VERIFIED: 'Die E-Mail-Adresse ist bereits bestätigt',
    USER_ALREADY_EXISTS: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Verwenden Sie eine andere.',
    USER_NOT_FOUND: 'Konto nicht gefunden',
    PASSWORD_TOO_SHORT: 'Passwort zu kurz',
    PASSWORD_TOO_LONG: 'Passwort zu lang',
    INVALID_TOKEN: 'Dieser Link ist ungültig',
    TOKEN_EXPIRED: 'Dieser Link ist abgelaufen',
    SESSION_EXPIRED: 'Sitzung abgelaufen. Melden Sie sich erneut an, um diese Aktion auszuführen.',
    INVALID_CODE: 'Falscher Code',
    INVALID_BACKUP_CODE: 'Falscher Wiederherstellungscode',
    OTP_HAS_EXPIRED: 'Der Code ist abgelaufen',
    TOTP_NOT_ENABLED: 'Die Zwei-Faktor-Anmeldung ist nicht aktiviert',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Zu viele Versuche. Fordern Sie einen neuen Code an.',
    INVALID_TWO_FACTOR_COOKIE: 'Diese Anmeldung ist abgelaufen. Geben Sie E-Mail und Passwort erneut ein.',
  },
  auth: {
    signIn: 'Bitte melden Sie sich an, um fortzufahren',
    missingToken: 'Authentifizierungstoken fehlt: Senden Sie Authorization: Bearer <Zugriffstoken>',
    invalidToken: 'Ungültiges oder abgelaufenes Authentifizierungstoken. Bitte melden Sie sich erneut an.',
    invalidRedirect: (param) => `${param} muss ein Pfad wie /login oder eine absolute http(s)-URL sein`,
    notFromMaitre: 'Diese Anfrage kam nicht von Maître und wurde abgelehnt. Laden Sie die Seite neu und versuchen Sie es erneut.',
    twoFactorRequired: 'Dieses Restaurant verlangt von Managern die Zwei-Faktor-Anmeldung. Aktivieren Sie sie in den Einstellungen.',
    tooManyAttempts: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'}` : `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
      return `Zu viele Versuche. Bitte warten Sie ${wait} und versuchen Sie es dann erneut.`;
    },
  },
  roles: {
    owner: 'Inhaber',
    manager: 'Manager',
    front_of_house: 'Service',
    kitchen: 'Küche',
  },
  team: {
    notAllowed: (role) => `Ihre Rolle (${role}) erlaubt das nicht. Fragen Sie den Inhaber des Restaurants oder einen Manager.`,
    noRestaurant: 'Sie sind noch in keinem Restaurant Mitglied. Eröffnen Sie eines, oder nehmen Sie die Einladung seines Inhabers an.',
    chooseGrantableRole: 'Wählen Sie Manager, Service oder Küche',
    emailTooLong: 'Die E-Mail-Adresse ist zu lang',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
    enterPassword: 'Geben Sie Ihr Passwort ein',
    staffLimitNoPlan:
      'Ihr Restaurant hat noch keinen Tarif und damit nur einen Platz: Ihren. Wählen Sie den Tarif Restaurant, um bis zu 10 Personen einzuladen.',
    staffLimit: (plan, limit, next) => {
      const upgrade = next
        ? ` Wählen Sie den Tarif ${next.name}, um ${next.limit === null ? 'so viele Personen hinzuzufügen, wie Sie brauchen' : `bis zu ${next.limit} zu haben`}.`
        : '';
      return `Ihr Tarif ${plan} erlaubt ${limit} ${limit === 1 ? 'Person' : 'Personen'} im Team, offene Einladungen eingeschlossen.${upgrade}`;
    },
    lastOwner: 'Sie sind der einzige Inhaber. Übertragen Sie die Inhaberschaft an einen Manager, bevor Sie gehen.',
    invitationEmailMismatch: (email) =>
      `Diese Einladung wurde an ${email} gesendet. Melden Sie sich mit dieser Adresse an, um sie anzunehmen, oder bitten Sie um eine Einladung an Ihre eigene.`,
    invitationExpired: 'Diese Einladung ist abgelaufen. Bitten Sie das Restaurant um eine neue.',
    invitationUsed: 'Diese Einladung ist nicht mehr gültig.',
    invitationNotFound: 'Einladung nicht gefunden',
    memberNotFound: 'Mitglied nicht gefunden',
    restaurantNotFound: 'Restaurant nicht gefunden',
    restaurantGone: 'Dieses Restaurant gibt es nicht mehr',
    cannotGiveRole: (asManager) => `Als ${asManager ? 'Manager' : 'Mitglied'} können Sie die gewählte Rolle nicht vergeben.`,
    invitationQuota: (count) => `Ihr Restaurant hat in den letzten 24 Stunden ${count} Einladungen gesendet. Bitte versuchen Sie es morgen erneut.`,
    alreadyMember: (email) => `${email} ist bereits in Ihrem Team.`,
    alreadyMemberField: 'Bereits Mitglied',
    alreadyInvited: (email) => `${email} hat bereits eine Einladung. Senden Sie sie bei Bedarf aus der Liste erneut.`,
    alreadyInvitedField: 'Bereits eingeladen',
    notYourself: 'Ihre eigene Stellung im Team können Sie nicht ändern. Verlassen Sie das Restaurant stattdessen in den Einstellungen.',
    ownerUnchangeable: 'Ein Inhaber kann weder geändert noch entfernt werden. Der Inhaber kann die Inhaberschaft stattdessen übertragen.',
    tooManyWrongPasswords: 'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    wrongPassword: 'Ihr Passwort ist nicht korrekt',
    alreadyOwner: 'Sie sind bereits Inhaber dieses Restaurants.',
    ownershipToManager: 'Die Inhaberschaft kann nur an einen Manager gehen. Machen Sie die Person zuerst zum Manager.',
    onlyOwnerOpens: 'Nur der Inhaber eines Restaurants kann ein weiteres eröffnen.',
    addressTaken: 'Diese Adresse ist bereits vergeben. Bitte wählen Sie eine andere.',
    addressTakenField: 'Diese Adresse ist bereits vergeben',
  },
  profile: {
    noProfile: 'Sie haben noch kein Profil',
    restaurantFieldsForbidden: 'Nur der Inhaber des Restaurants oder ein Manager kann seinen Namen oder seine Zeitzone ändern.',
    slugTooShort: 'Die Adresse braucht mindestens 3 Zeichen',
    slugTooLong: 'Die Adresse hat höchstens 48 Zeichen',
    slugFormat: 'Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. chez-ada',
  },
  menu: {
    priceRequired: 'Der Preis ist erforderlich',
    priceNotNumber: 'Der Preis muss eine Zahl sein',
    priceNegative: 'Der Preis darf nicht negativ sein',
    priceTooHigh: (max) => `Der Preis darf ${max} € nicht übersteigen`,
    priceDecimals: 'Der Preis hat höchstens zwei Nachkommastellen',
    imageUrlTooLong: 'Die Bild-URL ist zu lang',
    imageUrlScheme: 'Die Bild-URL muss mit http:// oder https:// beginnen',
    descriptionTooLong: (max) => `Die Beschreibung hat höchstens ${max} Zeichen`,
    chooseCategory: 'Wählen Sie eine der Kategorien der Speisekarte',
    translationsNotAnObject: 'Übersetzungen müssen ein Objekt aus Sprachen sein, jede mit Name und Beschreibung',
    translationsUnknownLanguage: (key, languages) => `„${key}“ ist keine der Sprachen: ${languages}`,
    availabilityBoolean: 'is_available muss true oder false sein',
    notAMenuItemId: 'Keine Kennung eines Gerichts',
    itemNotFound: 'Gericht nicht gefunden',
    itemLimit: (plan, limit, next) => {
      const current = plan ? `Ihr Tarif ${plan} erlaubt ${limit} Gerichte.` : `Ohne Tarif können Sie bis zu ${limit} Gerichte anlegen.`;
      if (!next) return current;
      const action = plan ? 'Wechseln Sie zu' : 'Buchen Sie';
      const lift = next.limit === null ? 'für unbegrenzt viele Gerichte' : `für bis zu ${next.limit}`;
      return `${current} ${action} ${next.name} ${lift}.`;
    },
  },
  orders: {
    unknownStatus: 'Unbekannter Bestellstatus',
    notAnOrderId: 'Keine Kennung einer Bestellung',
    enterPhone: 'Geben Sie eine gültige Telefonnummer ein',
    enterEmail: 'Geben Sie eine gültige E-Mail-Adresse ein',
    pickMenuItem: 'Wählen Sie ein Gericht',
    quantityNumber: 'Die Menge muss eine Zahl sein',
    quantityWhole: 'Die Menge muss eine ganze Zahl sein',
    quantityMin: 'Die Menge ist mindestens 1',
    quantityMax: (max) => `Die Menge ist höchstens ${max}`,
    addItem: 'Fügen Sie mindestens ein Gericht hinzu',
    tooManyLines: (max) => `Eine Bestellung hat höchstens ${max} verschiedene Gerichte`,
    itemOnce: 'Jedes Gericht kommt nur einmal vor; ändern Sie stattdessen seine Menge',
    notFound: 'Bestellung nicht gefunden',
    itemGone: 'Dieses Gericht steht nicht mehr auf der Speisekarte',
    itemUnavailable: (name) => `${name} ist gerade nicht verfügbar`,
    refused: (unavailable, missing) => {
      const parts: string[] = [];
      if (unavailable.length > 0) {
        const names = unavailable.length === 1 ? (unavailable[0] ?? '') : `${unavailable.slice(0, -1).join(', ')} und ${unavailable.at(-1)}`;
        parts.push(`${names} ${unavailable.length === 1 ? 'ist' : 'sind'} gerade nicht verfügbar.`);
      }
      if (missing > 0)
        parts.push(missing === 1 ? 'Ein Gericht steht nicht mehr auf der Speisekarte.' : `${missing} Gerichte stehen nicht mehr auf der Speisekarte.`);
      return parts.join(' ');
    },
    tooLarge: 'Diese Bestellung ist zu groß',
    totalTooLarge: 'Die Summe übersteigt, was eine Bestellung fassen kann',
  },
  storefront: {
    enterName: 'Bitte geben Sie Ihren Namen ein',
    phoneTooLong: (max) => `Die Telefonnummer hat höchstens ${max} Zeichen`,
    enterPhone: 'Bitte geben Sie eine gültige Telefonnummer ein',
    emailTooLong: 'Die E-Mail-Adresse ist zu lang',
    enterEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    notesTooLong: (max) => `Die Notizen haben höchstens ${max} Zeichen`,
    unknownMenuItem: 'Unbekanntes Gericht',
    quantityMax: (max) => `Höchstens ${max} von einem Gericht`,
    cartEmpty: 'Ihr Warenkorb ist leer',
    tooManyLines: (max) => `Höchstens ${max} verschiedene Gerichte pro Bestellung`,
    phoneOrEmail: 'Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse an',
    restaurantNotFound: 'Wir konnten dieses Restaurant nicht finden.',
    orderNotFound: 'Wir konnten diese Bestellung nicht finden.',
    couldNotPlace: 'Wir konnten diese Bestellung nicht aufgeben.',
    tooManyOrders: (seconds) => `Gerade gehen zu viele Bestellungen ein. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
    restaurant: 'Restaurant',
    posterTitle: (restaurant) => `${restaurant} — online bestellen`,
    posterLead: 'Scannen und online bestellen',
    posterQrLabel: (url) => `QR-Code mit Link zu ${url}`,
    posterBrand: 'Bestellungen gehen direkt in die Küche · Maître',
  },
  billing: {
    planRequired: (plan, orHigher) =>
      `Diese Funktion erfordert den Tarif ${plan}${orHigher ? ' oder höher' : ''}. Wählen Sie einen Tarif auf der Seite Abonnement.`,
    subscriptionExists: 'Sie haben bereits ein Abonnement. Über „Abrechnung verwalten“ können Sie Ihren Tarif ändern oder kündigen.',
    noBillingAccount: 'Es gibt noch kein Abrechnungskonto: Wählen Sie zuerst einen Tarif.',
    priceNotAPlan: 'Dieser Preis gehört zu keinem unserer Tarife. Wählen Sie einen Tarif auf der Seite Abonnement.',
    notAbsoluteUrl: (field) => `${field} muss eine absolute URL sein`,
    notOurPage: (field, appUrl) => `${field} muss eine Seite von Maître sein (${appUrl})`,
    invalidField: (field, problem) => `Ungültiges Feld ${field}: ${problem}`,
    requestBody: 'Anfrageinhalt',
    unavailable: 'Maître ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    checkoutFailed: 'Der Zahlungsdienst konnte den Bezahlvorgang nicht starten. Bitte versuchen Sie es gleich noch einmal.',
  },
  realtime: {
    tooManyConnections: 'Gerade bestehen zu viele Live-Verbindungen. Bitte versuchen Sie es gleich noch einmal.',
    tooManyFromHere: 'Zu viele Live-Verbindungen von hier. Schließen Sie einen anderen Tab oder versuchen Sie es später erneut.',
  },
  pages: {
    loading: 'Wird geladen…',
    dashboardDescription: 'Maître — das Dashboard für Restaurants: Speisekarte, Bestellungen und Abo an einem Ort.',
    storefrontTitle: 'Online bestellen',
    storefrontDescription: 'Online bestellen, direkt beim Restaurant.',
  },
};

export default de;
