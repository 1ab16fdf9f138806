import { forwardRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useUniqueId } from '@/lib/use-unique-id';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** Shown under the field in red, announced, and linked to the input with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** Something inside the field on the right, e.g. a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const inputClassName =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:outline-none focus:ring-2 disabled:bg-stone-50 disabled:text-stone-500 sm:text-sm';

// forwardRef rather than React 19's ref-as-prop: the production build runs on preact/compat (decision 0008), which
// hands a function component its ref only through forwardRef. react-hook-form's register() needs that ref.
export const TextField = forwardRef(function TextField(
  { label, error, hint, trailing, id, className = '', ...inputProps }: Omit<TextFieldProps, 'ref'>,
  ref: Ref<HTMLInputElement>,
) {
  const generatedId = useUniqueId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          className={`${inputClassName} ${trailing ? 'pr-12' : ''} ${
            error ? 'border-red-400 focus:border-red-500 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
          {...inputProps}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
});
