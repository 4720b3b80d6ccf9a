import type { BumpOrientation } from '@pagora/contract';
import { Alert } from '../../components/Alert/Alert.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { TextLink } from '../../components/TextLink/TextLink.tsx';
import { ColorField } from './ColorField.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

const orientations: { id: BumpOrientation; label: string }[] = [
  { id: 'vertical', label: 'Vertical' },
  { id: 'horizontal', label: 'Horizontal' },
];

/** Order Bump: how the offer box looks; the offers themselves live in /marketing › Order Bump. */
export function OrderBumpSection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  const bump = settings.order_bump;
  const set = (values: Partial<typeof bump>) => onChange(withGroup(settings, 'order_bump', values));
  return (
    <div className={styles.fields}>
      <SegmentedControl
        label="Orientação"
        items={orientations}
        selectedKey={bump.orientation}
        onSelectionChange={(key) => set({ orientation: key as BumpOrientation })}
        isDisabled={isDisabled}
      />
      <ColorField
        label="Cor de destaque"
        name="order_bump.highlight_color"
        description="A borda e a faixa da oferta."
        value={bump.highlight_color}
        onChange={(highlight_color) => set({ highlight_color })}
        isDisabled={isDisabled}
      />
      <Alert tone="info" role="note">
        As ofertas (produto, preço e para quais produtos aparecem) são cadastradas em{' '}
        <TextLink href="/marketing">Marketing › Order Bump</TextLink>.
      </Alert>
    </div>
  );
}
