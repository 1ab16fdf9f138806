/** Where the Settings section of two-factor sign-in is: the dashboard's notice links to it (its texts are in texts.ts). */

/** The Settings section's anchor. */
export const TWO_FACTOR_SECTION_ID = 'two-factor';
export const TWO_FACTOR_SETTINGS_PATH = `/dashboard/settings#${TWO_FACTOR_SECTION_ID}`;
