import { Switch } from '../../components/Switch/Switch.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { emailMessages } from '../private/fieldMessages.ts';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, withGroup } from './sections.ts';

/**
 * Rodapé: a line of text, the support e-mail and the security seals at the bottom of the checkout;
 * and the store's WhatsApp, whose link stays on the page even with the footer hidden.
 */
export function FooterSection({ settings, onChange, isDisabled }: BuilderSectionProps) {
  const { footer } = settings;
  const set = (values: Partial<typeof footer>) => onChange(withGroup(settings, 'footer', values));
  const isOff = isDisabled || !footer.enabled;
  return (
    <div className={styles.fields}>
      <Switch isSelected={footer.enabled} onChange={(enabled) => set({ enabled })} isDisabled={isDisabled}>
        Exibir rodapé
      </Switch>
      <TextField
        label="Texto do rodapé"
        name="footer.text"
        placeholder="Ex.: Loja da Ana LTDA · CNPJ 12.345.678/0001-90"
        multiline
        rows={2}
        maxLength={300}
        value={footer.text}
        onChange={(text) => set({ text })}
        isDisabled={isOff}
      />
      <TextField
        label="E-mail de suporte"
        name="footer.support_email"
        type="email"
        placeholder="suporte@sualoja.com.br"
        maxLength={254}
        value={footer.support_email}
        onChange={(support_email) => set({ support_email })}
        errorMessage={emailMessages}
        isDisabled={isOff}
      />
      <Switch
        isSelected={footer.show_security_seals}
        onChange={(show_security_seals) => set({ show_security_seals })}
        description="Selos de site seguro e pagamento protegido."
        isDisabled={isOff}
      >
        Selos de segurança
      </Switch>
      <TextField
        label="WhatsApp de atendimento"
        name="footer.support_whatsapp"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="(11) 98765-4321"
        maxLength={30}
        description="Opcional. Mostra o botão 'Fale conosco no WhatsApp' no canto do checkout, mesmo sem o rodapé."
        value={footer.support_whatsapp}
        onChange={(support_whatsapp) => set({ support_whatsapp })}
        isDisabled={isDisabled}
      />
    </div>
  );
}
