/**
 * The member's saved language, applied when the session loads (decision 0023): a profile whose `locale` differs from
 * the active language switches to it and remembers it on this device, so the next visit starts in it. Rendered by the
 * dashboard's layout; renders nothing. A profile without a language (browser default) leaves the language as it is.
 */
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { currentLocale } from '@/lib/i18n';
import { switchLocale } from '@/lib/locale-root';

export function useMemberLocale(): void {
  const locale = useAuth().profile?.locale ?? null;
  useEffect(() => {
    if (locale && locale !== currentLocale()) void switchLocale(locale, { remember: true });
  }, [locale]);
}

export function MemberLocale() {
  useMemberLocale();
  return null;
}
