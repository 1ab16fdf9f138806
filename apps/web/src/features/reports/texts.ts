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

/** Menu engineering (Michelin Star, decision 0043): Kasavana–Smith's four classes and how a dish lands in one. */
export const menuEngineeringTexts = defineTexts('reports.menuEngineeringTexts', {
  title: 'Menu engineering',
  intro: 'Each dish with a cost, placed by how popular it is (its share of the portions sold) and what it earns per portion (average price − cost).',
  star: 'Star',
  ploughHorse: 'Plough horse',
  puzzle: 'Puzzle',
  dog: 'Dog',
  starHelp: 'Popular and profitable: keep it as it is, where guests see it first.',
  ploughHorseHelp: 'Popular, lower margin: raise its price a little or bring its cost down.',
  puzzleHelp: 'Profitable but not popular enough: give it a better place on the menu, a clearer name, a recommendation.',
  dogHelp: 'Neither popular nor profitable: rework it or take it off the menu.',
  quadrantTitle: 'How the dishes are placed',
  /** `cutoff` is a share ("14%"), `margin` an amount ("€10.03"). */
  popularRule: (cutoff: string) => `Popular: at least ${cutoff} of the portions sold (70% of an equal share for every dish placed).`,
  profitableRule: (margin: string) => `Profitable: a margin per portion of at least ${margin}, the average weighted by the portions sold.`,
  popularAxis: 'Popular',
  notPopularAxis: 'Less popular',
  profitableAxis: 'Profitable',
  notProfitableAxis: 'Less profitable',
  class: 'Class',
  menuMix: 'Menu mix',
  popularity: 'Popularity',
  averagePrice: 'Average price',
  cost: 'Cost',
  margin: 'Margin per portion',
  profitability: 'Margin',
  totalMargin: 'Total margin',
  high: 'High',
  low: 'Low',
  note: 'Note',
  withoutCostTitle: 'No cost entered',
  withoutCostIntro: 'These dishes are not placed: enter their cost per portion in the menu to include them.',
  noCosts: 'No dish has a cost yet. Enter each dish’s cost per portion in the menu to see where it stands.',
  noSales: 'No dish with a cost was sold in this range.',
  toMenu: 'Enter the costs in the menu',
});

/** Repeat guests (Michelin Star, decision 0043). */
export const guestsTexts = defineTexts('reports.guestsTexts', {
  title: 'Repeat guests',
  intro: 'Guests are recognised by their phone number or email. An order is from a returning guest when that phone or email was on an earlier order.',
  returningShare: 'Orders from returning guests',
  /** Under the share: what it is a share of. */
  shareOf: (count: number) => plural(count, { one: 'of # order with a phone or email', other: 'of # orders with a phone or email' }),
  returningOrders: 'Returning guests’ orders',
  /** Distinct guests of the period (decision 0043), and how they split. */
  guests: 'Guests',
  guestsSplit: (fresh: string, returning: string) => `${fresh} new, ${returning} returning`,
  newGuests: 'New guests',
  returningGuests: 'Returning guests',
  unknownOrders: 'Orders without phone or email',
  byDayTitle: 'Repeat guests by business day',
  /** A share's change against the previous period, in percentage points ("+4.5 pts"). */
  pointsChange: (points: string) => `${points} pts vs previous period`,
  noShare: '—',
  rules: 'Cancelled orders are not counted. A guest whose first order was cancelled is not counted as new; their next order counts as returning.',
  guestsRules:
    'Each guest counts once per period: new when their first order is in it, returning when they ordered before. A phone number or email first given together with a known one belongs to the same guest.',
  noOrders: 'No orders in this range yet.',
});

/** The Michelin Star part of the page (decision 0042): its heading and, below the plan, what unlocks it. */
export const advancedTexts = defineTexts('reports.advancedTexts', {
  title: 'Advanced reports',
  /** What the locked part says it holds, before naming the plan. */
  lockedIntro: "The hour-by-weekday heatmap, menu engineering from each dish's cost, repeat guests, and what each member of the team did with the orders.",
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
