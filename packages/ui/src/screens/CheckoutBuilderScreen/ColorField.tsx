import { type ReactNode, useState } from 'react';
import { Group, Input, TextField } from 'react-aria-components';
import * as fieldStyles from '../../components/Field/Field.css.ts';
import { Description, FieldError, Label } from '../../components/Field/Field.tsx';
import { cx } from '../../components/private/cx.ts';
import * as styles from './sections.css.ts';
import { HEX_COLOR } from './sections.ts';

export interface ColorFieldProps {
  /** The visible label, e.g. 'Cor de fundo'. */
  label: string;
  /** The colour, `#rrggbb`. */
  value: string;
  /** Called with each valid colour (`#rrggbb`, lower case) typed or picked. */
  onChange: (value: string) => void;
  /** The setting's path, for the Form's server errors. */
  name?: string;
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/** '#16A34A', '16a34a' → '#16a34a'; anything else → null. */
export function normalizeHex(input: string): string | null {
  const trimmed = input.trim();
  const hex = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(hex) ? hex.toLowerCase() : null;
}

const validateHex = (text: string) =>
  text.trim() === '' ? 'Informe uma cor.' : normalizeHex(text) ? null : 'Use uma cor no formato #RRGGBB.';

/**
 * A colour as a `#RRGGBB` text field with the system colour picker as its swatch. Typing keeps what
 * was typed until it is a valid colour; the swatch always shows the colour in use.
 */
export function ColorField({
  label,
  value,
  onChange,
  name,
  description,
  isDisabled,
  className,
}: ColorFieldProps) {
  const [text, setText] = useState(value);
  // A change from outside (a template, a reset after saving) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const change = (next: string) => {
    setText(next);
    const color = normalizeHex(next);
    if (color && color !== value) {
      setShown(color);
      onChange(color);
    }
  };

  return (
    <TextField
      name={name}
      value={text}
      onChange={change}
      validate={validateHex}
      isDisabled={isDisabled}
      autoComplete="off"
      spellCheck="false"
      className={cx(fieldStyles.field, className)}
    >
      <Label>{label}</Label>
      <Group className={cx(fieldStyles.control, styles.colorControl)}>
        <span className={styles.swatchWell}>
          <input
            type="color"
            value={value}
            onChange={(event) => change(event.target.value)}
            aria-label={`${label}: seletor de cor`}
            disabled={isDisabled}
            className={styles.swatch}
          />
        </span>
        <Input maxLength={7} className={cx(fieldStyles.input, styles.colorInput)} />
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError />
    </TextField>
  );
}
