import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { ColorField } from './ColorField.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

/** Barra de aviso: a strip at the top of the checkout with a short message. */
export function NoticeBarSection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  const bar = settings.notice_bar;
  const set = (values: Partial<typeof bar>) => onChange(withGroup(settings, 'notice_bar', values));
  const isOff = isDisabled || !bar.enabled;
  return (
    <div className={styles.fields}>
      <Switch isSelected={bar.enabled} onChange={(enabled) => set({ enabled })} isDisabled={isDisabled}>
        Exibir barra de aviso
      </Switch>
      <TextField
        label="Texto do aviso"
        name="notice_bar.text"
        placeholder="Ex.: Frete grátis para todo o Brasil!"
        maxLength={160}
        value={bar.text}
        onChange={(text) => set({ text })}
        isDisabled={isOff}
      />
      <div className={styles.pair}>
        <ColorField
          label="Cor de fundo"
          name="notice_bar.background_color"
          value={bar.background_color}
          onChange={(background_color) => set({ background_color })}
          isDisabled={isOff}
        />
        <ColorField
          label="Cor do texto"
          name="notice_bar.text_color"
          value={bar.text_color}
          onChange={(text_color) => set({ text_color })}
          isDisabled={isOff}
        />
      </div>
    </div>
  );
}
