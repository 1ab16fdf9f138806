import { ChefHat, LogOut, Menu, Settings } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import { ConnectionIndicator } from '@/features/realtime/service-status';
import { SoundToggle } from '@/features/realtime/sound-toggle';
import { PauseBadge } from '@/features/service-hours/components/pause-badge';
import { RestaurantSwitcher } from '@/features/team/components/restaurant-switcher';

import { headerTexts } from '../texts';
import { NAVIGATION_DRAWER_ID } from './navigation-drawer';

/** 44 px targets for the header's icon buttons (touch; decision 0017). */
const iconButtonClass = 'inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-medium';

export function AppHeader({
  planName,
  isMenuOpen,
  onToggleMenu,
  menuButtonRef,
}: {
  planName: string | null;
  isMenuOpen: boolean;
  onToggleMenu(): void;
  menuButtonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-stone-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onToggleMenu}
        aria-expanded={isMenuOpen}
        aria-haspopup="dialog"
        aria-controls={NAVIGATION_DRAWER_ID}
        aria-label={headerTexts.openNavigation}
        className={`-ml-2 text-stone-600 hover:bg-stone-100 lg:hidden ${iconButtonClass}`}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      <Link to="/dashboard" className="flex min-h-11 items-center gap-2 rounded-md">
        <ChefHat aria-hidden="true" className="h-6 w-6 text-brand-600" />
        {/* i18n-ignore: the product's name */}
        <span className="font-display text-xl font-semibold text-stone-900">Maître</span>
      </Link>
      {planName && (
        <span className="hidden rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 sm:inline">
          {headerTexts.planBadge(planName)}
        </span>
      )}
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        <ConnectionIndicator />
        <PauseBadge />
        <RestaurantSwitcher />
        <SoundToggle />
        <span className="hidden max-w-64 truncate text-sm text-stone-600 md:inline">{user?.email}</span>
        <Link to="/dashboard/settings" className={`text-stone-700 hover:bg-stone-100 ${iconButtonClass}`} aria-label={headerTexts.settings}>
          <Settings aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">{headerTexts.settings}</span>
        </Link>
        <button
          type="button"
          onClick={() => void handleSignOut()}
          className={`border border-stone-300 text-stone-700 hover:bg-stone-50 ${iconButtonClass}`}
          aria-label={headerTexts.signOut}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">{headerTexts.signOut}</span>
        </button>
      </div>
    </header>
  );
}
