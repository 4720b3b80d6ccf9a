import {
  applyCheckoutTemplate,
  CHECKOUT_TEMPLATE_LABELS,
  CHECKOUT_TEMPLATES,
  type CheckoutTemplateId,
  DEFAULT_CHECKOUT_SETTINGS,
  type Rounding,
} from '@pagora/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Check } from 'lucide-react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Text } from '../../components/Text/Text.tsx';
import * as styles from './sections.css.ts';
import type { BuilderSectionProps } from './sections.ts';

const THUMB_RADIUS: Record<Rounding, string> = { none: '0', small: '2px', large: '4px' };

/** Each template's look, from its preset over the defaults. */
const looks = Object.fromEntries(
  CHECKOUT_TEMPLATES.map((id) => [id, applyCheckoutTemplate(DEFAULT_CHECKOUT_SETTINGS, id)]),
) as Record<CheckoutTemplateId, typeof DEFAULT_CHECKOUT_SETTINGS>;

/** Modelo: the 12 templates as cards with a miniature in their colours; choosing one applies its preset. */
export function TemplateSection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  return (
    <div className={styles.fields}>
      <Text size="small" tone="muted">
        O modelo define layout, cores, fonte e cantos. Depois de escolher, você ainda pode ajustar tudo nas
        outras seções.
      </Text>
      <RadioGroup
        aria-label="Modelo do checkout"
        value={settings.template}
        onChange={(value) => onChange(applyCheckoutTemplate(settings, value as CheckoutTemplateId))}
        isDisabled={isDisabled}
        className={styles.templateGrid}
      >
        {CHECKOUT_TEMPLATES.map((id) => (
          <Radio key={id} value={id} className={styles.templateCard}>
            {({ isSelected }) => (
              <>
                <TemplateThumb id={id} />
                <span className={styles.templateName}>
                  {CHECKOUT_TEMPLATE_LABELS[id]}
                  {isSelected && <Check size={14} aria-hidden className={styles.templateCheck} />}
                </span>
              </>
            )}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}

function TemplateThumb({ id }: { id: CheckoutTemplateId }) {
  const { appearance, header } = looks[id];
  const form = (
    <span className={styles.thumbBlock}>
      <span className={styles.thumbLine({ length: 'long' })} />
      <span className={styles.thumbLine({ length: 'short' })} />
      <span className={styles.thumbButton} />
    </span>
  );
  return (
    <span
      aria-hidden
      className={styles.thumb}
      style={assignInlineVars({
        [styles.thumbBackground]: appearance.background_color,
        [styles.thumbHeader]: header.background_color,
        [styles.thumbSurface]: appearance.surface_color,
        [styles.thumbPrimary]: appearance.primary_color,
        [styles.thumbText]: appearance.text_color,
        [styles.thumbRadius]: THUMB_RADIUS[appearance.rounding],
      })}
    >
      <span className={styles.thumbTop} />
      <span className={styles.thumbBody({ layout: appearance.layout })}>
        {appearance.layout === 'split' && <span className={styles.thumbPanel} />}
        {form}
        {appearance.layout === 'two-column' && (
          <span className={styles.thumbBlock}>
            <span className={styles.thumbLine({ length: 'long' })} />
            <span className={styles.thumbLine({ length: 'short' })} />
          </span>
        )}
      </span>
    </span>
  );
}
