/**
 * The language section of Settings (decision 0023): the member's own language (or the browser's), saved on the profile
 * and applied at once; and the restaurant's default language, for the order page and the guests' emails, which only a
 * role with settings:write may change.
 */
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@maitre/shared/locales';
import type { Profile } from '@maitre/shared/profile';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useAuth } from '@/features/auth/auth-context';
import { authErrorTexts } from '@/features/auth/texts';
import { usePermission } from '@/features/team/use-permission';
import { ApiError } from '@/lib/api-client';
import { browserLocale, storeLocale } from '@/lib/i18n';
import { switchLocale } from '@/lib/locale-root';
import { useUniqueId } from '@/lib/use-unique-id';
import { updateProfile } from '../api/update-profile';
import { languageTexts } from '../texts';

/** Each language by its own name: a reader looks for their language in their language. */
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

function showError(error: unknown) {
  toast.error(error instanceof ApiError ? error.message : authErrorTexts.unexpected);
}

/** The member's own language: '' is the browser's. Saving stores it on the profile first, then switches (which re-mounts the screen). */
function MemberLanguageForm({ profile }: { profile: Profile }) {
  const { refresh } = useAuth();
  const hintId = useUniqueId();
  const saved = profile.locale ?? '';
  const [value, setValue] = useState<string>(saved);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const chosen: Locale | null = isLocale(value) ? value : null;
    setSaving(true);
    try {
      await updateProfile({ locale: chosen });
    } catch (error) {
      showError(error);
      setSaving(false);
      return;
    }
    // The profile first, so the layout's MemberLocale agrees with the choice; then the language itself.
    await refresh();
    if (chosen) {
      await switchLocale(chosen, { remember: true });
    } else {
      // Back to the browser's language: nothing is pinned on this device any more.
      storeLocale(null);
      await switchLocale(browserLocale());
    }
    setSaving(false);
    toast.success(languageTexts.saved);
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <SelectField
        label={languageTexts.yourLanguage}
        options={[{ value: '', label: languageTexts.browserDefault }, ...LANGUAGE_OPTIONS]}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-sm text-stone-500">
        {languageTexts.yourLanguageHint}
      </p>
      <Button type="submit" loading={saving} disabled={value === saved}>
        {languageTexts.save}
      </Button>
    </form>
  );
}

/** The restaurant's default language: read-only without settings:write, as the restaurant's other fields. */
function RestaurantLanguageForm({ profile }: { profile: Profile }) {
  const { refresh } = useAuth();
  const canEditRestaurant = usePermission('settings:write');
  const hintId = useUniqueId();
  const [value, setValue] = useState<Locale>(profile.default_language);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await updateProfile({ default_language: value });
      await refresh();
      toast.success(languageTexts.restaurantLanguageSaved);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <SelectField
        label={languageTexts.restaurantLanguage}
        options={LANGUAGE_OPTIONS}
        value={value}
        disabled={!canEditRestaurant}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen)) setValue(chosen);
        }}
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-sm text-stone-500">
        {languageTexts.restaurantLanguageHint}
      </p>
      {!canEditRestaurant && <p className="text-sm text-stone-600">{languageTexts.readOnly}</p>}
      {canEditRestaurant && (
        <Button type="submit" loading={saving} disabled={value === profile.default_language}>
          {languageTexts.saveRestaurantLanguage}
        </Button>
      )}
    </form>
  );
}

export function LanguageForm({ profile }: { profile: Profile }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <MemberLanguageForm key={profile.locale ?? ''} profile={profile} />
      <RestaurantLanguageForm key={profile.default_language} profile={profile} />
    </div>
  );
}
