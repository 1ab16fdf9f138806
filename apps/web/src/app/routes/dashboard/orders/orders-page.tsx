import type { OrderStatus } from '@maitre/shared/orders';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-control-classes';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMenuItems } from '@/features/menu/api/find-menu-items';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { useOrders } from '@/features/orders/api/find-orders';
import { useUpdateOrderStatus } from '@/features/orders/api/update-order-status';
import { NewOrderForm } from '@/features/orders/components/new-order-form';
import { OrderCard } from '@/features/orders/components/order-card';
import { StatusFilter, type StatusFilterValue } from '@/features/orders/components/status-filter';

export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const status: OrderStatus | undefined = filter === 'all' ? undefined : filter;
  const { data, isPending, isError, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useOrders(status);
  const updateStatus = useUpdateOrderStatus();
  const createOrder = useCreateOrder();
  const isCreating = searchParams.get('new') === '1';
  const menu = useMenuItems();

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

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold">Orders</h1>
          {counts && <p className="mt-1 text-sm text-stone-600">{counts.all === 1 ? '1 order' : `${counts.all} orders`}</p>}
        </div>
        <button type="button" onClick={() => setCreating(true)} className={primaryButtonClass}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New order
        </button>
      </div>

      <StatusFilter counts={counts} selected={filter} onSelect={setFilter} />

      {isPending ? (
        <Spinner className="py-16" label="Loading orders…" />
      ) : isError ? (
        <EmptyState>
          The orders could not be loaded.{' '}
          <button type="button" onClick={() => void refetch()} className={`${secondaryButtonClass} ml-2`}>
            Try again
          </button>
        </EmptyState>
      ) : orders.length === 0 ? (
        <EmptyState icon={<ClipboardList aria-hidden="true" className="h-8 w-8" />}>
          {status && counts?.all ? `No orders with ${status} status.` : 'No orders yet. Orders will appear here once customers start placing them.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 xl:grid-cols-2">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} isUpdating={updatingId === order.id} onStatusChange={(next) => updateStatus.mutate({ id: order.id, status: next })} />
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <div className="flex justify-center">
              <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className={secondaryButtonClass}>
                {isFetchingNextPage ? 'Loading…' : 'Load more orders'}
              </button>
            </div>
          )}
        </>
      )}

      <ModalDialog title="New order" open={isCreating} onClose={() => setCreating(false)}>
        {menu.isPending ? (
          <Spinner className="py-8" label="Loading the menu…" />
        ) : (
          <NewOrderForm
            menuItems={menu.data ?? []}
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
