import type { ComponentProps, ReactNode } from 'react';
import { ChoiceField, Revealed, RevealScope, SelectField } from '#app/components/forms';
import { useI18n } from '#app/i18n/context';
import { choicesOf, type OptionGroup } from '#app/i18n/option-labels';

/** A drop-down of one of the enquiry option lists, "Choose…" first so no answer is taken for granted. */
export function OptionSelect({
  group,
  ...select
}: Omit<ComponentProps<typeof SelectField>, 'choose' | 'options'> & { group: OptionGroup }) {
  const { t } = useI18n();
  return <SelectField {...select} choose={t('form.choose')} options={choicesOf(group, t)} />;
}

/** Radio buttons or checkboxes of one of the enquiry option lists. */
export function OptionChoices({
  group,
  ...choice
}: Omit<ComponentProps<typeof ChoiceField>, 'options'> & { group: OptionGroup }) {
  const { t } = useI18n();
  return <ChoiceField {...choice} options={choicesOf(group, t)} />;
}

/**
 * A question (`children`, its revealing answer marked with `revealValue`) and the field that answer opens,
 * shown by CSS alone so it works before JavaScript loads.
 */
export function WithRevealed({ revealed, children }: { revealed: ReactNode; children: ReactNode }) {
  return (
    <RevealScope>
      {children}
      <Revealed>{revealed}</Revealed>
    </RevealScope>
  );
}
