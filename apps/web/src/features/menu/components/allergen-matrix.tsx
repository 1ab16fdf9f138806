/**
 * The allergen chart (issue 19): every dish against the 14 EU allergens, ● contains, ○ may contain, with its dietary
 * marks, and under a dish each of its options that adds allergens. Printable (A4 landscape), and a real table for
 * screen readers: a caption, column and row headers, each mark with its word.
 */
import { ALLERGENS, type Allergen, allergenName, dietaryMarkName } from '@maitre/shared/allergens';
import type { MenuItem } from '@maitre/shared/menu';
import { inMenuOrder } from '@maitre/shared/menu-order';
import { currentMessages } from '@maitre/shared/messages/index';
import type { OptionGroup } from '@maitre/shared/options';
import { useUniqueId } from '@/lib/use-unique-id';
import { allergenChartTexts } from '../texts';

interface Row {
  key: string;
  name: string;
  isOption: boolean;
  allergens: readonly Allergen[];
  traces: readonly Allergen[];
  dietary: string;
}

function Mark({ allergen, row }: { allergen: Allergen; row: Row }) {
  const messages = currentMessages();
  if (row.allergens.includes(allergen)) {
    return (
      <>
        <span aria-hidden="true">●</span>
        <span className="sr-only">{messages.allergens.contains}</span>
      </>
    );
  }
  if (row.traces.includes(allergen)) {
    return (
      <>
        <span aria-hidden="true">○</span>
        <span className="sr-only">{messages.allergens.mayContain}</span>
      </>
    );
  }
  return null;
}

export function AllergenMatrix({
  items,
  groups,
  categoryIds = [],
  caption,
}: {
  items: readonly MenuItem[];
  groups: readonly OptionGroup[];
  /** The restaurant's categories in the menu's order (issue 19): the dishes are listed in that order. */
  categoryIds?: readonly string[];
  caption: string;
}) {
  const captionId = useUniqueId();
  const messages = currentMessages();
  const groupById = new Map(groups.map((group) => [group.id, group]));
  const sorted = inMenuOrder(items, categoryIds);
  const rows: Row[] = sorted.flatMap((item) => [
    {
      key: item.id,
      name: item.name,
      isOption: false,
      allergens: item.allergens,
      traces: item.traces,
      dietary: item.dietary.map((mark) => dietaryMarkName(messages, mark)).join(', '),
    },
    // An option that adds allergens gets its own line under the dish: what the guest may add to it.
    ...item.option_group_ids.flatMap((groupId) =>
      (groupById.get(groupId)?.options ?? [])
        .filter((option) => option.allergens.length > 0 || option.traces.length > 0)
        .map((option) => ({
          key: `${item.id}-${option.id}`,
          name: allergenChartTexts.optionRow(item.name, option.name),
          isOption: true,
          allergens: option.allergens,
          traces: option.traces,
          dietary: '',
        })),
    ),
  ]);

  return (
    // A table wider than a phone scrolls sideways in its own box, which the keyboard must reach (WCAG 1.4.10); `relative`
    // keeps the cells' visually hidden words (absolutely placed) inside that box instead of widening the page.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section tabIndex={0} aria-labelledby={captionId} className="relative max-w-full overflow-x-auto print:overflow-visible">
      <table className="allergen-chart w-full border-collapse text-xs">
        <caption id={captionId} className="mb-2 text-left text-sm font-semibold text-stone-900">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="border border-stone-300 bg-stone-100 px-2 py-1 text-left align-bottom">
              {allergenChartTexts.dish}
            </th>
            {ALLERGENS.map((allergen) => (
              <th key={allergen} scope="col" className="border border-stone-300 bg-stone-100 px-1 py-1 align-bottom font-semibold leading-tight">
                {allergenName(messages, allergen)}
              </th>
            ))}
            <th scope="col" className="border border-stone-300 bg-stone-100 px-2 py-1 text-left align-bottom">
              {allergenChartTexts.dietary}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="break-inside-avoid">
              <th scope="row" className={`border border-stone-300 px-2 py-1 text-left ${row.isOption ? 'pl-5 font-normal text-stone-700' : 'font-semibold'}`}>
                {row.name}
              </th>
              {ALLERGENS.map((allergen) => (
                <td key={allergen} className="border border-stone-300 px-1 py-1 text-center text-base leading-none">
                  <Mark allergen={allergen} row={row} />
                </td>
              ))}
              <td className="border border-stone-300 px-2 py-1">{row.dietary}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 flex flex-wrap gap-x-6 text-sm text-stone-800">
        <span>
          <span aria-hidden="true">● </span>
          {messages.allergens.contains}
        </span>
        <span>
          <span aria-hidden="true">○ </span>
          {messages.allergens.mayContain}
        </span>
      </p>
    </section>
  );
}
