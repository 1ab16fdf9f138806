import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, type Ref, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { uiTexts } from './texts';

/** A TextField for passwords with a button that shows or hides what was typed. */
export const PasswordField = forwardRef(function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'ref'>, ref: Ref<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? uiTexts.hide(props.label) : uiTexts.show(props.label)}
          aria-pressed={visible}
          className="rounded-md p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          {visible ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
        </button>
      }
    />
  );
});
