import { type AmountProblem, parseAmount } from '@maitre/shared/locales';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { currentLocale, money, number } from '@/lib/i18n';
import { useUniqueId } from '@/lib/use-unique-id';
import { controlClass, fieldErrorClass, labelClass } from './form-control-classes';
import { amountTexts } from './texts';

export interface AmountFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'children'> {
  label: ReactNode;
  /**
   * The amount the form holds, in euros; NaN or null for none. The field shows it when it changes from outside (an edit
   * form's item, a reset); while a person types, it keeps their text. Left out, the field keeps its own state only.
   */
  value?: number | null;
  /** Every change of the text: the amount it means, or null and why not. Never a guess. */
  onValueChange?(amount: number | null, problem: AmountProblem | null): void;
  /** An error from outside (the form's checks, the server), shown in place of the field's own. */
  error?: string;
  /** A form's own wording for a problem, in place of amountTexts (e.g. "Price is required"); undefined keeps amountTexts'. */
  problemText?(problem: AmountProblem): string | undefined;
  maxDecimals?: number;
  allowNegative?: boolean;
}

const hasAmount = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The amount as a person would type it in the active locale: "8.50" / "8,50", no grouping, so it reads back the same. */
function textOf(amount: number, maxDecimals: number): string {
  const decimals = Math.min(2, maxDecimals);
  return number(amount, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, maxDecimals), useGrouping: false });
}

export function amountProblemText(problem: AmountProblem, maxDecimals = 2): string {
  switch (problem) {
    case 'empty':
      return amountTexts.empty;
    case 'not-a-number':
      return amountTexts.notANumber;
    case 'ambiguous':
      return amountTexts.ambiguous;
    case 'too-many-decimals':
      return amountTexts.tooManyDecimals(maxDecimals);
    case 'negative':
      return amountTexts.negative;
  }
}

/**
 * A typed amount that cannot lie (issue 18): a text field read with parseAmount in the reader's language, so "12,50"
 * is twelve euros fifty in every language, and "1.250,00" in English or "12,5,0" are refused rather than guessed. The
 * amount it means shows live under the field ("= 12,50 €"); its problem shows once the field is left (an empty field
 * only when it is required), or at once through `error`.
 */
// forwardRef, as TextField: preact/compat hands a function component its ref only this way; react-hook-form needs it.
export const AmountField = forwardRef(function AmountField(
  {
    label,
    value,
    onValueChange,
    error,
    problemText,
    maxDecimals = 2,
    allowNegative = false,
    id,
    className = '',
    onBlur,
    required,
    ...inputProps
  }: AmountFieldProps,
  ref: Ref<HTMLInputElement>,
) {
  const generatedId = useUniqueId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(() => (hasAmount(value) ? textOf(value, maxDecimals) : ''));
  const [touched, setTouched] = useState(false);
  const textRef = useRef(text);
  textRef.current = text;
  const options = { maxDecimals, allowNegative };
  const parsed = parseAmount(text, currentLocale(), options);

  // The form changed the amount itself (a reset, another item): show it, and forget that the field was left. A layout
  // effect, so the old text is never painted (and preact runs it at once, where it runs useEffect after the paint).
  useLayoutEffect(() => {
    if (value === undefined) return;
    const shown = parseAmount(textRef.current, currentLocale(), { maxDecimals, allowNegative });
    const held = hasAmount(value) ? value : null;
    if (held === (shown.ok ? shown.value : null)) return;
    if (held === null && !shown.ok) return;
    setText(held === null ? '' : textOf(held, maxDecimals));
    setTouched(false);
  }, [value, maxDecimals, allowNegative]);

  const problem = parsed.ok ? null : parsed.problem;
  const ownError = touched && problem && (problem !== 'empty' || required) ? (problemText?.(problem) ?? amountProblemText(problem, maxDecimals)) : undefined;
  const shownError = error ?? ownError;
  const previewId = `${inputId}-amount`;
  const errorId = `${inputId}-error`;
  const describedBy = [parsed.ok ? previewId : null, shownError ? errorId : null, inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required={required}
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const result = parseAmount(next, currentLocale(), options);
          onValueChange?.(result.ok ? result.value : null, result.ok ? null : result.problem);
        }}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        aria-invalid={Boolean(shownError)}
        aria-describedby={describedBy}
        className={controlClass}
      />
      {parsed.ok && (
        <p id={previewId} className="mt-1 text-sm text-stone-600 tabular-nums">
          {amountTexts.preview(money(parsed.value))}
        </p>
      )}
      {shownError && (
        <p id={errorId} className={fieldErrorClass}>
          {shownError}
        </p>
      )}
    </div>
  );
});
