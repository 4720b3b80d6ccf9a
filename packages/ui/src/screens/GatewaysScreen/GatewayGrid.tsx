import { CreditCard, FlaskConical, type LucideIcon, Wallet } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Box } from '../../components/Box/Box.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import * as styles from './GatewaysScreen.css.ts';
import { type GatewayCard, type GatewayChoice, STATE_TONES, usageText } from './gateways.ts';

export interface GatewayGridProps {
  /** Mercado Pago, Pagar.me and Modo de teste, as `GET /api/gateways` lists them. */
  gateways: readonly GatewayCard[];
  /** A card was pressed: open its configuration. */
  onOpen: (id: GatewayChoice) => void;
}

const ICONS: Record<GatewayChoice, LucideIcon> = {
  mercadopago: Wallet,
  pagarme: CreditCard,
  test: FlaskConical,
};

/** The gateway cards, each with its state badge and what it charges; pressing one opens it. */
export function GatewayGrid({ gateways, onOpen }: GatewayGridProps) {
  return (
    <Columns
      as="ul"
      columns={{ tablet: 2, desktop: 3 }}
      rowGap="large"
      columnGap="large"
      alignItems="stretch"
      aria-label="Gateways"
    >
      {gateways.map((gateway) => {
        const Icon = ICONS[gateway.id];
        return (
          <Box as="li" key={gateway.id} display="flex">
            <RACButton className={styles.gatewayButton} onPress={() => onOpen(gateway.id)}>
              <span className={styles.logo}>
                <Icon size={22} aria-hidden />
              </span>
              <span className={styles.name}>{gateway.name}</span>
              <Badge tone={STATE_TONES[gateway.state]} className={styles.badge}>
                {gateway.state}
              </Badge>
              <span className={styles.usage}>{usageText(gateway)}</span>
            </RACButton>
          </Box>
        );
      })}
    </Columns>
  );
}
