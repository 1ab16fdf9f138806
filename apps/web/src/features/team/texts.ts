/**
 * Every text a person reads on the team's screens (the Staff page, the invitation page, the restaurant switcher, the
 * restaurants in Settings, the permission notes), in English; the activity log's sentences are activity-texts.ts; the translations are
 * texts.<locale>.ts beside it (decision 0023). The texts the API sends (plan limits, the last-owner and invitation
 * refusals, a role's 403) reach the screens as the server words them.
 * Zod-free, like @maitre/shared/team: the header's switcher reads it on every dashboard page.
 */
import type { Role } from '@maitre/shared/team';
import { defineTexts, plural } from '@/lib/i18n';

/** The roles' names, as ROLE_LABELS in @maitre/shared/team words them (the server's mails and messages use those). */
const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Manager',
  front_of_house: 'Front of house',
  kitchen: 'Kitchen',
};

/** A role's name, by its code ("front_of_house" → "Front of house"): selects, badges, the invitation. */
export const roleLabels = defineTexts('team.roleLabels', ROLE_NAMES);

/** What each role may do, in a sentence (the invite form, the invitation page); as ROLE_DESCRIPTIONS in @maitre/shared/staff. */
export const roleDescriptions = defineTexts('team.roleDescriptions', {
  owner: 'Everything, including billing, staff and deleting the restaurant.',
  manager: 'Everything except billing, deleting the restaurant and transferring ownership.',
  front_of_house: 'Takes phone orders, changes order status, switches dishes on and off, sees guest contact details.',
  kitchen: 'Sees orders and changes their status; guest phone numbers and emails stay hidden.',
} satisfies Record<Role, string>);

export const staffTexts = defineTexts('team.staffTexts', {
  title: 'Staff',
  subtitle: (restaurant: string) => `The people who run ${restaurant || 'your restaurant'} with you, and what each of them may do.`,
  loading: 'Loading the team…',
  loadFailed: 'The team could not be loaded.',
  tryAgain: 'Try again',
  seats: (used: number, limit: number | null) =>
    limit === null ? `${plural(used, { one: '# person', other: '# people' })}, no limit on your plan` : `${used} of ${limit} seats used`,
  seatsHint: 'Members and pending invitations both take a seat.',
  overLimitTitle: 'Your team is larger than your plan allows',
  overLimit: 'Nobody loses access: everyone listed keeps working as before. New invitations wait until the team fits the plan again.',
  seePlans: 'See plans',

  membersTitle: 'Members',
  columns: { name: 'Name', email: 'Email', role: 'Role', joined: 'Joined', lastActive: 'Last active', twoFactor: 'Two-factor sign-in', actions: 'Actions' },
  you: 'you',
  neverActive: 'Never',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  roleOf: (name: string) => `Role of ${name}`,
  saveRole: 'Save role',
  roleChanged: (name: string, role: Role) => `${name} is now ${ROLE_NAMES[role]}`,
  roleChangeFailed: 'The role could not be changed',

  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string, restaurant: string) =>
    `${name} loses access to ${restaurant || 'the restaurant'} at once. Their name stays on the orders and changes they made.`,
  removeConfirm: 'Remove from the team',
  removed: (name: string) => `${name} was removed from the team`,
  removeFailed: 'The member could not be removed',
  cancel: 'Cancel',

  inviteTitle: 'Invite someone',
  inviteHint: 'They get an email with a link that is valid for 7 days.',
  inviteEmail: 'Email',
  inviteRole: 'Role',
  inviteSubmit: 'Send invitation',
  inviteSending: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'The invitation could not be sent',

  invitationsTitle: 'Pending invitations',
  noInvitations: 'No invitations waiting for an answer.',
  invitedAs: (role: Role) => `Invited as ${ROLE_NAMES[role]}`,
  expires: 'Expires',
  expired: 'Expired',
  resend: 'Resend',
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  resent: (email: string) => `A new invitation is on its way to ${email}`,
  resendFailed: 'The invitation could not be sent again',
  revoke: 'Revoke',
  revokeLabel: (email: string) => `Revoke the invitation to ${email}`,
  revokeTitle: (email: string) => `Revoke the invitation to ${email}?`,
  revokeBody: 'The link in their mail stops working. You can invite them again later.',
  revokeConfirm: 'Revoke invitation',
  revoked: (email: string) => `The invitation to ${email} was revoked`,
  revokeFailed: 'The invitation could not be revoked',

  transfer: 'Make owner',
  transferLabel: (name: string) => `Transfer ownership to ${name}`,
  transferTitle: (name: string) => `Transfer ownership to ${name}`,
  transferBody: (name: string) =>
    `${name} becomes the owner, with billing and the right to delete the restaurant. You stay in the team as a manager. Enter your password to confirm.`,
  transferPassword: 'Your password',
  transferPasswordMissing: 'Enter your password',
  transferConfirm: 'Transfer ownership',
  transferred: (name: string) => `${name} is now the owner`,
  transferFailed: 'Ownership could not be transferred',
  transferNote: 'Ownership can go to a manager only: make the person a manager first.',

  twoFactorRuleTitle: 'Two-factor sign-in',
  twoFactorRule: 'Managers must sign in with a second factor',
  twoFactorRuleHint: 'Managers see almost everything the owner sees. With this on, a manager without two-factor sign-in is asked to set it up.',
  twoFactorRuleOn: 'Managers now need two-factor sign-in',
  twoFactorRuleOff: 'Managers no longer need two-factor sign-in',
  twoFactorRuleFailed: 'The rule could not be changed',

  activity: 'Activity',
  activityLabel: (name: string) => `Activity of ${name}`,
  activityTitle: (name: string) => `What ${name} did`,
  activityLoading: 'Loading the activity…',
  activityFailed: 'The activity could not be loaded.',
  activityEmpty: 'Nothing yet.',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  moreLoaded: (count: number) => plural(count, { one: '# more entry loaded.', other: '# more entries loaded.' }),
});

