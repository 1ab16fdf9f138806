import { lazy, type ReactNode, Suspense } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { PasswordForm } from '@/features/auth/components/password-form';
import { SignOutEverywhere } from '@/features/auth/components/sign-out-everywhere';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';
import { legalSettingsTexts } from '@/features/legal/texts';
import { AcceptOrderSettings } from '@/features/orders/components/accept-order-settings';
import { LanguageForm } from '@/features/profile/components/language-form';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { settingsTexts } from '@/features/profile/texts';
import { PauseControl } from '@/features/service-hours/components/pause-control';
import { ServiceHoursForm } from '@/features/service-hours/components/service-hours-form';
import { pauseTexts, serviceHoursTexts } from '@/features/service-hours/texts';
import { OrderPageCard } from '@/features/storefront/components/order-page-card';
import { SlugFormFor } from '@/features/storefront/components/slug-form-for';
import { MyRestaurants } from '@/features/team/components/my-restaurants';
import { restaurantsTexts } from '@/features/team/texts';

// Its own chunk (decision 0034): two large text fields most visits to Settings never open.
const LegalSettings = lazy(async () => ({ default: (await import('@/features/legal/components/legal-settings')).LegalSettings }));
/** The dining room's tables (decision 0033): a chunk of its own, loaded with the section. */
const TablesSection = lazy(async () => ({ default: (await import('@/features/tables/components/tables-section')).TablesSection }));
/** Screens and printers (decision 0036): a chunk of its own, loaded with the section. */
const DevicesSection = lazy(async () => ({ default: (await import('@/features/devices/components/devices-section')).DevicesSection }));
/** The kitchen display's stations, mapping and age colours (decision 0037): a chunk of its own, loaded with the section. */
const KitchenSection = lazy(async () => ({ default: (await import('@/features/kitchen/components/kitchen-section')).KitchenSection }));
/** The member's daily digest (decision 0044): a chunk of its own, loaded with the section. */
const DigestSection = lazy(async () => ({ default: (await import('@/features/digest/components/digest-section')).DigestSection }));
/** Printers (decision 0038): a chunk of its own, loaded with the section. */
const PrintersSection = lazy(async () => ({ default: (await import('@/features/printers/components/printers-section')).PrintersSection }));

/**
 * Settings composes the features' own sections: profile, language, online ordering, restaurants, password, two-factor,
 * devices.
 */
function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  // The heading's id is also the section's address (#your-restaurants, from the header's switcher): the same in every
  // language.
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function SettingsPage() {
  const { user, profile } = useAuth();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <h1 className="font-display text-2xl font-semibold text-stone-900">{settingsTexts.title}</h1>
        <p className="mt-1 text-sm text-stone-600">{settingsTexts.subtitle}</p>
      </div>
      <Section id="profile" title={settingsTexts.profileTitle} description={settingsTexts.profileDescription}>
        {profile && user ? (
          <ProfileForm key={`${profile.full_name}|${profile.restaurant_name}|${profile.timezone}`} profile={profile} email={user.email} />
        ) : (
          <p className="text-sm text-stone-600">{settingsTexts.profileFailed}</p>
        )}
      </Section>
      {profile && (
        <Section id="language" title={settingsTexts.languageTitle} description={settingsTexts.languageDescription}>
          <LanguageForm profile={profile} />
        </Section>
      )}
      <Suspense fallback={null}>
        <DigestSection />
      </Suspense>
      {profile?.slug && (
        <Section id="online-ordering" title={settingsTexts.onlineOrderingTitle} description={settingsTexts.onlineOrderingDescription}>
          <div className="space-y-6">
            <OrderPageCard slug={profile.slug} />
            <SlugFormFor slug={profile.slug} />
            <AcceptOrderSettings />
          </div>
        </Section>
      )}
      <Section id="pause" title={pauseTexts.title} description={pauseTexts.description}>
        <PauseControl />
      </Section>
      <Section id="service-hours" title={serviceHoursTexts.title} description={serviceHoursTexts.description}>
        <ServiceHoursForm />
      </Section>
      <Section id="privacy-and-imprint" title={legalSettingsTexts.title} description={legalSettingsTexts.description}>
        <Suspense fallback={<p className="text-sm text-stone-600">{legalSettingsTexts.loading}</p>}>
          <LegalSettings />
        </Suspense>
      </Section>
      <Suspense fallback={null}>
        <TablesSection />
      </Suspense>
      <Suspense fallback={null}>
        <DevicesSection />
        <KitchenSection />
        <PrintersSection />
      </Suspense>
      <Section id="your-restaurants" title={restaurantsTexts.title} description={restaurantsTexts.description}>
        <MyRestaurants />
      </Section>
      <Section id="password" title={settingsTexts.passwordTitle} description={settingsTexts.passwordDescription}>
        <PasswordForm />
      </Section>
      <TwoFactorSection />
      <Section id="devices" title={settingsTexts.devicesTitle} description={settingsTexts.devicesDescription}>
        <SignOutEverywhere />
      </Section>
    </div>
  );
}
