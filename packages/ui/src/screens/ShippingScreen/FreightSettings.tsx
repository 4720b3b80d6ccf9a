import {
  centsToInput,
  DEFAULT_PACKAGE_NOTE,
  type MarginType,
  type ShippingSettingsResponse,
} from '@pagora/contract';
import { Link2, Link2Off, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card, CardHeader } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Text } from '../../components/Text/Text.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { formatCep } from '../../format.ts';
import * as styles from './ShippingScreen.css.ts';

/** What 'Salvar' sends (PUT /api/shipping-settings without store_id), as typed. */
export interface FreightSettingsValues {
  origin_cep: string;
  margin_type: MarginType;
  margin: string;
  free_shipping_from: string;
}

export interface FreightSettingsProps {
  /** GET /api/shipping-settings; null while loading. */
  settings: ShippingSettingsResponse | null;
  /** 'Salvar' (origin, margin, free shipping). Resolve on success, reject to keep the values. */
  onSave: (values: FreightSettingsValues) => Promise<unknown>;
  /** 'Conectar Melhor Envio' with the token typed. Resolve on success (the field empties). */
  onConnect: (token: string) => Promise<unknown>;
  /** 'Desconectar'. */
  onDisconnect: () => Promise<unknown>;
  /** The server's field errors (origin_cep, margin, free_shipping_from, token). */
  validationErrors?: Partial<Record<keyof FreightSettingsValues | 'token', string>>;
}

const MARGIN_ITEMS = [
  { id: 'value', label: 'R$' },
  { id: 'percent', label: '%' },
];

function draftFrom(settings: ShippingSettingsResponse): FreightSettingsValues {
  return {
    origin_cep: settings.origin_cep ? formatCep(settings.origin_cep) : '',
    margin_type: settings.margin_type,
    margin:
      settings.margin_value === 0
        ? ''
        : settings.margin_type === 'percent'
          ? String(settings.margin_value)
          : centsToInput(settings.margin_value),
    free_shipping_from:
      settings.free_shipping_from_cents === null ? '' : centsToInput(settings.free_shipping_from_cents),
  };
}

/**
 * /logistica's real freight: where the store ships from (the checklist's 'Origem configurada'), the
 * margin added to each Melhor Envio quote, the order value from which the cheapest quote is free,
 * and the Melhor Envio connection (the token is checked with Melhor Envio before it is saved).
 */
export function FreightSettings({
  settings,
  onSave,
  onConnect,
  onDisconnect,
  validationErrors,
}: FreightSettingsProps) {
  if (!settings) {
    return (
      <Card as="section" aria-labelledby="frete-origem-titulo">
        <CardHeader id="frete-origem-titulo" title="Origem e cotação automática" />
        <Spinner label="Carregando configurações de frete" />
      </Card>
    );
  }
  return (
    <FreightSettingsForm
      // A new answer from the server (saved, connected) starts the form from it.
      key={JSON.stringify(settings)}
      settings={settings}
      onSave={onSave}
      onConnect={onConnect}
      onDisconnect={onDisconnect}
      validationErrors={validationErrors}
    />
  );
}

