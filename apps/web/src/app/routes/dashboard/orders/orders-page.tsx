import { type OrderStatus, orderNumber } from '@maitre/shared/order-status';
import type { Order } from '@maitre/shared/orders';
import { ClipboardList, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useCategories } from '@/features/categories/api/find-categories';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { useOrderOptionGroups } from '@/features/orders/api/find-option-groups';
import { useOrders } from '@/features/orders/api/find-orders';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';
import { NewOrderForm } from '@/features/orders/components/new-order-form';
import { OrderCard } from '@/features/orders/components/order-card';
import { StatusFilter, type StatusFilterValue } from '@/features/orders/components/status-filter';
import { orderStatusTexts, ordersPageTexts } from '@/features/orders/texts';
import { usePermission } from '@/features/team/use-permission';

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
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useOrders(status);
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
  const timeZone = useAuth().profile?.timezone;

  const setCreating = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('new', '1');
        else params.delete('new');
        return params;
      },
      { replace: true },
    );

  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
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
            {status && counts?.all ? ordersPageTexts.emptyStatus(orderStatusTexts[status]) : ordersPageTexts.empty}
          </EmptyState>
        </div>
      ) : (
        <>
          <ul ref={listRef} className="grid gap-4 xl:grid-cols-2">
            {orders.map((order) => (
              <li key={order.id} className="min-w-0">
                <OrderCard order={order} timeZone={timeZone} isUpdating={updatingId === order.id} onStatusChange={(next) => changeStatus(order, next)} />
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
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <ModalDialog title={ordersPageTexts.newOrder} open={isCreating} onClose={() => setCreating(false)}>
        {menu.isPending || optionGroups.isLoading ? (
          <Spinner className="py-8" label={ordersPageTexts.loadingMenu} />
        ) : (
          <NewOrderForm
            menuItems={menu.data ?? []}
            optionGroups={optionGroups.data ?? []}
            categoryIds={categories.data?.map((category) => category.id)}
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
