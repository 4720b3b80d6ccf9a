import {
  GA4_ID_INVALID,
  GA4_ID_PATTERN,
  GOOGLE_ADS_ID_INVALID,
  GOOGLE_ADS_ID_PATTERN,
  GOOGLE_ADS_LABEL_INVALID,
  GOOGLE_ADS_LABEL_NEEDS_ID,
  GOOGLE_ADS_LABEL_PATTERN,
  META_CAPI_TOKEN_INVALID,
  META_CAPI_TOKEN_NEEDS_PIXEL,
  META_CAPI_TOKEN_PATTERN,
  META_PIXEL_ID_INVALID,
  META_PIXEL_ID_PATTERN,
  type PixelSettingsView,
  TIKTOK_PIXEL_ID_INVALID,
  TIKTOK_PIXEL_ID_PATTERN,
} from '@pagora/contract';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatDateTime } from '../../format.ts';
import * as styles from './AppsScreen.css.ts';
import type { IntegrationFormProps } from './integrations.ts';
import { IntegrationStatus, LoadErrorNotice } from './parts.tsx';

/** What 'Salvar Pixels' sends (empty ids turn a platform off; an empty token keeps the stored one). */
export interface PixelsValues {
  metaPixelId: string;
  metaCapiToken: string;
  removeMetaCapiToken: boolean;
  ga4Id: string;
  googleAdsId: string;
  googleAdsLabel: string;
  tiktokPixelId: string;
}

export interface PixelsPanelProps extends IntegrationFormProps<PixelsValues> {
  /** The stored pixels; null while not read yet. */
  pixels: PixelSettingsView | null;
}

const draftFrom = (pixels: PixelSettingsView | null): PixelsValues => ({
  metaPixelId: pixels?.meta_pixel_id ?? '',
  metaCapiToken: '',
  removeMetaCapiToken: false,
  ga4Id: pixels?.ga4_id ?? '',
  googleAdsId: pixels?.google_ads_id ?? '',
  googleAdsLabel: pixels?.google_ads_label ?? '',
  tiktokPixelId: pixels?.tiktok_pixel_id ?? '',
});

/** A field's check from the contract's pattern (empty = the platform is off). */
const matches =
  (pattern: RegExp, message: string, normalize: (value: string) => string = (value) => value) =>
  (input: string): string | null => {
    const value = normalize(input.trim());
    return value === '' || pattern.test(value) ? null : message;
  };
const upper = (value: string) => value.toUpperCase();

const anySet = (pixels: PixelSettingsView | null) =>
  Boolean(pixels?.meta_pixel_id || pixels?.ga4_id || pixels?.google_ads_id || pixels?.tiktok_pixel_id);

/**
 * /apps › Pixels: the store's Meta Pixel (with the Conversions API token), Google tag (GA4 and
 * Google Ads with the Purchase conversion label) and TikTok Pixel. The checkout loads only the
 * platforms set here. The token is write-only: the panel only says whether one is stored.
 */
