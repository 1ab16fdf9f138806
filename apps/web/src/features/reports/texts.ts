/** Every text of features/reports a person reads (the Analytics page, issue 22), in English; the translations are texts.<locale>.ts beside it (decision 0023). */
import { defineTexts, plural } from '@/lib/i18n';

export const analyticsTexts = defineTexts('reports.analyticsTexts', {
  /** Under the title: the range in words, e.g. "1 Nov 2026 – 24 Nov 2026 · compared with 8 Oct 2026 – 31 Oct 2026". */
  comparedWith: (range: string, previous: string) => `${range} · compared with ${previous}`,
  businessDays: (cutoff: string) => `Business days start at ${cutoff}, in the restaurant's time zone.`,
  loading: 'Loading the figures…',
  loadFailed: 'The figures could not be loaded.',
  tryAgain: 'Try again',
  noOrders: 'No orders in this range yet. Figures appear here as orders come in.',
});

export const rangeTexts = defineTexts('reports.rangeTexts', {
  label: 'Range',
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom',
  from: 'From',
  to: 'To',
  show: 'Show',
  missing: 'Enter a day.',
  reversed: 'The last day comes before the first.',
  tooLong: (days: number) => `A report covers at most ${days} days.`,
});

export const summaryTexts = defineTexts('reports.summaryTexts', {
  title: 'Sales summary',
  gross: 'Gross sales',
  cancelled: 'Cancelled',
  net: 'Net sales',
  orders: 'Orders',
  averageTicket: 'Average ticket',
  itemsSold: 'Items sold',
  /** A figure's change against the previous period; `change` is already formatted ("+12.5%"). */
  change: (change: string) => `${change} vs previous period`,
  noPrevious: 'Nothing in the previous period',
  previousValue: (value: string) => `Previous period: ${value}`,
  cancelledOrders: (count: number) => plural(count, { one: '# order cancelled', other: '# orders cancelled' }),
  grossNote: 'Every order placed, cancelled ones included. Net = gross − cancelled; orders, average ticket and items count what was not cancelled.',
  metric: 'Figure',
  thisPeriod: 'This period',
  previousPeriod: 'Previous period',
  changeColumn: 'Change',
});

export const trendTexts = defineTexts('reports.trendTexts', {
  title: 'Net sales by business day',
  hoursTitle: 'Orders by hour of day',
  day: 'Business day',
  net: 'Net sales',
  orders: 'Orders',
  previousNet: 'Previous period',
  weekAgoNet: 'Same weekday a week earlier',
  hour: 'Hour',
  cancelledOrders: 'Cancelled orders',
  /** What the chart's keyboard help says. */
  chartHelp: 'Use the arrow keys to go from one value to the next.',
  /** The focused point of a chart, read out. */
  point: (label: string, values: string) => `${label}: ${values}`,
  hourRange: (from: string, to: string) => `${from}–${to}`,
});

export const dishesTexts = defineTexts('reports.dishesTexts', {
  title: 'Dishes',
  categoriesTitle: 'Categories',
  optionsTitle: 'Options chosen',
  channelsTitle: 'Channels',
  byQuantity: 'By quantity',
  byRevenue: 'By revenue',
  top: 'Best sellers',
  bottom: 'Least sold',
  sortLabel: 'Sort the dishes',
  listLabel: 'Which dishes',
  dish: 'Dish',
  category: 'Category',
  quantity: 'Quantity',
  revenue: 'Revenue',
  cancelledQuantity: 'Cancelled',
  share: 'Share',
  noDishes: 'No dish sold in this range.',
  noOptions: 'No option chosen in this range.',
  /** A dish whose menu item was deleted, or a line written before dishes had ids. */
  notOnMenu: 'Not on the menu any more',
  group: 'Group',
  option: 'Option',
  chosen: 'Chosen',
  shareOfGroup: 'Share of its group',
  channel: 'Channel',
  online: 'Online pickup',
  table: 'At a table',
  phone: 'Phone and counter',
});

export const exportTexts = defineTexts('reports.exportTexts', {
  csv: 'CSV',
  xlsx: 'Excel',
  exportLabel: (table: string) => `Download “${table}”`,
  exportAs: (table: string, format: string) => `Download “${table}” as ${format}`,
  showTable: 'Show as a table',
  failed: 'The file could not be made. Please try again.',
});

/** The Michelin Star part of the page (decision 0042): its heading and, below the plan, what unlocks it. */
export const advancedTexts = defineTexts('reports.advancedTexts', {
  title: 'Advanced reports',
  /** What the locked part says it holds, before naming the plan. */
  lockedIntro: 'The hour-by-weekday heatmap and what each member of the team did with the orders.',
});

/** The hour × weekday heatmap. */
export const heatmapTexts = defineTexts('reports.heatmapTexts', {
  title: 'Busiest hours by weekday',
  measureLabel: 'Show',
  orders: 'Orders',
  net: 'Net sales',
  weekday: 'Weekday',
  hour: 'Hour',
  previousOrders: 'Orders, previous period',
  ordersChange: 'Orders, change',
  previousNet: 'Net sales, previous period',
  netChange: 'Net sales, change',
  /** The legend: what the colours mean. */
  legend: 'Colour scale',
  none: 'None',
  /** A step of the legend: from one value to another, both formatted. */
  between: (from: string, to: string) => `${from}–${to}`,
  /** A cell read out: "Tuesday, 19:00–20:00: 12 orders, previous period 10 (+20%)". `value` and `previous` are formatted. */
  cell: (weekday: string, hours: string, value: string, previous: string, change: string) =>
    `${weekday}, ${hours}: ${value} (previous period ${previous}, ${change})`,
  ordersValue: (count: number) => plural(count, { one: '# order', other: '# orders' }),
  gridHelp: 'Use the arrow keys to move from one hour or weekday to the next.',
  empty: 'No orders in this range or the previous period.',
});

/** Orders handled per member of the team. */
export const teamTexts = defineTexts('reports.teamTexts', {
  title: 'Orders handled by the team',
  person: 'Team member',
  role: 'Role',
  /** Someone no longer in the team, shown by the name their entries carry. */
  former: 'Former member',
  orders: 'Orders handled',
  taken: 'Taken',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  ready: 'Marked ready',
  delivered: 'Delivered',
  /** A figure's column for the previous period and its change, in the downloads. */
  previousOf: (figure: string) => `${figure}, previous period`,
  changeOf: (figure: string) => `${figure}, change`,
  /** Under a figure on screen: the previous period's and the change, both formatted. */
  previous: (value: string, change: string) => `Previous: ${value} · ${change}`,
  note: 'From the activity log: orders taken on the dashboard, pending orders accepted or rejected, orders cancelled after being accepted, and orders marked ready or delivered by hand. Orders bumped on the kitchen screen are not counted: the screen, not a person, marks them.',
  empty: 'Nobody handled an order in this range or the previous period.',
});
