import { type OrderStatus, orderNumber } from '@maitre/shared/order-status';
import type { Order } from '@maitre/shared/orders';
import { ClipboardList, Plus, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { controlClass, labelClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useCategories } from '@/features/categories/api/find-categories';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { useActiveOrders } from '@/features/orders/api/find-active-orders';
import { useOrderOptionGroups } from '@/features/orders/api/find-option-groups';
import { type OrderFilters, useOrders } from '@/features/orders/api/find-orders';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';
import { NewOrderForm } from '@/features/orders/components/new-order-form';
import { OrderCard } from '@/features/orders/components/order-card';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { ServiceBoard } from '@/features/orders/components/service-board';
import { StatusFilter, type StatusFilterValue } from '@/features/orders/components/status-filter';
import { orderDetailTexts, orderSearchTexts, orderStatusTexts, ordersPageTexts, ordersViewTexts, serviceBoardTexts } from '@/features/orders/texts';
import { useOptionalLiveOrders } from '@/features/realtime/live-orders-context';
import { useTables } from '@/features/tables/api/tables';
import { usePermission } from '@/features/team/use-permission';
import { useUniqueId } from '@/lib/use-unique-id';

/** The search typed, applied a moment after the last key (each answer replaces the list). */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Where the keyboard focus goes once the list has changed, so it never falls to the page (decision 0017): to the first
 * order "Load more" brought, or, when a status change takes an order out of the filtered list, to the order that took
 * its place (or the one before it, or the empty list).
 */
type FocusRequest = { after: 'load-more'; orderId: string } | { after: 'status-change'; orderId: string; index: number; announcement: string };

export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilterState] = useState<StatusFilterValue>('all');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const status: OrderStatus | undefined = filter === 'all' ? undefined : filter;
  // The service board (Active) or the spec's list of every order; the list is the default, as the spec has it.
  const view = searchParams.get('view') === 'active' ? 'active' : 'all';
  const [searchText, setSearchText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDebounced(searchText.trim(), 300);
  const filters: OrderFilters = { q: q || undefined, from: from || undefined, to: to || undefined };
  const isSearching = Boolean(filters.q || filters.from || filters.to);
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useOrders(status, filters);
  const active = useActiveOrders(view === 'active');
  const live = useOptionalLiveOrders();
  const canUpdate = usePermission('orders:update_status');
  const { profile } = useAuth();
  const openId = searchParams.get('order');
  const searchId = useUniqueId();
  const updateStatus = useUpdateOrderStatus();
  const createOrder = useCreateOrder();
  // Phone and counter orders: owner, manager, front of house; the kitchen follows the orders without taking them.
  const canCreate = usePermission('orders:create');
  const isCreating = canCreate && searchParams.get('new') === '1';
  const menu = useMenuItems();
  // Only when a dish offers choices (issue 19): the form lets the member choose them as the guest does.
  const optionGroups = useOrderOptionGroups(isCreating && Boolean(menu.data?.some((item) => item.option_group_ids.length > 0)));
  // The dishes in the menu's order (issue 19), read when the form opens; until then, grouped by category.
  const categories = useCategories({ enabled: isCreating });
  // The dining room's tables (decision 0033): a phone or counter order may be taken at one.
  const tables = useTables({ enabled: isCreating });
  const timeZone = profile?.timezone;

  const setCreating = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('new', '1');
        else params.delete('new');
        return params;
      },
      { replace: true },
    );

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: name !== 'order' },
    );

  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
  const openOrder = openId ? (active.orders.find((order) => order.id === openId) ?? orders.find((order) => order.id === openId)) : undefined;
  const counts = data?.pages[0]?.counts;
  const updatingId = updateStatus.isPending ? updateStatus.variables?.id : undefined;

  const setFilter = (value: StatusFilterValue) => {
    setFocusRequest(null);
    setFilterState(value);
  };

  function changeStatus(order: Order, next: OrderStatus) {
    if (status !== undefined && next !== status) {
      const announcement = ordersPageTexts.leftList(orderNumber(order.id), orderStatusTexts[next], orderStatusTexts[status]);
      setFocusRequest({ after: 'status-change', orderId: order.id, index: orders.indexOf(order), announcement });
    }
    updateStatus.mutate({ id: order.id, status: next }, { onError: () => setFocusRequest(null) });
  }

  async function loadMore() {
    if (isFetchingNextPage) return;
    const result = await fetchNextPage();
    const added = result.isError ? [] : (result.data?.pages.at(-1)?.orders ?? []);
    if (!added[0]) return;
    setAnnouncement(ordersPageTexts.loadedMore(added.length));
    setFocusRequest({ after: 'load-more', orderId: added[0].id });
  }

  useEffect(() => {
    if (!focusRequest) return;
    const cards = () => [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li > article') ?? [])];
    if (focusRequest.after === 'load-more') {
      const card = cards().find((element) => element.dataset.orderId === focusRequest.orderId);
      if (!card) return;
      card.focus();
    } else {
      // Still in the list: the change is on its way (or failed, which clears the request).
      if (orders.some((order) => order.id === focusRequest.orderId)) return;
      const remaining = cards();
      const next = remaining[Math.min(focusRequest.index, remaining.length - 1)];
      (next ?? emptyRef.current)?.focus();
      setAnnouncement(focusRequest.announcement);
    }
    setFocusRequest(null);
  }, [focusRequest, orders]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">{ordersPageTexts.title}</h1>
          {counts && <p className="mt-1 text-sm text-stone-600">{ordersPageTexts.count(counts.all)}</p>}
        </div>
        {canCreate && (
          <button type="button" onClick={() => setCreating(true)} className={primaryButtonClass}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {ordersPageTexts.newOrder}
          </button>
        )}
      </div>

      <fieldset className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
        <legend className="sr-only">{ordersViewTexts.label}</legend>
        {(['active', 'all'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => setParam('view', value === 'active' ? 'active' : null)}
            className={`min-h-11 rounded-md px-4 text-sm font-semibold ${view === value ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {ordersViewTexts[value]}
          </button>
        ))}
      </fieldset>

      {view === 'active' ? (
        active.isPending ? (
          <Spinner className="py-16" label={ordersPageTexts.loading} />
        ) : active.isError && active.orders.length === 0 ? (
          <EmptyState>
            {ordersPageTexts.loadFailed}{' '}
            <button type="button" onClick={() => void active.refetch()} className={`${secondaryButtonClass} ml-2`}>
              {ordersPageTexts.tryAgain}
            </button>
          </EmptyState>
        ) : (
          <>
            {active.orders.length === 0 && <p className="text-stone-600">{serviceBoardTexts.empty}</p>}
            <ServiceBoard
              orders={active.orders}
              timeZone={timeZone}
              updatingId={updatingId}
              isAlerting={(id) => live?.isAlerting(id) ?? false}
              canUpdate={canUpdate}
              onNextStep={(order, next) => updateStatus.mutate({ id: order.id, status: next })}
              onOpen={(order) => setParam('order', order.id)}
            />
          </>
        )
      ) : (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for jsdom, which the web tests run in; the role is the same */}
          <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
            <div>
              <label htmlFor={`${searchId}-q`} className={labelClass}>
                {orderSearchTexts.search}
              </label>
              <div className="relative">
                <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.5 h-4 w-4 -translate-y-1/2 text-stone-400" />
                <input
                  id={`${searchId}-q`}
                  type="search"
                  value={searchText}
                  onChange={(event) => setSearchText(event.target.value)}
                  placeholder={orderSearchTexts.placeholder}
                  maxLength={100}
                  className={`${controlClass} min-h-11 pl-9`}
                />
              </div>
            </div>
            <div>
              <label htmlFor={`${searchId}-from`} className={labelClass}>
                {orderSearchTexts.from}
              </label>
              <input
                id={`${searchId}-from`}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => setFrom(event.target.value)}
                className={`${controlClass} min-h-11`}
              />
            </div>
            <div>
              <label htmlFor={`${searchId}-to`} className={labelClass}>
                {orderSearchTexts.to}
              </label>
              <input
                id={`${searchId}-to`}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => setTo(event.target.value)}
                className={`${controlClass} min-h-11`}
              />
            </div>
            {(searchText || from || to) && (
              <button
                type="button"
                onClick={() => {
                  setSearchText('');
                  setFrom('');
                  setTo('');
                }}
                className={secondaryButtonClass}
              >
                <X aria-hidden="true" className="h-4 w-4" />
                {orderSearchTexts.clear}
              </button>
            )}
          </div>

          <StatusFilter counts={counts} selected={filter} onSelect={setFilter} />

          {isPending ? (
            <Spinner className="py-16" label={ordersPageTexts.loading} />
          ) : isError ? (
            <EmptyState>
              {ordersPageTexts.loadFailed}{' '}
              <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
                {ordersPageTexts.tryAgain}
              </button>
            </EmptyState>
          ) : orders.length === 0 ? (
            <div ref={emptyRef} tabIndex={-1} className="rounded-xl">
              <EmptyState icon={<ClipboardList aria-hidden="true" className="h-8 w-8" />}>
                {isSearching ? orderSearchTexts.noMatch : status && counts?.all ? ordersPageTexts.emptyStatus(orderStatusTexts[status]) : ordersPageTexts.empty}
              </EmptyState>
            </div>
          ) : (
            <>
              <ul ref={listRef} className="grid gap-4 xl:grid-cols-2">
                {orders.map((order) => (
                  <li key={order.id} data-new={live?.isAlerting(order.id) || undefined} className="min-w-0 rounded-2xl data-new:ring-4 data-new:ring-brand-300">
                    <OrderCard
                      order={order}
                      timeZone={timeZone}
                      isUpdating={updatingId === order.id}
                      onStatusChange={(next) => changeStatus(order, next)}
                      onOpen={() => setParam('order', order.id)}
                    />
                  </li>
                ))}
              </ul>
              {hasNextPage && (
                <div className="flex justify-center">
                  {/* aria-disabled while loading, not disabled: the focus stays here until it moves to the new orders. */}
                  <button type="button" onClick={() => void loadMore()} aria-disabled={isFetchingNextPage || undefined} className={secondaryButtonClass}>
                    {isFetchingNextPage ? ordersPageTexts.loadingMore : ordersPageTexts.loadMore}
                  </button>
                </div>
              )}
            </>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <ModalDialog
        title={orderDetailTexts.title(openOrder ? orderNumber(openOrder.id) : '')}
        open={openOrder !== undefined}
        onClose={() => setParam('order', null)}
      >
        {openOrder && <OrderDetail order={openOrder} timeZone={timeZone} restaurantName={profile?.restaurant_name} />}
      </ModalDialog>

      <ModalDialog title={ordersPageTexts.newOrder} open={isCreating} onClose={() => setCreating(false)}>
        {menu.isPending || optionGroups.isLoading ? (
          <Spinner className="py-8" label={ordersPageTexts.loadingMenu} />
        ) : (
          <NewOrderForm
            menuItems={menu.data ?? []}
            optionGroups={optionGroups.data ?? []}
            categoryIds={categories.data?.map((category) => category.id)}
            hiddenCategoryIds={categories.data?.filter((category) => category.is_hidden).map((category) => category.id)}
            tables={tables.data?.map((table) => table.label)}
            onSubmit={async (input) => {
              await createOrder.mutateAsync(input);
              setFilter('all');
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </ModalDialog>
    </div>
  );
}
