export function ForgotPasswordPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Forgot password</h1>
    </main>
  );
}
