export function SuccessPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Payment</h1>
    </main>
  );
}
