import { forwardRef, type Ref, type SelectHTMLAttributes } from 'react';
import { useUniqueId } from '@/lib/use-unique-id';
import { inputClassName } from './text-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

// forwardRef, not ref-as-prop: see TextField (preact/compat in the production build, decision 0008).
export const SelectField = forwardRef(function SelectField(
  { label, error, options, id, className = '', ...selectProps }: Omit<SelectFieldProps, 'ref'>,
  ref: Ref<HTMLSelectElement>,
) {
  const generatedId = useUniqueId();
  const selectId = id ?? generatedId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`${inputClassName} ${error ? 'border-red-400 focus:ring-red-200' : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100'}`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
