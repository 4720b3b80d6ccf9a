import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { RecordListBody } from '../private/RecordListBody.tsx';
import { GatewayForm } from './GatewayForm.tsx';
import { GatewayGrid } from './GatewayGrid.tsx';
import * as styles from './GatewaysScreen.css.ts';
import type {
  GatewayChoice,
  GatewayFieldErrors,
  GatewayProvider,
  GatewayRouting,
  GatewaysResponse,
  GatewayValues,
} from './gateways.ts';
import { RoutingPanel } from './RoutingPanel.tsx';
import { TestModePanel } from './TestModePanel.tsx';

export interface GatewaysScreenProps {
  /** The store's gateways and routing (`GET /api/gateways?store_id=`); null before the first answer. */
  data: GatewaysResponse | null;
  /** Loading: a spinner until the first answer. */
  isLoading?: boolean;
  /** Why the gateways could not be read. */
  error?: string | null;
  onRetry?: () => void;

  /** The gateway whose configuration is open (controlled); null = the list. */
  selected?: GatewayChoice | null;
  /** The gateway open at first (uncontrolled). @default null */
  defaultSelected?: GatewayChoice | null;
  /** A card or the back button was pressed. */
  onSelectedChange?: (selected: GatewayChoice | null) => void;

  /** 'Ativar Integração' / 'Atualizar' of the open gateway. */
  onSave: (provider: GatewayProvider, values: GatewayValues) => void;
  isSaving?: boolean;
  saveError?: string | null;
  validationErrors?: GatewayFieldErrors;
  /** 'Desativar', after its confirmation. */
  onDeactivate: (provider: GatewayProvider) => void;
  isDeactivating?: boolean;
  /** 'Copiar URL' of Pagar.me's notification URL: the caller copies it and confirms. */
  onCopyNotificationUrl: (url: string) => void;

  /** 'Salvar roteamento'. */
  onSaveRouting: (routing: GatewayRouting) => void;
  isSavingRouting?: boolean;
  routingError?: string | null;
}

/**
 * /gateways: the gateway cards (Mercado Pago, Pagar.me, Modo de teste) with their state and the
 * routing; a card opens its configuration, with a back button to the list.
 */
export function GatewaysScreen({
  data,
  isLoading = false,
  error,
  onRetry,
  selected,
  defaultSelected = null,
  onSelectedChange,
  onSave,
  isSaving,
  saveError,
  validationErrors,
  onDeactivate,
  isDeactivating,
  onCopyNotificationUrl,
  onSaveRouting,
  isSavingRouting,
  routingError,
}: GatewaysScreenProps) {
  const [ownSelected, setOwnSelected] = useState<GatewayChoice | null>(defaultSelected);
  const open = selected !== undefined ? selected : ownSelected;
  const select = (next: GatewayChoice | null) => {
    setOwnSelected(next);
    onSelectedChange?.(next);
  };
  const gateway = open ? data?.gateways.find((item) => item.id === open) : undefined;

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Gateways de Pagamento"
        description="Conecte os gateways que recebem os pagamentos da sua loja e escolha qual recebe cada forma de pagamento."
      />
      {gateway ? (
        <Stack gap="large">
          <Button variant="ghost" className={styles.back} onPress={() => select(null)}>
            <ArrowLeft size={16} aria-hidden />
            Voltar para gateways
          </Button>
          {gateway.id === 'test' ? (
            <TestModePanel gateway={gateway} />
          ) : (
            <GatewayForm
              key={gateway.id}
              gateway={gateway}
              onSave={(values) => onSave(gateway.id as GatewayProvider, values)}
              isSaving={isSaving}
              saveError={saveError}
              validationErrors={validationErrors}
              onDeactivate={() => onDeactivate(gateway.id as GatewayProvider)}
              isDeactivating={isDeactivating}
              onCopyNotificationUrl={onCopyNotificationUrl}
            />
          )}
        </Stack>
      ) : data && !error ? (
        <>
          <GatewayGrid gateways={data.gateways} onOpen={select} />
          <RoutingPanel
            gateways={data.gateways}
            routing={data.routing}
            onSave={onSaveRouting}
            isSaving={isSavingRouting}
            error={routingError}
          />
        </>
      ) : (
        <Card>
          <RecordListBody
            isLoading={isLoading}
            loadingLabel="Carregando gateways…"
            error={error}
            errorTitle="Erro ao buscar gateways"
            onRetry={onRetry}
            isEmpty
            empty={<EmptyState title="Nenhum gateway para mostrar." />}
          >
            {null}
          </RecordListBody>
        </Card>
      )}
    </Stack>
  );
}