export const invitationTexts = defineTexts('team.invitationTexts', {
  loading: 'Loading the invitation…',
  title: (restaurant: string) => `Join ${restaurant} on Maître`,
  invitedBy: (inviter: string, restaurant: string, role: Role) => `${inviter} invited you to join ${restaurant} as ${ROLE_NAMES[role]}.`,
  roleLabel: 'Role',
  sentToLabel: 'Sent to',
  validUntil: 'Valid until',
  status: { pending: 'Waiting for your answer', expired: 'Expired', accepted: 'Accepted', declined: 'Declined', revoked: 'Revoked' },
  statusLabel: 'Status',
  /** The same sentences as INVITATION_*_MESSAGE in @maitre/shared/staff (the API's), for what this page decides itself. */
  expiredMessage: 'This invitation has expired. Ask the restaurant to send a new one.',
  usedMessage: 'This invitation is no longer valid.',
  emailMismatch: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it, or ask for an invitation to your own.`,
  notFound: 'This invitation does not exist. Check the link in your mail, or ask the restaurant to send a new one.',
  loadFailed: 'The invitation could not be loaded. Check your connection and try again.',
  signedOutHint: (email: string) => `Sign in or create an account with ${email} to answer.`,
  signIn: 'Sign in to accept',
  signUp: 'Create an account',
  accept: 'Accept invitation',
  decline: 'Decline',
  accepted: (restaurant: string) => `Welcome to ${restaurant}!`,
  declined: 'You declined the invitation. The restaurant can invite you again later.',
  answerFailed: 'Your answer could not be sent',
  signOut: 'Sign out',
  goToDashboard: 'Go to your dashboard',
});

export const signUpWithInvitationTexts = defineTexts('team.signUpWithInvitationTexts', {
  title: (restaurant: string) => `Join ${restaurant}`,
  subtitle: (inviter: string) => `${inviter} invited you. Create your account with the invited address.`,
  emailHint: 'The invitation was sent to this address.',
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 8 characters. A few words you will remember work well.',
  confirmPassword: 'Confirm password',
  confirmPasswordMissing: 'Confirm your password',
  submit: 'Create Account',
  fallbackTitle: 'Create your account',
  created: 'Account created! Check your email to verify it, then sign in to join the team.',
});

export const switcherTexts = defineTexts('team.switcherTexts', {
  button: (restaurant: string) => `Restaurant: ${restaurant}`,
  menuLabel: 'Your restaurants',
  manage: 'Manage your restaurants',
  switched: (restaurant: string) => `Now working in ${restaurant}`,
  switchFailed: 'Could not switch restaurant',
});

export const restaurantsTexts = defineTexts('team.restaurantsTexts', {
  title: 'Your restaurants',
  description: 'The restaurants you belong to and your role in each. Leaving one ends your access to it.',
  loading: 'Loading your restaurants…',
  loadFailed: 'Your restaurants could not be loaded.',
  current: 'Current',
  switchTo: 'Switch to',
  switchToLabel: (name: string) => `Switch to ${name}`,
  leave: 'Leave',
  leaveLabel: (name: string) => `Leave ${name}`,
  leaveTitle: (name: string) => `Leave ${name}?`,
  leaveBody: 'You lose access to its menu, orders and team at once. To come back, you need a new invitation.',
  leaveConfirm: 'Leave the restaurant',
  left: (name: string) => `You left ${name}`,
  leaveFailed: 'You could not leave the restaurant',
  cancel: 'Cancel',
  create: 'Create another restaurant',
  createTitle: 'Create another restaurant',
  createBody: 'It starts without a plan and with you as its owner. Your other restaurants stay as they are.',
  createName: 'Restaurant name',
  createTimeZone: 'Time zone',
  createSubmit: 'Create restaurant',
  created: (name: string) => `${name} is ready. Switch to it from the header.`,
  createFailed: 'The restaurant could not be created',
});

/** Why a control is missing or disabled for this role (the rule itself is in @maitre/shared/team). */
export const permissionTexts = defineTexts('team.permissionTexts', {
  settingsReadOnly: "Only the owner or a manager can change the restaurant's name and time zone.",
  slugReadOnly: "Only the owner or a manager can change the order page's address.",
  menuAvailabilityOnly: 'You can switch dishes on and off. Adding, editing and deleting dishes is for the owner or a manager.',
  ownerChoosesPlan: "The restaurant's owner chooses the plan.",
  askOwnerToUpgrade: (feature: string, plan: string) => `${feature} is part of the ${plan} plan and above. Ask the restaurant's owner to upgrade.`,
  menuReadOnly: 'You can see the menu. Changing it is for the owner, a manager or front of house (availability).',
});

/** A page the role may not use (as notAllowedMessage and NO_RESTAURANT_MESSAGE in @maitre/shared/team say it). */
export const notAllowedTexts = defineTexts('team.notAllowedTexts', {
  role: (role: Role) => `Your role (${ROLE_NAMES[role]}) does not allow this. Ask the restaurant's owner or a manager.`,
  noRestaurant: 'You are not a member of a restaurant yet. Create one, or accept an invitation from its owner.',
});
