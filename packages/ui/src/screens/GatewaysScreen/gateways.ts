// Shapes and pure helpers of /gateways. Read shapes are the contract's (GET /api/gateways); the
// values a form saves mirror the save payload without store_id.
import {
  GATEWAY_NAMES,
  type GatewayCard,
  type GatewayChoice,
  type GatewayMethod,
  type GatewayMethods,
  type GatewayState,
} from '@pagora/contract';
import type { BadgeProps } from '../../components/Badge/Badge.tsx';
import type { SelectItem } from '../../components/Select/Select.tsx';

export type {
  GatewayCard,
  GatewayChoice,
  GatewayMethod,
  GatewayMethods,
  GatewayProvider,
  GatewayRouting,
  GatewayState,
  GatewaysResponse,
} from '@pagora/contract';

/** What 'Ativar Integração' / 'Atualizar' sends (secrets empty on an update = keep the stored ones). */
export interface GatewayValues {
  public_key: string;
  secret_key: string;
  webhook_secret: string;
  methods: GatewayMethods;
}

/** Server messages per field of the gateway form. */
export type GatewayFieldErrors = Partial<Record<keyof GatewayValues, string>>;

export const METHOD_LABELS: Record<GatewayMethod, string> = {
  card: 'Cartão de crédito',
  pix: 'PIX',
  boleto: 'Boleto',
};

export const STATE_TONES: Record<GatewayState, NonNullable<BadgeProps['tone']>> = {
  Ativo: 'success',
  Contingência: 'warning',
  Inativo: 'neutral',
};

export const METHODS_REQUIRED = 'Escolha ao menos uma forma de pagamento.';

/** 'Cartão de crédito, PIX e Boleto'. */
export function listText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;
}

/** The line under a card's name: what it charges now. */
export function usageText(gateway: GatewayCard): string {
  const methods = listText(gateway.primary_for.map((method) => METHOD_LABELS[method]));
  if (gateway.state === 'Inativo') {
    return gateway.id === 'test' ? 'Nenhuma forma de pagamento' : 'Não conectado';
  }
  if (methods && gateway.is_contingency) return `${methods} · contingência do cartão`;
  if (methods) return methods;
  return gateway.is_contingency ? 'Contingência do cartão' : 'Nenhuma forma de pagamento';
}

/** The choices of one method's primary: Modo de teste, then each active gateway offering it. */
export function primaryItems(gateways: readonly GatewayCard[], method: GatewayMethod): SelectItem[] {
  return [
    { id: 'test', label: GATEWAY_NAMES.test },
    ...gateways
      .filter((gateway) => gateway.id !== 'test' && gateway.state !== 'Inativo' && gateway.methods[method])
      .map((gateway) => ({ id: gateway.id, label: gateway.name })),
  ];
}

export const NO_CONTINGENCY = 'none';

/** The card contingency's choices: none, or an active gateway offering cards other than the primary. */
export function contingencyItems(gateways: readonly GatewayCard[], cardPrimary: GatewayChoice): SelectItem[] {
  return [
    { id: NO_CONTINGENCY, label: 'Nenhuma' },
    ...primaryItems(gateways, 'card').filter((item) => item.id !== 'test' && item.id !== cardPrimary),
  ];
}
