import {
  ABANDON_AFTER_OPTIONS,
  MAX_RECOVERY_EMAILS,
  minutesLabel,
  type OrderSettings,
  RECOVERY_DELAY_OPTIONS,
  STORE_TIME_ZONES,
  type StoreTimeZone,
} from '@pagora/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Description, FieldError, Label } from '../../components/Field/Field.tsx';
import { Select, type SelectItem } from '../../components/Select/Select.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { Switch } from '../../components/Switch/Switch.tsx';
import { sprinkles } from '../../css/sprinkles.css.ts';
import * as styles from './OrdersScreen.css.ts';
import type { ListState } from './orders.ts';
import { SettingsDisclosure } from './SettingsDisclosure.tsx';

export const NO_DELAY_CHOSEN = 'Escolha pelo menos um envio para a recuperação automática.';

export interface RecoverySettingsProps {
  /** The store's settings (`GET /api/order-settings`): loading, error or loaded. */
  state: ListState<OrderSettings>;
  /**
   * 'Salvar': pending until it settles; a rejection's message (the server's text) shows above the
   * button. Resolve with nothing special: the caller shows its success toast and passes the saved
   * settings back in `state`.
   */
  onSave: (settings: OrderSettings) => Promise<unknown>;
  onRetry?: () => void;
  /** Open at first. @default false */
  defaultExpanded?: boolean;
}

const abandonItems: SelectItem[] = ABANDON_AFTER_OPTIONS.map((minutes) => ({
  id: String(minutes),
  label: minutesLabel(minutes),
}));
const zoneItems: SelectItem[] = STORE_TIME_ZONES.map((zone) => ({ id: zone.id, label: zone.label }));

/** 'Recuperação automática': the automatic e-mails, when a cart counts as abandoned, the store's time zone. */
export function RecoverySettings({ state, onSave, onRetry, defaultExpanded = false }: RecoverySettingsProps) {
  const summary =
    state.status === 'ready' ? (state.data.recovery_auto ? 'Ativada' : 'Desativada') : undefined;
  return (
    <SettingsDisclosure
      title="Recuperação automática"
      icon={<MailCheck size={18} aria-hidden />}
      summary={summary}
      defaultExpanded={defaultExpanded}
      state={state}
      loadingLabel="Carregando configurações…"
      errorTitle="Não foi possível carregar as configurações."
      onRetry={onRetry}
    >
      {(data) => (
        // A fresh form for each loaded or saved version.
        <SettingsForm key={JSON.stringify(data)} settings={data} onSave={onSave} />
      )}
    </SettingsDisclosure>
  );
}

function SettingsForm({
  settings,
  onSave,
}: {
  settings: OrderSettings;
  onSave: (settings: OrderSettings) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(settings);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const set =
    <K extends keyof OrderSettings>(key: K) =>
    (value: OrderSettings[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const delays = draft.recovery_delays_minutes;
  const delaysError = draft.recovery_auto && delays.length === 0 ? NO_DELAY_CHOSEN : null;
  const isFull = delays.length >= MAX_RECOVERY_EMAILS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (delaysError) return;
    setSaving(true);
    setSaveError(null);
    onSave({ ...draft, recovery_delays_minutes: [...delays].sort((a, b) => a - b) }).then(
      () => setSaving(false),
      (error: unknown) => {
        setSaving(false);
        setSaveError(
          error instanceof Error && error.message
            ? error.message
            : 'Não foi possível salvar as configurações.',
        );
      },
    );
  };

  return (
    <Stack as="form" gap="large" onSubmit={submit} noValidate>
      <Switch
        isSelected={draft.recovery_auto}
        onChange={set('recovery_auto')}
        description="O comprador recebe um link que reabre o checkout com o carrinho e os dados preenchidos."
      >
        Enviar e-mails de recuperação automaticamente
      </Switch>
      <CheckboxGroup
        value={delays.map(String)}
        onChange={(values) => set('recovery_delays_minutes')(values.map(Number).sort((a, b) => a - b))}
        isDisabled={!draft.recovery_auto}
        isInvalid={showErrors && delaysError !== null}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' })}
      >
        <Label>Enviar após o abandono</Label>
        <Description>Escolha até {MAX_RECOVERY_EMAILS} envios.</Description>
        <div className={styles.delayOptions}>
          {RECOVERY_DELAY_OPTIONS.map((minutes) => (
            <Checkbox key={minutes} value={String(minutes)} isDisabled={isFull && !delays.includes(minutes)}>
              {minutesLabel(minutes)}
            </Checkbox>
          ))}
        </div>
        <FieldError>{delaysError}</FieldError>
      </CheckboxGroup>
      <Columns rowGap="large" alignItems="stretch">
        <Select
          label="Considerar abandonado após"
          description="Tempo sem atividade do comprador no checkout."
          items={abandonItems}
          selectedKey={String(draft.abandon_after_minutes)}
          onSelectionChange={(key) =>
            key && set('abandon_after_minutes')(Number(key) as OrderSettings['abandon_after_minutes'])
          }
        />
        <Select
          label="Fuso horário da loja"
          description="Datas, períodos e o dashboard usam este fuso."
          items={zoneItems}
          selectedKey={draft.time_zone}
          onSelectionChange={(key) => key && set('time_zone')(key as StoreTimeZone)}
        />
      </Columns>
      <Switch
        isSelected={draft.notify_new_sale}
        onChange={set('notify_new_sale')}
        description="O dono da loja recebe um e-mail com o número e o valor de cada pagamento aprovado."
      >
        Avisar por e-mail a cada nova venda
      </Switch>
      {saveError && <Alert tone="danger">{saveError}</Alert>}
      <div>
        <Button type="submit" isPending={isSaving}>
          Salvar
        </Button>
      </div>
    </Stack>
  );
}