export function PixelsPanel({
  pixels,
  isLoading = false,
  loadError,
  onRetryLoad,
  onSave,
  isSaving = false,
  saveError,
  validationErrors,
}: PixelsPanelProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<PixelsValues>(() => draftFrom(pixels));
  const [shown, setShown] = useState(pixels);
  if (shown !== pixels) {
    // A new answer (loaded or saved): the form shows what is stored.
    setShown(pixels);
    setDraft(draftFrom(pixels));
  }
  const set =
    <K extends keyof PixelsValues>(key: K) =>
    (value: PixelsValues[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave({
      metaPixelId: draft.metaPixelId.trim(),
      metaCapiToken: draft.removeMetaCapiToken ? '' : draft.metaCapiToken.trim(),
      removeMetaCapiToken: draft.removeMetaCapiToken,
      ga4Id: draft.ga4Id.trim().toUpperCase(),
      googleAdsId: draft.googleAdsId.trim().toUpperCase(),
      googleAdsLabel: draft.googleAdsLabel.trim(),
      tiktokPixelId: draft.tiktokPixelId.trim().toUpperCase(),
    });
  };

  const tokenSet = Boolean(pixels?.meta_capi_token_set);
  const capi = pixels?.meta_capi;
  const disabled = isLoading || isSaving;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader
        id={titleId}
        title="Pixels de anúncios"
        description="O checkout carrega só os pixels informados aqui e envia as visitas, o início do checkout, a escolha do pagamento e as compras aprovadas (com valor em reais e número do pedido) para as suas campanhas."
        action={
          !loadError && (
            <IntegrationStatus
              isLoading={isLoading}
              isOn={anySet(pixels)}
              on="Configurado"
              off="Não configurado"
            />
          )
        }
      />
      {loadError ? (
        <LoadErrorNotice error={loadError} onRetry={onRetryLoad} />
      ) : (
        <>
          {saveError && (
            <Alert tone="danger" title="Erro ao salvar os pixels">
              {saveError}
            </Alert>
          )}
          {capi?.last_error && (
            <Alert tone="danger" title="API de Conversões com falha">
              {capi.last_error_at
                ? `${formatDateTime(capi.last_error_at)}: ${capi.last_error}`
                : capi.last_error}
            </Alert>
          )}
          <Form onSubmit={submit} validationErrors={validationErrors} className={styles.form}>
            <Heading level={3}>Meta (Facebook e Instagram)</Heading>
            <Columns>
              <TextField
                label="ID do Pixel da Meta"
                name="metaPixelId"
                inputMode="numeric"
                autoComplete="off"
                placeholder="1234567890123456"
                description="Em Gerenciador de Eventos › Fontes de dados."
                value={draft.metaPixelId}
                onChange={set('metaPixelId')}
                isDisabled={disabled}
                validate={matches(META_PIXEL_ID_PATTERN, META_PIXEL_ID_INVALID)}
              />
              <PasswordField
                label="Token da API de Conversões"
                name="metaCapiToken"
                autoComplete="off"
                description={
                  tokenSet
                    ? 'Há um token salvo. Deixe em branco para mantê-lo.'
                    : 'Opcional: as compras aprovadas também são enviadas pelo servidor, sem contar em dobro.'
                }
                value={draft.metaCapiToken}
                onChange={set('metaCapiToken')}
                isDisabled={disabled || draft.removeMetaCapiToken}
                validate={(value) => {
                  if (!value.trim()) return null;
                  if (!draft.metaPixelId.trim()) return META_CAPI_TOKEN_NEEDS_PIXEL;
                  return matches(META_CAPI_TOKEN_PATTERN, META_CAPI_TOKEN_INVALID)(value);
                }}
              />
            </Columns>
            {tokenSet && (
              <Checkbox
                isSelected={draft.removeMetaCapiToken}
                onChange={set('removeMetaCapiToken')}
                isDisabled={disabled}
              >
                Remover o token salvo
              </Checkbox>
            )}
            {capi?.last_sent_at && !capi.last_error && (
              <p className={styles.hint}>
                Última compra aceita pela Meta: {formatDateTime(capi.last_sent_at)}.
              </p>
            )}

            <Heading level={3}>Google (Analytics 4 e Google Ads)</Heading>
            <Columns>
              <TextField
                label="ID de medição do GA4"
                name="ga4Id"
                autoComplete="off"
                placeholder="G-AB12CD34EF"
                value={draft.ga4Id}
                onChange={set('ga4Id')}
                isDisabled={disabled}
                validate={matches(GA4_ID_PATTERN, GA4_ID_INVALID, upper)}
              />
              <TextField
                label="ID do Google Ads"
                name="googleAdsId"
                autoComplete="off"
                placeholder="AW-123456789"
                value={draft.googleAdsId}
                onChange={set('googleAdsId')}
                isDisabled={disabled}
                validate={matches(GOOGLE_ADS_ID_PATTERN, GOOGLE_ADS_ID_INVALID, upper)}
              />
              <TextField
                label="Rótulo da conversão de compra"
                name="googleAdsLabel"
                autoComplete="off"
                placeholder="AbC-D_efG"
                description="A parte depois da barra em send_to: 'AW-123456789/AbC-D_efG'."
                value={draft.googleAdsLabel}
                onChange={set('googleAdsLabel')}
                isDisabled={disabled}
                validate={(value) => {
                  if (!value.trim()) return null;
                  if (!draft.googleAdsId.trim()) return GOOGLE_ADS_LABEL_NEEDS_ID;
                  return matches(GOOGLE_ADS_LABEL_PATTERN, GOOGLE_ADS_LABEL_INVALID)(value);
                }}
              />
            </Columns>

            <Heading level={3}>TikTok</Heading>
            <Columns>
              <TextField
                label="ID do Pixel do TikTok"
                name="tiktokPixelId"
                autoComplete="off"
                placeholder="C4B2J8P5R3Q1M7N6K0L9"
                value={draft.tiktokPixelId}
                onChange={set('tiktokPixelId')}
                isDisabled={disabled}
                validate={matches(TIKTOK_PIXEL_ID_PATTERN, TIKTOK_PIXEL_ID_INVALID, upper)}
              />
            </Columns>
            <div className={styles.actions}>
              <Button type="submit" isPending={isSaving} isDisabled={isLoading}>
                {!isSaving && <Save size={16} aria-hidden />}
                Salvar Pixels
              </Button>
            </div>
          </Form>
        </>
      )}
    </Card>
  );
}
