const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function isSameDay(a: Date, b: Date) {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A moment in the reader's local time: only the time for today, the date and time otherwise. */
export function DateTime({ value, className }: { value: string; className?: string }) {
  const date = new Date(value);
  const text = isSameDay(date, new Date()) ? `Today, ${timeFormat.format(date)}` : dateTimeFormat.format(date);
  return (
    <time dateTime={value} title={dateTimeFormat.format(date)} className={className}>
      {text}
    </time>
  );
}
