/** The shared messages in French (vous). Typed by the English object: a missing key or other parameters do not compile. */
import type { Messages } from './en.ts';

const fr: Messages = {
  common: {
    fieldsInvalid: 'Certains champs ne sont pas valides',
    invalidValue: 'Valeur non valide',
    unexpected: 'Une erreur est survenue de notre côté',
    refused: 'La demande a été refusée',
    databaseUnavailable: 'La base de données est indisponible pour le moment. Veuillez réessayer dans un instant.',
    restarting: 'Maître redémarre. Veuillez réessayer dans un instant.',
    nulCharacter: 'Le texte ne peut pas contenir le caractère NUL (U+0000)',
    sendOneField: 'Envoyez au moins un champ à modifier',
    pathParameterTooLong: 'Un paramètre de l’adresse est trop long',
    urlNotValid: 'L’adresse n’est pas valide',
    bodyTooLarge: 'Le corps de la requête est trop volumineux',
    unsupportedMediaType: 'Type de contenu non pris en charge',
    contentLengthMismatch: 'La taille du corps de la requête ne correspond pas à Content-Length',
    emptyJsonBody: 'Le corps ne peut pas être vide quand le type de contenu est « application/json »',
    invalidJsonBody: 'Le corps n’est pas du JSON valide alors que le type de contenu est « application/json »',
    rateLimited: (_after, seconds) => `Trop de requêtes. Veuillez réessayer dans ${seconds} s.`,
    unknownCursor: (from) => `Curseur inconnu : indiquez le ${from} de la page précédente`,
  },
  labels: {
    fullName: 'Nom complet',
    restaurantName: 'Nom du restaurant',
    name: 'Nom',
    customerName: 'Nom du client',
    phone: 'Téléphone',
    email: 'E-mail',
    notes: 'Notes',
  },
  text: {
    required: (label) => `${label} : champ obligatoire`,
    atMost: (label, max) => `${label} : ${max} caractères au maximum`,
    controlCharacters: (label) => `${label} : pas de saut de ligne ni de caractère de contrôle invisible`,
  },
  account: {
    passwordTooShort: (min) => `Utilisez au moins ${min} caractères`,
    passwordTooLong: (max) => `Utilisez au plus ${max} caractères`,
    passwordTooCommon: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
    chooseTimeZone: 'Choisissez un fuseau horaire dans la liste',
    restaurantNameRequired: 'Le nom du restaurant est obligatoire',
    imageUrlTooLong: 'L’URL de l’image est trop longue',
    imageNotUrl: 'L’image doit être une URL http(s)',
  },
  authCodes: {
    INVALID_EMAIL_OR_PASSWORD: 'E-mail ou mot de passe incorrect',
    INVALID_EMAIL: 'Adresse e-mail non valide',
    INVALID_PASSWORD: 'Mot de passe incorrect',
    EMAIL_NOT_VERIFIED: 'Adresse e-mail non vérifiée',
    EMAIL_ALREADY_VERIFIED: 'Cette adresse e-mail est déjà vérifiée',
    USER_ALREADY_EXISTS: 'Un compte existe déjà avec cette adresse e-mail.',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Un compte existe déjà avec cette adresse e-mail. Utilisez-en une autre.',
    USER_NOT_FOUND: 'Compte introuvable',
    PASSWORD_TOO_SHORT: 'Mot de passe trop court',
    PASSWORD_TOO_LONG: 'Mot de passe trop long',
    INVALID_TOKEN: 'Ce lien n’est pas valide',
    TOKEN_EXPIRED: 'Ce lien a expiré',
    SESSION_EXPIRED: 'Session expirée. Reconnectez-vous pour effectuer cette action.',
    INVALID_CODE: 'Code incorrect',
    INVALID_BACKUP_CODE: 'Code de récupération incorrect',
    OTP_HAS_EXPIRED: 'Le code a expiré',
    TOTP_NOT_ENABLED: 'La connexion à deux facteurs n’est pas activée',
    TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Trop de tentatives. Demandez un nouveau code.',
    INVALID_TWO_FACTOR_COOKIE: 'Cette connexion a expiré. Saisissez à nouveau votre e-mail et votre mot de passe.',
  },
  auth: {
    signIn: 'Veuillez vous connecter pour continuer',
    missingToken: 'Jeton d’authentification manquant : envoyez Authorization: Bearer <jeton d’accès>',
    invalidToken: 'Jeton d’authentification non valide ou expiré. Veuillez vous reconnecter.',
    invalidRedirect: (param) => `${param} doit être un chemin comme /login ou une URL http(s) absolue`,
    notFromMaitre: 'Cette demande ne provient pas de Maître et a été refusée. Rechargez la page et réessayez.',
    twoFactorRequired: 'Ce restaurant exige la connexion à deux facteurs pour les managers. Activez-la dans les Paramètres.',
    tooManyAttempts: (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      const wait = seconds < 60 ? `${seconds} seconde${seconds < 2 ? '' : 's'}` : `${minutes} minute${minutes < 2 ? '' : 's'}`;
      return `Trop de tentatives. Veuillez patienter ${wait} et réessayer.`;
    },
  },
  roles: {
    owner: 'Propriétaire',
    manager: 'Manager',
    front_of_house: 'Salle',
    kitchen: 'Cuisine',
  },
  team: {
    notAllowed: (role) => `Votre rôle (${role}) ne le permet pas. Demandez au propriétaire du restaurant ou à un manager.`,
    noRestaurant: 'Vous n’êtes encore membre d’aucun restaurant. Créez-en un, ou acceptez l’invitation de son propriétaire.',
    chooseGrantableRole: 'Choisissez manager, salle ou cuisine',
    emailTooLong: 'L’adresse e-mail est trop longue',
    emailInvalid: 'Saisissez une adresse e-mail valide',
    enterPassword: 'Saisissez votre mot de passe',
    staffLimitNoPlan:
      'Votre restaurant n’a pas encore de formule : il n’a donc qu’une place, la vôtre. Choisissez la formule Restaurant pour inviter jusqu’à 10 personnes.',
    staffLimit: (plan, limit, next) => {
      const upgrade = next
        ? ` Choisissez la formule ${next.name} pour ${next.limit === null ? 'ajouter autant de personnes qu’il vous faut' : `en avoir jusqu’à ${next.limit}`}.`
        : '';
      return `Votre formule ${plan} permet ${limit} ${limit === 1 ? 'personne' : 'personnes'} dans l’équipe, invitations en attente comprises.${upgrade}`;
    },
    lastOwner: 'Vous êtes le seul propriétaire. Transférez la propriété à un manager avant de partir.',
    invitationEmailMismatch: (email) =>
      `Cette invitation a été envoyée à ${email}. Connectez-vous avec cette adresse pour l’accepter, ou demandez une invitation à votre propre adresse.`,
    invitationExpired: 'Cette invitation a expiré. Demandez au restaurant de vous en envoyer une nouvelle.',
    invitationUsed: 'Cette invitation n’est plus valable.',
    invitationNotFound: 'Invitation introuvable',
    memberNotFound: 'Membre introuvable',
    restaurantNotFound: 'Restaurant introuvable',
    restaurantGone: 'Ce restaurant n’existe plus',
    cannotGiveRole: (asManager) => `En tant que ${asManager ? 'manager' : 'membre'}, vous ne pouvez pas attribuer le rôle choisi.`,
    invitationQuota: (count) => `Votre restaurant a envoyé ${count} invitations au cours des dernières 24 heures. Veuillez réessayer demain.`,
    alreadyMember: (email) => `${email} fait déjà partie de votre équipe.`,
    alreadyMemberField: 'Déjà membre',
    alreadyInvited: (email) => `${email} a déjà une invitation. Renvoyez-la depuis la liste si nécessaire.`,
    alreadyInvitedField: 'Déjà invité',
    notYourself: 'Vous ne pouvez pas modifier votre propre place dans l’équipe. Quittez plutôt le restaurant depuis les Paramètres.',
    ownerUnchangeable: 'Un propriétaire ne peut être ni modifié ni retiré. Le propriétaire peut en revanche transférer la propriété.',
    tooManyWrongPasswords: 'Trop de mots de passe incorrects. Veuillez patienter quelques minutes et réessayer.',
    wrongPassword: 'Votre mot de passe n’est pas correct',
    alreadyOwner: 'Vous êtes déjà propriétaire de ce restaurant.',
    ownershipToManager: 'La propriété ne peut être transférée qu’à un manager. Nommez d’abord cette personne manager.',
    onlyOwnerOpens: 'Seul le propriétaire d’un restaurant peut en ouvrir un autre.',
    addressTaken: 'Cette adresse est déjà prise. Veuillez en choisir une autre.',
    addressTakenField: 'Cette adresse est déjà prise',
  },
  profile: {
    noProfile: 'Vous n’avez pas encore de profil',
    restaurantFieldsForbidden: 'Seuls le propriétaire du restaurant ou un manager peuvent modifier son nom ou son fuseau horaire.',
    slugTooShort: 'L’adresse doit comporter au moins 3 caractères',
    slugTooLong: 'L’adresse comporte au plus 48 caractères',
    slugFormat: 'Utilisez des lettres minuscules, des chiffres et des tirets simples, par ex. chez-ada',
  },
  menu: {
    priceRequired: 'Le prix est obligatoire',
    priceNotNumber: 'Le prix doit être un nombre',
    priceNegative: 'Le prix ne peut pas être négatif',
    priceTooHigh: (max) => `Le prix ne peut pas dépasser ${max} €`,
    priceDecimals: 'Le prix a au plus deux décimales',
    imageUrlTooLong: 'L’URL de l’image est trop longue',
    imageUrlScheme: 'L’URL de l’image doit commencer par http:// ou https://',
    descriptionTooLong: (max) => `La description comporte au plus ${max} caractères`,
    chooseCategory: 'Choisissez une des catégories de la carte',
    translationsNotAnObject: 'Les traductions doivent être un objet de langues, chacune avec un nom et une description',
    translationsUnknownLanguage: (key, languages) => `« ${key} » ne fait pas partie des langues : ${languages}`,
    availabilityBoolean: 'is_available doit valoir true ou false',
    notAMenuItemId: 'Ce n’est pas un identifiant de plat',
    itemNotFound: 'Plat introuvable',
    itemLimit: (plan, limit, next) => {
      const current = plan ? `Votre formule ${plan} permet ${limit} plats.` : `Sans formule, vous pouvez ajouter jusqu’à ${limit} plats.`;
      if (!next) return current;
      const upgrade = plan ? 'Passez à la formule' : 'Souscrivez à la formule';
      const lift = next.limit === null ? 'pour des plats en nombre illimité' : `pour en avoir jusqu’à ${next.limit}`;
      return `${current} ${upgrade} ${next.name} ${lift}.`;
    },
  },
  orders: {
    unknownStatus: 'Statut de commande inconnu',
    notAnOrderId: 'Ce n’est pas un identifiant de commande',
    enterPhone: 'Saisissez un numéro de téléphone valide',
    enterEmail: 'Saisissez une adresse e-mail valide',
    pickMenuItem: 'Choisissez un plat',
    quantityNumber: 'La quantité doit être un nombre',
    quantityWhole: 'La quantité doit être un nombre entier',
    quantityMin: 'La quantité est au moins 1',
    quantityMax: (max) => `La quantité est au plus ${max}`,
    addItem: 'Ajoutez au moins un plat',
    tooManyLines: (max) => `Une commande compte au plus ${max} plats différents`,
    itemOnce: 'Chaque plat apparaît une seule fois ; modifiez plutôt sa quantité',
    notFound: 'Commande introuvable',
    itemGone: 'Ce plat n’est plus à la carte',
    itemUnavailable: (name) => `${name} n’est pas disponible pour le moment`,
    refused: (unavailable, missing) => {
      const parts: string[] = [];
      if (unavailable.length > 0) {
        const names = unavailable.length === 1 ? (unavailable[0] ?? '') : `${unavailable.slice(0, -1).join(', ')} et ${unavailable.at(-1)}`;
        parts.push(`${names} ${unavailable.length === 1 ? 'n’est' : 'ne sont'} pas disponible${unavailable.length === 1 ? '' : 's'} pour le moment.`);
      }
      if (missing > 0) parts.push(missing === 1 ? 'Un plat n’est plus à la carte.' : `${missing} plats ne sont plus à la carte.`);
      return parts.join(' ');
    },
    tooLarge: 'Cette commande est trop importante',
    totalTooLarge: 'Le total dépasse ce qu’une commande peut contenir',
  },
  storefront: {
    enterName: 'Veuillez saisir votre nom',
    phoneTooLong: (max) => `Le téléphone comporte au plus ${max} caractères`,
    enterPhone: 'Veuillez saisir un numéro de téléphone valide',
    emailTooLong: 'L’adresse e-mail est trop longue',
    enterEmail: 'Veuillez saisir une adresse e-mail valide',
    notesTooLong: (max) => `Les notes comportent au plus ${max} caractères`,
    unknownMenuItem: 'Plat inconnu',
    quantityMax: (max) => `${max} au plus d’un même plat`,
    cartEmpty: 'Votre panier est vide',
    tooManyLines: (max) => `${max} plats différents au plus par commande`,
    phoneOrEmail: 'Veuillez indiquer un numéro de téléphone ou une adresse e-mail',
    restaurantNotFound: 'Nous n’avons pas trouvé ce restaurant.',
    orderNotFound: 'Nous n’avons pas trouvé cette commande.',
    couldNotPlace: 'Nous n’avons pas pu passer cette commande.',
    tooManyOrders: (seconds) => `Trop de commandes en ce moment. Veuillez réessayer dans ${seconds} secondes.`,
    restaurant: 'Restaurant',
    posterTitle: (restaurant) => `${restaurant} — commandez en ligne`,
    posterLead: 'Scannez pour commander en ligne',
    posterQrLabel: (url) => `QR code menant à ${url}`,
    posterBrand: 'Les commandes arrivent directement en cuisine · Maître',
  },
  billing: {
    planRequired: (plan, orHigher) =>
      `Cette fonctionnalité nécessite la formule ${plan}${orHigher ? ' ou supérieure' : ''}. Choisissez une formule sur la page Abonnement.`,
    subscriptionExists: 'Vous avez déjà un abonnement. Utilisez « Gérer la facturation » pour changer ou résilier votre formule.',
    noBillingAccount: 'Il n’y a pas encore de compte de facturation : choisissez d’abord une formule.',
    priceNotAPlan: 'Ce prix ne correspond à aucune de nos formules. Choisissez une formule sur la page d’abonnement.',
    notAbsoluteUrl: (field) => `${field} doit être une URL absolue`,
    notOurPage: (field, appUrl) => `${field} doit être une page de Maître (${appUrl})`,
    invalidField: (field, problem) => `${field} non valide : ${problem}`,
    requestBody: 'corps de la requête',
    unavailable: 'Maître est indisponible pour le moment. Veuillez réessayer dans un instant.',
    checkoutFailed: 'Le service de paiement n’a pas pu démarrer le paiement. Veuillez réessayer dans un instant.',
  },
  realtime: {
    tooManyConnections: 'Trop de connexions en direct en ce moment. Veuillez réessayer dans un instant.',
    tooManyFromHere: 'Trop de connexions en direct depuis cet endroit. Fermez un autre onglet ou réessayez plus tard.',
  },
  pages: {
    loading: 'Chargement…',
    dashboardDescription: 'Maître — le tableau de bord des restaurateurs : menu, commandes et abonnement au même endroit.',
    storefrontTitle: 'Commande en ligne',
    storefrontDescription: 'Commandez en ligne, directement auprès du restaurant.',
  },
};

export default fr;
