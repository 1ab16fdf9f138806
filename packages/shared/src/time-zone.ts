/** Time zone helpers without zod, for the pages that must stay small (the sign-in page loads no schema library). */

/** True for a time zone name the runtime knows, like 'Europe/Paris' or 'UTC'; offsets and abbreviations are refused. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own time zone, or UTC when it reports none the server would accept. */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isIanaTimeZone(zone) ? zone : 'UTC';
  } catch {
    return 'UTC';
  }
}
