import { orderStatusLabel } from '@pagora/contract';
import { Badge } from '../../components/Badge/Badge.tsx';
import { statusTone } from './orders.ts';

export interface OrderStatusBadgeProps {
  /** The stored status; one this version does not know is shown as it is, in a neutral badge. */
  status: string;
}

/** Aprovado (green), Pendente (amber), Recusado and Chargeback (red), the others neutral. */
export function OrderStatusBadge({ status }: OrderStatusBadgeProps) {
  return <Badge tone={statusTone(status)}>{orderStatusLabel(status)}</Badge>;
}
