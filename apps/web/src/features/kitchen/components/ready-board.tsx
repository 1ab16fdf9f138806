/**
 * The customer-facing board `/ready` (issue 21, decision 0037): for a screen at the counter, the numbers of the day
 * being made and ready to collect, in large type — numbers only, never names. Live through the kitchen's stream.
 */
import { useKitchenStream, useReadyBoard } from '../api/kitchen';
import { readyBoardTexts } from '../texts';
import { isSignedOut, ToSignIn } from './signed-out';

function Column({ title, numbers, tone }: { title: string; numbers: number[]; tone: string }) {
  return (
    <section className="flex-1 p-6" aria-label={title}>
      <h2 className={`font-black text-5xl ${tone}`}>{title}</h2>
      <ul className="mt-6 flex flex-wrap gap-6" aria-live="polite">
        {numbers.map((number) => (
          <li key={number} className="min-w-32 rounded-2xl bg-stone-800 px-6 py-4 text-center font-black text-7xl tabular-nums">
            {number}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReadyBoard() {
  const board = useReadyBoard();
  useKitchenStream();
  if (isSignedOut(board.error)) return <ToSignIn />;
  return (
    <div className="flex min-h-screen flex-col bg-stone-950 text-stone-50">
      <h1 className="sr-only">{readyBoardTexts.title}</h1>
      {board.isError && (
        <p role="alert" className="p-6 text-2xl">
          {readyBoardTexts.loadFailed}
        </p>
      )}
      <div className="flex flex-1 divide-x divide-stone-800">
        <Column title={readyBoardTexts.preparing} numbers={board.data?.preparing ?? []} tone="text-amber-300" />
        <Column title={readyBoardTexts.ready} numbers={board.data?.ready ?? []} tone="text-emerald-400" />
      </div>
    </div>
  );
}
