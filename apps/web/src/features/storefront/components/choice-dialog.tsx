/**
 * The dish's options in their dialog, as the order page opens them: a chunk of its own (the chooser is needed only once
 * a guest picks a dish with options), loaded once the menu is there. Dialog and chooser come together, so the dialog
 * finds the first choice to focus when it opens.
 */
import type { ComponentProps } from 'react';
import { OptionChooser } from '@/features/options/option-chooser';
import { OptionDialog } from '@/features/options/option-dialog';

export function ChoiceDialog({ title, ...chooser }: ComponentProps<typeof OptionChooser> & { title: string }) {
  return (
    <OptionDialog title={title} onClose={chooser.onCancel}>
      <OptionChooser {...chooser} />
    </OptionDialog>
  );
}
