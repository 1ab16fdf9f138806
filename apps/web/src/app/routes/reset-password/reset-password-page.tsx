export function ResetPasswordPage() {
  return (
    <main className="p-8">
      <h1 className="font-display text-2xl font-semibold">Reset password</h1>
    </main>
  );
}
