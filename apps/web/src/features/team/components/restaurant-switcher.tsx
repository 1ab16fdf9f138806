/**
 * The header's restaurant switcher, for a person in two restaurants or more: a menu button (WAI-ARIA menu pattern)
 * whose items are the restaurants as menuitemradio, the current one checked. Keyboard: Enter, Space or the arrows
 * open it on the current restaurant; the arrows, Home and End move; Escape closes it and gives the focus back to the
 * button; Tab closes it. Choosing one makes the session act for it and reads everything again.
 */
import type { MyRestaurant } from '@maitre/shared/staff';
import { Check, ChevronDown, Store } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUniqueId } from '@/lib/use-unique-id';
import { useMyRestaurants } from '../api/find-my-restaurants';
import { useSwitchRestaurant } from '../api/switch-restaurant';
import { roleLabels, switcherTexts } from '../texts';

const menuItemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

export function RestaurantSwitcher() {
  const { data: restaurants } = useMyRestaurants();
  if (!restaurants || restaurants.length < 2) return null;
  return <SwitcherMenu restaurants={restaurants} />;
}

function SwitcherMenu({ restaurants }: { restaurants: MyRestaurant[] }) {
  const menuId = useUniqueId();
  const [isOpen, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const switchRestaurant = useSwitchRestaurant();
  const navigate = useNavigate();
  const active = restaurants.find((restaurant) => restaurant.active) ?? restaurants[0];
  const activeIndex = Math.max(0, restaurants.indexOf(active as MyRestaurant));
  // The restaurants, then "Manage your restaurants".
  const itemCount = restaurants.length + 1;

  const items = () => menuItemsOf(menuRef.current);

  useEffect(() => {
    if (isOpen) menuItemsOf(menuRef.current)[focusIndex]?.focus();
  }, [isOpen, focusIndex]);

  // A press outside closes it, as a native menu would.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const open = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (restaurant: MyRestaurant) => {
    close(true);
    if (restaurant.active || switchRestaurant.isPending) return;
    switchRestaurant.mutate(restaurant, { onSuccess: () => navigate('/dashboard') });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(activeIndex);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(itemCount - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: (focusIndex + 1) % itemCount,
      ArrowUp: (focusIndex - 1 + itemCount) % itemCount,
      Home: 0,
      End: itemCount - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
      items()[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemClass = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 focus:bg-stone-100 lg:min-h-9';

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={switcherTexts.button(active?.name ?? '')}
        aria-busy={switchRestaurant.isPending || undefined}
        onClick={() => (isOpen ? close(false) : open(activeIndex))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100"
      >
        <Store aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="hidden max-w-40 truncate md:inline">{active?.name}</span>
        <ChevronDown aria-hidden="true" className="hidden h-4 w-4 shrink-0 sm:inline" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={switcherTexts.menuLabel}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
        >
          {restaurants.map((restaurant, index) => (
            <button
              key={restaurant.id}
              type="button"
              role="menuitemradio"
              aria-checked={restaurant.active}
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => choose(restaurant)}
              className={itemClass}
            >
              <Check aria-hidden="true" className={`h-4 w-4 shrink-0 text-brand-700 ${restaurant.active ? '' : 'invisible'}`} />
              <span className="min-w-0 flex-1 break-words font-medium text-stone-900">{restaurant.name}</span>
              <span className="shrink-0 text-xs text-stone-600">{roleLabels[restaurant.role]}</span>
            </button>
          ))}
          <Link
            role="menuitem"
            to="/dashboard/settings#your-restaurants"
            tabIndex={focusIndex === itemCount - 1 ? 0 : -1}
            onClick={() => close(false)}
            className={`${itemClass} mt-1 border-t border-stone-100 font-medium text-brand-700`}
          >
            {switcherTexts.manage}
          </Link>
        </div>
      )}
    </div>
  );
}
