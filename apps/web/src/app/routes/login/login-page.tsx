export function LoginPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Sign in</h1>
    </main>
  );
}
