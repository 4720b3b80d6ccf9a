import { MAX_IMAGE_BYTES, PRODUCT_IMAGE_TYPES } from '@pagora/contract';
import { Switch } from '../../components/Switch/Switch.tsx';
import { ColorField } from './ColorField.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, type CheckoutImageUpload, withGroup } from './sections.ts';

export interface HeaderSectionProps extends BuilderSectionProps {
  /** Uploads the chosen logo. */
  onUpload: CheckoutImageUpload;
}

const MAX_LOGO_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/** Cabeçalho: shown or not, the logo (or the store's name), its colours and the secure-purchase badge. */
export function HeaderSection({ settings, onChange, errors, isDisabled, onUpload }: HeaderSectionProps) {
  const { header } = settings;
  const set = (values: Partial<typeof header>) => onChange(withGroup(settings, 'header', values));
  const isOff = isDisabled || !header.enabled;
  return (
    <div className={styles.fields}>
      <Switch isSelected={header.enabled} onChange={(enabled) => set({ enabled })} isDisabled={isDisabled}>
        Exibir cabeçalho
      </Switch>
      <ImageUpload
        kind="logo"
        label="Logo"
        noun="logo"
        url={header.logo_url}
        accept={PRODUCT_IMAGE_TYPES}
        maxBytes={MAX_IMAGE_BYTES}
        wrongTypeMessage="Escolha uma imagem PNG, JPEG ou WebP."
        tooLargeMessage={`A logo deve ter no máximo ${MAX_LOGO_MB} MB.`}
        hint={`PNG, JPEG ou WebP, até ${MAX_LOGO_MB} MB. Sem logo, o nome da loja aparece no lugar.`}
        emptyText="Nenhuma logo enviada"
        onUpload={onUpload}
        onChange={(logo_url) => set({ logo_url })}
        error={errors?.['header.logo_url']}
        isDisabled={isOff}
      />
      <div className={styles.pair}>
        <ColorField
          label="Cor de fundo"
          name="header.background_color"
          value={header.background_color}
          onChange={(background_color) => set({ background_color })}
          isDisabled={isOff}
        />
        <ColorField
          label="Cor do texto"
          name="header.text_color"
          value={header.text_color}
          onChange={(text_color) => set({ text_color })}
          isDisabled={isOff}
        />
      </div>
      <Switch
        isSelected={header.show_secure_badge}
        onChange={(show_secure_badge) => set({ show_secure_badge })}
        description="Mostra o selo “Compra 100% segura” ao lado da logo."
        isDisabled={isOff}
      >
        Selo de compra segura
      </Switch>
    </div>
  );
}
