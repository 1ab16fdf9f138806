/** `/ready`: the counter's board of order numbers being made and ready (issue 21). Its own chunk. */
import { ReadyBoard } from '@/features/kitchen/components/ready-board';

export function ReadyPage() {
  return <ReadyBoard />;
}