function FreightSettingsForm({
  settings,
  onSave,
  onConnect,
  onDisconnect,
  validationErrors,
}: FreightSettingsProps & { settings: ShippingSettingsResponse }) {
  const [draft, setDraft] = useState(() => draftFrom(settings));
  const [token, setToken] = useState('');
  const [saving, setSaving] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const set = (key: keyof FreightSettingsValues) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const connected = settings.melhorenvio.connected;
  const canConnect = settings.origin_cep !== null;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    onSave(draft).then(
      () => setSaving(false),
      () => setSaving(false),
    );
  };
  const connect = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConnecting(true);
    onConnect(token.trim()).then(
      () => {
        setConnecting(false);
        setToken('');
      },
      () => setConnecting(false),
    );
  };
  const disconnect = () => {
    setConnecting(true);
    onDisconnect().then(
      () => setConnecting(false),
      () => setConnecting(false),
    );
  };

  return (
    <Card as="section" aria-labelledby="frete-origem-titulo">
      <CardHeader
        id="frete-origem-titulo"
        title="Origem e cotação automática"
        description="Com o CEP de origem e o Melhor Envio conectado, o checkout mostra o preço e o prazo de cada transportadora para o CEP do comprador, ao lado dos fretes cadastrados abaixo."
      />
      <Form onSubmit={save} validationErrors={validationErrors} className={styles.form}>
        <Columns>
          <TextField
            label="CEP de origem"
            name="origin_cep"
            inputMode="numeric"
            placeholder="00000-000"
            description="De onde seus pedidos saem."
            value={draft.origin_cep}
            onChange={set('origin_cep')}
            isRequired
            errorMessage="Informe o CEP de origem."
          />
          <div className={styles.marginRow}>
            <SegmentedControl
              label="Tipo de margem"
              items={MARGIN_ITEMS}
              selectedKey={draft.margin_type}
              onSelectionChange={(key) => set('margin_type')(key)}
            />
            <TextField
              label="Margem por envio"
              name="margin"
              inputMode="decimal"
              prefix={draft.margin_type === 'value' ? 'R$' : undefined}
              suffix={draft.margin_type === 'percent' ? '%' : undefined}
              placeholder={draft.margin_type === 'value' ? '0,00' : '0'}
              description="Somada a cada cotação do Melhor Envio (embalagem, manuseio). Não muda os fretes cadastrados."
              value={draft.margin}
              onChange={set('margin')}
            />
          </div>
          <TextField
            label="Frete grátis a partir de"
            name="free_shipping_from"
            inputMode="decimal"
            prefix="R$"
            placeholder="Sem frete grátis"
            description="Quando produtos + order bump somam este valor, o serviço mais barato da cotação sai grátis para o comprador (o custo fica com a loja). Vazio: nunca."
            value={draft.free_shipping_from}
            onChange={set('free_shipping_from')}
          />
        </Columns>
        <div className={styles.formActions}>
          <Button type="submit" isPending={saving}>
            {!saving && <Save size={16} aria-hidden />}
            Salvar origem e regras
          </Button>
        </div>
      </Form>

      <div className={styles.provider}>
        <div className={styles.providerHeader}>
          <Text weight="semibold">Melhor Envio</Text>
          <Badge tone={connected ? 'success' : 'neutral'}>{connected ? 'Conectado' : 'Não conectado'}</Badge>
        </div>
        {connected ? (
          <>
            <Text tone="muted" size="small">
              Token terminado em {settings.melhorenvio.token_hint ?? '••••'}. As cotações usam o CEP de origem
              acima.
            </Text>
            <div className={styles.formActions}>
              <Button variant="secondary" onPress={disconnect} isPending={connecting}>
                {!connecting && <Link2Off size={16} aria-hidden />}
                Desconectar
              </Button>
            </div>
          </>
        ) : (
          <Form onSubmit={connect} validationErrors={validationErrors} className={styles.form}>
            <PasswordField
              label="Token do Melhor Envio"
              name="token"
              description={
                canConnect
                  ? 'Gere em Melhor Envio › Integrações › Permissões de acesso (com a permissão de cotação). Conferimos o token com o Melhor Envio antes de salvar.'
                  : 'Salve o CEP de origem antes de conectar.'
              }
              value={token}
              onChange={setToken}
              isRequired
              isDisabled={!canConnect}
              errorMessage="Informe o token do Melhor Envio."
            />
            <div className={styles.formActions}>
              <Button type="submit" isPending={connecting} isDisabled={!canConnect}>
                {!connecting && <Link2 size={16} aria-hidden />}
                Conectar Melhor Envio
              </Button>
            </div>
          </Form>
        )}
        <Text tone="muted" size="small">
          {DEFAULT_PACKAGE_NOTE}
        </Text>
      </div>
    </Card>
  );
}
