import { TIMER_MINUTES, type TimerMinutes } from '@pagora/contract';
import { Select } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { ColorField } from './ColorField.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

/** 'Desativado', '5 minutos' … '30 minutos'. */
export const timerLabel = (minutes: number) => (minutes === 0 ? 'Desativado' : `${minutes} minutos`);

const timerItems = TIMER_MINUTES.map((minutes) => ({ id: String(minutes), label: timerLabel(minutes) }));

/** Escassez: a countdown bar ('Oferta reservada por 09:59') for the chosen minutes. */
export function ScarcitySection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  const { scarcity } = settings;
  const set = (values: Partial<typeof scarcity>) => onChange(withGroup(settings, 'scarcity', values));
  const isOff = isDisabled || scarcity.minutes === 0;
  return (
    <div className={styles.fields}>
      <Select
        label="Cronômetro"
        name="scarcity.minutes"
        items={timerItems}
        selectedKey={String(scarcity.minutes)}
        onSelectionChange={(key) => {
          const minutes = TIMER_MINUTES.find((value) => String(value) === key);
          if (minutes !== undefined) set({ minutes: minutes as TimerMinutes });
        }}
        description="O tempo começa quando o comprador abre o checkout."
        isDisabled={isDisabled}
      />
      <TextField
        label="Texto do cronômetro"
        name="scarcity.text"
        placeholder="Ex.: Oferta reservada por"
        description="O tempo restante aparece depois do texto."
        maxLength={80}
        value={scarcity.text}
        onChange={(text) => set({ text })}
        isDisabled={isOff}
      />
      <div className={styles.pair}>
        <ColorField
          label="Cor de fundo"
          name="scarcity.background_color"
          value={scarcity.background_color}
          onChange={(background_color) => set({ background_color })}
          isDisabled={isOff}
        />
        <ColorField
          label="Cor do texto"
          name="scarcity.text_color"
          value={scarcity.text_color}
          onChange={(text_color) => set({ text_color })}
          isDisabled={isOff}
        />
      </div>
    </div>
  );
}
