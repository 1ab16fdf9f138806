export function OrdersPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Orders</h1>
    </main>
  );
}
