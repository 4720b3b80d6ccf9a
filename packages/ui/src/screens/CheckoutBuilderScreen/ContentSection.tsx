import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

/** Conteúdo: the headline above the form, the pay button's text and the guarantee line. */
export function ContentSection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  const { content } = settings;
  const set = (values: Partial<typeof content>) => onChange(withGroup(settings, 'content', values));
  return (
    <div className={styles.fields}>
      <TextField
        label="Título"
        name="content.headline"
        placeholder="Ex.: Finalize sua compra"
        description="Aparece acima do formulário. Vazio, nenhum título é exibido."
        maxLength={120}
        value={content.headline}
        onChange={(headline) => set({ headline })}
        isDisabled={isDisabled}
      />
      <TextField
        label="Texto do botão"
        name="content.button_text"
        placeholder="Finalizar compra"
        description="Vazio, o botão diz “Finalizar compra” (no idioma do checkout)."
        maxLength={40}
        value={content.button_text}
        onChange={(button_text) => set({ button_text })}
        isDisabled={isDisabled}
      />
      <TextField
        label="Texto de garantia"
        name="content.guarantee_text"
        placeholder="Ex.: Garantia de 7 dias ou seu dinheiro de volta."
        description="Uma linha sob o botão de pagamento. Vazio, não aparece."
        multiline
        rows={2}
        maxLength={200}
        value={content.guarantee_text}
        onChange={(guarantee_text) => set({ guarantee_text })}
        isDisabled={isDisabled}
      />
    </div>
  );
}
