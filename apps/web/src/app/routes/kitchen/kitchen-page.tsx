/** `/kitchen`: the kitchen display, full screen, without the dashboard around it (issue 21). Its own chunk and budget. */
import { KitchenDisplay } from '@/features/kitchen/components/kitchen-display';

export function KitchenPage() {
  return <KitchenDisplay />;
}
