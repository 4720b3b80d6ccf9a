import * as styles from './LiveIndicator.css.ts';
import * as pieces from './pieces.css.ts';

/** The dashboard's live feed: being opened, open, or lost and being opened again. */
export type DashboardLiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveIndicatorProps {
  status: DashboardLiveStatus;
}

const texts: Record<DashboardLiveStatus, { label: string; detail: string }> = {
  live: { label: 'Ao vivo', detail: 'novos pedidos aparecem sem recarregar a página.' },
  connecting: { label: 'Conectando…', detail: 'preparando a atualização automática dos números.' },
  offline: { label: 'Reconectando…', detail: 'a conexão caiu; os números podem estar desatualizados.' },
};

/** A small pill with a dot saying whether the figures update by themselves; changes are announced. */
export function LiveIndicator({ status }: LiveIndicatorProps) {
  const { label, detail } = texts[status];
  return (
    <span role="status" className={styles.indicator} data-status={status}>
      <span aria-hidden className={styles.dot({ status })} />
      {label}
      <span className={pieces.visuallyHidden}>: {detail}</span>
    </span>
  );
}
