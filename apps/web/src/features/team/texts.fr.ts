/** French texts of features/team (texts.ts has the English and says what each is for). */
import type { Role } from '@maitre/shared/team';
import { type FeatureTranslations, plural } from '@/lib/i18n';
import type * as activity from './activity-texts';
import type * as english from './texts';

const inGroup = (group: string | null) => (group === null ? '' : ` (${group})`);

const roles: Record<Role, string> = { owner: 'Propriétaire', manager: 'Manager', front_of_house: 'Salle', kitchen: 'Cuisine' };
const aDish = 'un plat';

const fr: FeatureTranslations<typeof english & typeof activity> = {
  roleLabels: roles,
  roleDescriptions: {
    owner: 'Tout, y compris la facturation, l’équipe et la suppression du restaurant.',
    manager: 'Tout, sauf la facturation, la suppression du restaurant et le transfert de propriété.',
    front_of_house: 'Prend les commandes par téléphone, change leur statut, active et désactive les plats, voit les coordonnées des clients.',
    kitchen: 'Voit les commandes et change leur statut\u00a0; les téléphones et e-mails des clients restent masqués.',
  },

  staffTexts: {
    title: 'Équipe',
    subtitle: (restaurant) => `Les personnes qui font tourner ${restaurant || 'votre restaurant'} avec vous, et ce que chacune peut faire.`,
    loading: 'Chargement de l’équipe…',
    loadFailed: 'Impossible de charger l’équipe.',
    tryAgain: 'Réessayer',
    seats: (used, limit) =>
      limit === null
        ? `${plural(used, { one: '# personne', other: '# personnes' })}, sans limite avec votre formule`
        : plural(used, { one: `# place utilisée sur ${limit}`, other: `# places utilisées sur ${limit}` }),
    seatsHint: 'Chaque membre et chaque invitation en attente occupe une place.',
    overLimitTitle: 'Votre équipe dépasse ce que permet votre formule',
    overLimit:
      'Personne ne perd son accès\u00a0: tous les membres listés continuent de travailler comme avant. Les nouvelles invitations attendront que l’équipe rentre dans la formule.',
    seePlans: 'Voir les formules',

    membersTitle: 'Membres',
    columns: {
      name: 'Nom',
      email: 'E-mail',
      role: 'Rôle',
      joined: 'Arrivée le',
      lastActive: 'Dernière activité',
      twoFactor: 'Connexion à deux facteurs',
      actions: 'Actions',
    },
    you: 'vous',
    neverActive: 'Jamais',
    twoFactorOn: 'Activée',
    twoFactorOff: 'Désactivée',
    roleOf: (name) => `Rôle de ${name}`,
    saveRole: 'Enregistrer le rôle',
    roleChanged: (name, role) => `${name} a maintenant le rôle «\u00a0${roles[role]}\u00a0»`,
    roleChangeFailed: 'Impossible de changer le rôle',

    remove: 'Retirer',
    removeLabel: (name) => `Retirer ${name}`,
    removeTitle: (name) => `Retirer ${name}\u00a0?`,
    removeBody: (name, restaurant) =>
      `${name} perd immédiatement l’accès à ${restaurant || 'votre restaurant'}. Son nom reste sur les commandes et les modifications effectuées.`,
    removeConfirm: 'Retirer de l’équipe',
    removed: (name) => `${name} ne fait plus partie de l’équipe`,
    removeFailed: 'Impossible de retirer ce membre',
    cancel: 'Annuler',

    inviteTitle: 'Inviter une personne',
    inviteHint: 'Elle reçoit un e-mail avec un lien valable 7 jours.',
    inviteEmail: 'E-mail',
    inviteRole: 'Rôle',
    inviteSubmit: 'Envoyer l’invitation',
    inviteSending: 'Envoi…',
    invited: (email) => `Invitation envoyée à ${email}`,
    inviteFailed: 'Impossible d’envoyer l’invitation',

    invitationsTitle: 'Invitations en attente',
    noInvitations: 'Aucune invitation en attente de réponse.',
    invitedAs: (role) => `Rôle\u00a0: ${roles[role]}`,
    expires: 'Expire le',
    expired: 'Expirée le',
    resend: 'Renvoyer',
    resendLabel: (email) => `Renvoyer l’invitation à ${email}`,
    resent: (email) => `Une nouvelle invitation a été envoyée à ${email}`,
    resendFailed: 'Impossible de renvoyer l’invitation',
    revoke: 'Révoquer',
    revokeLabel: (email) => `Révoquer l’invitation envoyée à ${email}`,
    revokeTitle: (email) => `Révoquer l’invitation envoyée à ${email}\u00a0?`,
    revokeBody: 'Le lien de l’e-mail ne fonctionnera plus. Vous pourrez inviter cette personne à nouveau plus tard.',
    revokeConfirm: 'Révoquer l’invitation',
    revoked: (email) => `L’invitation envoyée à ${email} a été révoquée`,
    revokeFailed: 'Impossible de révoquer l’invitation',

    transfer: 'Nommer propriétaire',
    transferLabel: (name) => `Transférer la propriété à ${name}`,
    transferTitle: (name) => `Transférer la propriété à ${name}`,
    transferBody: (name) =>
      `${name} devient propriétaire, avec la facturation et le droit de supprimer le restaurant. Vous restez dans l’équipe en tant que manager. Saisissez votre mot de passe pour confirmer.`,
    transferPassword: 'Votre mot de passe',
    transferPasswordMissing: 'Saisissez votre mot de passe',
    transferConfirm: 'Transférer la propriété',
    transferred: (name) => `${name} est maintenant propriétaire`,
    transferFailed: 'Impossible de transférer la propriété',
    transferNote: 'La propriété ne peut être transférée qu’à un manager\u00a0: donnez d’abord le rôle de manager à la personne.',

    twoFactorRuleTitle: 'Connexion à deux facteurs',
    twoFactorRule: 'Les managers doivent se connecter avec un second facteur',
    twoFactorRuleHint:
      'Les managers voient presque tout ce que voit le propriétaire. Avec cette option, un manager sans connexion à deux facteurs est invité à l’activer.',
    twoFactorRuleOn: 'Les managers doivent désormais se connecter à deux facteurs',
    twoFactorRuleOff: 'Les managers n’ont plus besoin de la connexion à deux facteurs',
    twoFactorRuleFailed: 'Impossible de modifier la règle',

    activity: 'Activité',
    activityLabel: (name) => `Activité de ${name}`,
    activityTitle: (name) => `Ce qu’a fait ${name}`,
    activityLoading: 'Chargement de l’activité…',
    activityFailed: 'Impossible de charger l’activité.',
    activityEmpty: 'Rien pour l’instant.',
    loadMore: 'Afficher plus',
    loadingMore: 'Chargement…',
    moreLoaded: (count) => plural(count, { one: '# entrée de plus chargée.', other: '# entrées de plus chargées.' }),
  },

  invitationTexts: {
    loading: 'Chargement de l’invitation…',
    title: (restaurant) => `Rejoignez ${restaurant} sur Maître`,
    invitedBy: (inviter, restaurant, role) => `${inviter} vous invite à rejoindre l’équipe de ${restaurant} (rôle\u00a0: ${roles[role]}).`,
    roleLabel: 'Rôle',
    sentToLabel: 'Envoyée à',
    validUntil: 'Valable jusqu’au',
    status: { pending: 'En attente de votre réponse', expired: 'Expirée', accepted: 'Acceptée', declined: 'Refusée', revoked: 'Révoquée' },
    statusLabel: 'Statut',
    expiredMessage: 'Cette invitation a expiré. Demandez au restaurant de vous en envoyer une nouvelle.',
    usedMessage: 'Cette invitation n’est plus valable.',
    emailMismatch: (email) =>
      `Cette invitation a été envoyée à ${email}. Connectez-vous avec cette adresse pour l’accepter, ou demandez une invitation à votre propre adresse.`,
    notFound: 'Cette invitation n’existe pas. Vérifiez le lien dans votre e-mail, ou demandez au restaurant de vous en envoyer une nouvelle.',
    loadFailed: 'Impossible de charger l’invitation. Vérifiez votre connexion et réessayez.',
    signedOutHint: (email) => `Connectez-vous ou créez un compte avec ${email} pour répondre.`,
    signIn: 'Se connecter pour accepter',
    signUp: 'Créer un compte',
    accept: 'Accepter l’invitation',
    decline: 'Refuser',
    accepted: (restaurant) => `Bienvenue chez ${restaurant}\u00a0!`,
    declined: 'Vous avez refusé l’invitation. Le restaurant pourra vous inviter à nouveau plus tard.',
    answerFailed: 'Impossible d’envoyer votre réponse',
    signOut: 'Se déconnecter',
    goToDashboard: 'Aller au tableau de bord',
  },

  signUpWithInvitationTexts: {
    title: (restaurant) => `Rejoindre ${restaurant}`,
    subtitle: (inviter) => `${inviter} vous invite. Créez votre compte avec l’adresse qui a reçu l’invitation.`,
    emailHint: 'L’invitation a été envoyée à cette adresse.',
    fullName: 'Nom complet',
    email: 'E-mail',
    password: 'Mot de passe',
    passwordHint: 'Au moins 8 caractères. Quelques mots faciles à retenir font très bien l’affaire.',
    confirmPassword: 'Confirmer le mot de passe',
    confirmPasswordMissing: 'Confirmez votre mot de passe',
    submit: 'Créer le compte',
    fallbackTitle: 'Créez votre compte',
    created: 'Compte créé\u00a0! Vérifiez votre e-mail pour le confirmer, puis connectez-vous pour rejoindre l’équipe.',
  },

  switcherTexts: {
    button: (restaurant) => `Restaurant\u00a0: ${restaurant}`,
    menuLabel: 'Vos restaurants',
    manage: 'Gérer vos restaurants',
    switched: (restaurant) => `Vous travaillez maintenant dans ${restaurant}`,
    switchFailed: 'Impossible de changer de restaurant',
  },

  restaurantsTexts: {
    title: 'Vos restaurants',
    description: 'Les restaurants dont vous faites partie et votre rôle dans chacun. En quitter un met fin à votre accès.',
    loading: 'Chargement de vos restaurants…',
    loadFailed: 'Impossible de charger vos restaurants.',
    current: 'Actuel',
    switchTo: 'Passer à ce restaurant',
    switchToLabel: (name) => `Passer à ${name}`,
    leave: 'Quitter',
    leaveLabel: (name) => `Quitter ${name}`,
    leaveTitle: (name) => `Quitter ${name}\u00a0?`,
    leaveBody: 'Vous perdez immédiatement l’accès à sa carte, à ses commandes et à son équipe. Pour revenir, il vous faudra une nouvelle invitation.',
    leaveConfirm: 'Quitter le restaurant',
    left: (name) => `Vous avez quitté ${name}`,
    leaveFailed: 'Impossible de quitter le restaurant',
    cancel: 'Annuler',
    create: 'Créer un autre restaurant',
    createTitle: 'Créer un autre restaurant',
    createBody: 'Il démarre sans formule, avec vous comme propriétaire. Vos autres restaurants restent inchangés.',
    createName: 'Nom du restaurant',
    createTimeZone: 'Fuseau horaire',
    createSubmit: 'Créer le restaurant',
    created: (name) => `${name} est prêt. Passez-y depuis l’en-tête.`,
    createFailed: 'Impossible de créer le restaurant',
  },

  permissionTexts: {
    settingsReadOnly: 'Seul le propriétaire ou un manager peut modifier le nom et le fuseau horaire du restaurant.',
    slugReadOnly: 'Seul le propriétaire ou un manager peut modifier l’adresse de la page de commande.',
    menuAvailabilityOnly: 'Vous pouvez activer et désactiver les plats. Ajouter, modifier et supprimer des plats est réservé au propriétaire ou à un manager.',
    ownerChoosesPlan: 'C’est le propriétaire du restaurant qui choisit la formule.',
    askOwnerToUpgrade: (feature, plan) =>
      `${feature} fait partie de la formule ${plan} et des suivantes. Demandez au propriétaire du restaurant de changer de formule.`,
    menuReadOnly: 'Vous pouvez consulter la carte. La modifier est réservé au propriétaire, à un manager ou à la salle (disponibilité).',
  },

  notAllowedTexts: {
    role: (role) => `Votre rôle (${roles[role]}) ne le permet pas. Adressez-vous au propriétaire du restaurant ou à un manager.`,
    noRestaurant: 'Vous ne faites encore partie d’aucun restaurant. Créez-en un, ou acceptez l’invitation de son propriétaire.',
  },

  activityTexts: {
    orderCreated: (order, total) => (total === null ? `A pris la commande #${order}` : `A pris la commande #${order} (${total})`),
    orderStatusChanged: (order, from, to) => `A changé le statut de la commande #${order}\u00a0: ${from} → ${to}`,
    menuItemCreated: (dish) => `A ajouté ${dish ?? aDish} à la carte`,
    menuItemUpdated: (dish, fields) => (fields === null ? `A modifié ${dish ?? aDish}` : `A modifié ${dish ?? aDish} (${fields})`),
    menuItemSwitchedOff: (dish) => `A désactivé ${dish ?? aDish}`,
    menuItemSwitchedOn: (dish) => `A activé ${dish ?? aDish}`,
    menuItemDeleted: (dish) => `A supprimé ${dish ?? aDish} de la carte`,
    optionGroupCreated: (group) => (group === null ? 'A créé un groupe d’options' : `A créé le groupe d’options ${group}`),
    optionGroupUpdated: (group) => (group === null ? 'A modifié un groupe d’options' : `A modifié le groupe d’options ${group}`),
    optionGroupDeleted: (group) => (group === null ? 'A supprimé un groupe d’options' : `A supprimé le groupe d’options ${group}`),
    optionSoldOut: (option, group) => `A mis ${option ?? 'une option'}${inGroup(group)} en rupture`,
    optionBackOn: (option, group) => `A remis ${option ?? 'une option'}${inGroup(group)} en vente`,
    portionsSet: (dish, left, par) =>
      `A fixé le décompte ${dish === null ? 'd’un plat' : `de ${dish}`} à ${left}${par === null ? '' : ` (${par} chaque jour)`}`,
    portionsStopped: (dish) => `A arrêté le décompte ${dish === null ? 'd’un plat' : `de ${dish}`}`,
    optionPortionsSet: (option, group, left, par) =>
      `A fixé le décompte ${option === null ? 'd’une option' : `de ${option}`}${inGroup(group)} à ${left}${par === null ? '' : ` (${par} chaque jour)`}`,
    optionPortionsStopped: (option, group) => `A arrêté le décompte ${option === null ? 'd’une option' : `de ${option}`}${inGroup(group)}`,
    portionsReset: 'A réinitialisé les décomptes',
    categoryCreated: (name) => (name === null ? 'A ajouté une catégorie' : `A ajouté la catégorie ${name}`),
    categoryRenamed: (from, to) => `A renommé la catégorie ${from ?? 'sans nom'} en ${to ?? 'un autre nom'}`,
    categoryTranslated: (name) => `A modifié les traductions de la catégorie ${name ?? 'sans nom'}`,
    categoryHidden: (name) => `A masqué la catégorie ${name ?? 'sans nom'} sur la page de commande`,
    categoryShown: (name) => `A de nouveau affiché la catégorie ${name ?? 'sans nom'} sur la page de commande`,
    categoryDeleted: (name, movedTo, dishes) =>
      movedTo === null
        ? `A supprimé la catégorie ${name ?? 'sans nom'}`
        : `A supprimé la catégorie ${name ?? 'sans nom'} et déplacé ${plural(dishes, { one: 'son plat', other: 'ses # plats' })} vers ${movedTo}`,
    categoriesReordered: 'A changé l’ordre des catégories de la carte',
    dishesReordered: (name) => `A changé l’ordre des plats de ${name ?? 'une catégorie'}`,
    tableCreated: (label) => `A ajouté la table ${label ?? 'sans nom'}`,
    tableRenamed: (from, to) => `A renommé la table ${from ?? 'sans nom'} en ${to ?? 'un autre nom'}`,
    tableDeleted: (label) => `A supprimé la table ${label ?? 'sans nom'}`,
    tablesReordered: 'A changé l’ordre des tables',
    menuImported: (created, updated, groups) =>
      `A importé la carte\u00a0: ${plural(created, { one: '# plat créé', other: '# plats créés' })}, ${plural(updated, { one: '# modifié', other: '# modifiés' })}${
        groups > 0 ? ` (${plural(groups, { one: '# groupe d’options', other: '# groupes d’options' })})` : ''
      }`,
    invitationSent: (email, role) => `A invité ${email ?? 'une personne'} avec le rôle «\u00a0${role}\u00a0»`,
    invitationResent: (email) => (email === null ? 'A renvoyé une invitation' : `A renvoyé l’invitation à ${email}`),
    invitationRevoked: (email) => (email === null ? 'A révoqué une invitation' : `A révoqué l’invitation envoyée à ${email}`),
    memberJoined: (role) => `A rejoint l’équipe avec le rôle «\u00a0${role}\u00a0»`,
    memberRoleChanged: (name, from, to) => `A changé le rôle ${name === null ? 'd’un membre' : `de ${name}`}\u00a0: ${from} → ${to}`,
    memberRemoved: (name) => `A retiré ${name ?? 'un membre'} de l’équipe`,
    memberLeft: 'A quitté le restaurant',
    ownershipTransferred: (from, to) => `A transféré la propriété de ${from ?? 'l’ancien propriétaire'} à ${to ?? 'un manager'}`,
    twoFactorRequired: 'A rendu la connexion à deux facteurs obligatoire pour les managers',
    twoFactorNotRequired: 'A rendu la connexion à deux facteurs facultative pour les managers',
    legalUpdated: (privacy, imprint) =>
      privacy && imprint
        ? 'A modifié la politique de confidentialité et les mentions légales'
        : imprint
          ? 'A modifié les mentions légales'
          : 'A modifié la politique de confidentialité',
    deviceAdded: (device) => `A ajouté ${device} et créé son code d’appairage`,
    deviceCodeRenewed: (device) => `A créé un nouveau code d’appairage pour ${device}`,
    deviceRevoked: (device) => `A révoqué ${device}`,
    device: (kind, name) =>
      `${{ kitchen_display: 'l’écran de cuisine', ready_board: 'l’écran «\u00a0prêt\u00a0»', printer: 'l’imprimante', print_bridge: 'la passerelle d’impression' }[kind ?? 'kitchen_display']} ${name ?? 'sans nom'}`,
    stationCreated: (name) => `A ajouté le poste ${name ?? 'sans nom'}`,
    stationRenamed: (from, to) => `A renommé le poste ${from ?? 'sans nom'} en ${to ?? 'un autre nom'}`,
    stationDeleted: (name) => `A supprimé le poste ${name ?? 'sans nom'}`,
    stationsReordered: 'A changé l’ordre des postes de cuisine',
    kitchenRoutingChanged: 'A changé quel poste prépare quels plats',
    kitchenColoursChanged: (warn, late) => `A réglé les bons de cuisine pour passer à l’orange après ${warn}\u00a0min et au rouge après ${late}\u00a0min`,
    printerAdded: (name) => `A ajouté l’imprimante ${name ?? 'sans nom'}`,
    printerUpdated: (name, fields) =>
      fields === null ? `A modifié l’imprimante ${name ?? 'sans nom'}` : `A modifié l’imprimante ${name ?? 'sans nom'} (${fields})`,
    printerRemoved: (name) => `A supprimé l’imprimante ${name ?? 'sans nom'}`,
    orderPrinted: (order, copy) => (copy ? `A réimprimé la commande #${order}` : `A imprimé la commande #${order}`),
    printerFields: {
      name: 'nom',
      stations: 'postes',
      prints_receipts: 'reçus',
      copies: 'exemplaires',
      auto_print: 'impression automatique',
      paper_width: 'largeur du papier',
      host: 'adresse',
      port: 'port',
    },
    roles,
    statuses: {
      pending: 'En attente',
      confirmed: 'Confirmée',
      preparing: 'En préparation',
      ready: 'Prête',
      delivered: 'Livrée',
      cancelled: 'Annulée',
    },
    fields: {
      name: 'nom',
      description: 'description',
      price: 'prix',
      category: 'catégorie',
      image_url: 'photo',
      is_available: 'disponibilité',
      translations: 'traductions',
      allergens: 'allergènes',
      traces: 'traces possibles',
      dietary: 'mentions alimentaires',
      option_group_ids: 'groupes d’options',
    },
  },
};
export default fr;
