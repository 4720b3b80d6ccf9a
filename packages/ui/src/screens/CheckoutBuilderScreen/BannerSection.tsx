import { BANNER_IMAGE_TYPES, BANNER_MAX_BYTES } from '@pagora/contract';
import { Switch } from '../../components/Switch/Switch.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import * as styles from './sections.css.ts';
import { type BuilderSectionProps, type CheckoutImageUpload, withGroup } from './sections.ts';

export interface BannerSectionProps extends BuilderSectionProps {
  /** Uploads the chosen banner. */
  onUpload: CheckoutImageUpload;
}

/** The hint under the banner picker. */
export const BANNER_HINT = 'jpg ou png, máx. 500kb, 728x90px';

/** Banner: an image across the top of the checkout (jpg or png up to 500 kB). */
export function BannerSection({ settings, onChange, errors, isDisabled, onUpload }: BannerSectionProps) {
  const { banner } = settings;
  const set = (values: Partial<typeof banner>) => onChange(withGroup(settings, 'banner', values));
  return (
    <div className={styles.fields}>
      <Switch isSelected={banner.enabled} onChange={(enabled) => set({ enabled })} isDisabled={isDisabled}>
        Exibir banner
      </Switch>
      <ImageUpload
        kind="banner"
        label="Imagem do banner"
        noun="imagem"
        url={banner.image_url}
        accept={BANNER_IMAGE_TYPES}
        maxBytes={BANNER_MAX_BYTES}
        wrongTypeMessage="O banner deve ser uma imagem JPG ou PNG."
        tooLargeMessage="O banner deve ter no máximo 500 kB."
        hint={BANNER_HINT}
        emptyText="Nenhum banner enviado"
        onUpload={onUpload}
        onChange={(image_url) => set({ image_url })}
        error={errors?.['banner.image_url']}
        isDisabled={isDisabled || !banner.enabled}
      />
    </div>
  );
}
