import { useUniqueId } from '@/lib/use-unique-id';
import { useSetTwoFactorRule } from '../api/set-two-factor-rule';
import { staffTexts } from '../texts';

/** The owner's rule: managers must sign in with a second factor. Busy is aria-disabled, so the focus stays on it. */
export function TwoFactorRuleSwitch({ required }: { required: boolean }) {
  const id = useUniqueId();
  const setRule = useSetTwoFactorRule();
  const isOn = setRule.isPending && setRule.variables !== undefined ? setRule.variables : required;
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        aria-disabled={setRule.isPending || undefined}
        onClick={() => {
          if (!setRule.isPending) setRule.mutate(!required);
        }}
        className="-ml-1.5 inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full aria-disabled:cursor-wait"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${isOn ? 'bg-brand-600' : 'bg-stone-500'}`}
        >
          <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-5' : 'translate-x-0.5'}`} />
        </span>
      </button>
      <div className="min-w-0 pt-2.5">
        <p id={`${id}-label`} className="text-sm font-medium text-stone-900">
          {staffTexts.twoFactorRule}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {staffTexts.twoFactorRuleHint}
        </p>
      </div>
    </div>
  );
}
