import { WEEKDAYS } from '@maitre/shared/service-clock';
import type { StorefrontService } from '@maitre/shared/service-hours';
import { useGuestDetails } from '../guest-details';
import { dateLabel, weekdayName } from '../service-format';
import { serviceTexts } from '../texts';

const ranges = (list: ReadonlyArray<{ from: string; to: string }>) =>
  list.length === 0 ? serviceTexts.closedDay : list.map((range) => `${range.from}–${range.to === '24:00' ? '00:00' : range.to}`).join(', ');

/** The restaurant's address, phone, opening hours and "pay at pickup" (at the table, decision 0033), below the menu (issue 20). */
export function RestaurantDetails({ service }: { service: StorefrontService | undefined }) {
  // A guest at a table (decision 0033) pays there.
  const { table } = useGuestDetails().details;
  if (!service) return null;
  return (
    // A named region, not a heading: the page's headings stay the menu's sections and the cart.
    <section aria-labelledby="restaurant-details" className="mt-10 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <p id="restaurant-details" className="font-display text-lg font-semibold">
        {serviceTexts.about}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {service.address && (
          <div>
            <dt className="font-medium text-stone-700">{serviceTexts.address}</dt>
            <dd>{service.address}</dd>
          </div>
        )}
        {service.phone && (
          <div>
            <dt className="font-medium text-stone-700">{serviceTexts.phone}</dt>
            <dd>
              <a href={`tel:${service.phone.replace(/[^+\d]/g, '')}`} className="text-brand-700 underline">
                {service.phone}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="font-medium text-stone-700">{serviceTexts.hours}</dt>
          <dd>
            {service.weekly_hours ? (
              <table className="mt-1">
                <tbody>
                  {WEEKDAYS.map((day, index) => (
                    <tr key={day}>
                      <th scope="row" className="pr-3 text-left font-normal text-stone-600">
                        {weekdayName(index)}
                      </th>
                      <td>{ranges(service.weekly_hours?.[day] ?? [])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              serviceTexts.openAllHours
            )}
          </dd>
        </div>
        {service.exceptions.length > 0 && (
          <div>
            <dt className="font-medium text-stone-700">{serviceTexts.specialDays}</dt>
            <dd>
              <ul className="mt-1">
                {service.exceptions.slice(0, 10).map((exception) => (
                  <li key={exception.date}>
                    {dateLabel(exception.date)}: {ranges(exception.ranges)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt className="sr-only">{serviceTexts.pickup}</dt>
          <dd className="font-medium">{table ? serviceTexts.payAtTable : serviceTexts.payAtPickup}</dd>
        </div>
      </dl>
    </section>
  );
}
