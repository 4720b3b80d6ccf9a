import { CircleAlert, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Box } from '../../components/Box/Box.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Disclosure } from '../../components/Disclosure/Disclosure.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import type { ListState } from './orders.ts';

export interface SettingsDisclosureProps<T> {
  title: string;
  icon: ReactNode;
  /** The settings' state, once read: shown next to the closed title. */
  summary?: string | undefined;
  defaultExpanded: boolean;
  state: ListState<T>;
  /** The spinner's text while the settings load. */
  loadingLabel: string;
  /** The failure's title; the server's message is its description. */
  errorTitle: string;
  onRetry?: (() => void) | undefined;
  /** The form, for the loaded settings. */
  children: (data: T) => ReactNode;
}

/** A collapsible settings section of /pedidos that loads its settings: spinner, failure with retry, then the form. */
export function SettingsDisclosure<T>({
  title,
  icon,
  summary,
  defaultExpanded,
  state,
  loadingLabel,
  errorTitle,
  onRetry,
  children,
}: SettingsDisclosureProps<T>) {
  return (
    <Disclosure
      title={title}
      summary={summary}
      icon={icon}
      headingLevel={2}
      defaultExpanded={defaultExpanded}
    >
      {state.status === 'loading' && (
        <Box display="flex" paddingY="medium">
          <Spinner label={loadingLabel} showLabel />
        </Box>
      )}
      {state.status === 'error' && (
        <EmptyState
          icon={<CircleAlert aria-hidden />}
          title={errorTitle}
          description={state.message}
          action={
            onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                <RefreshCw size={16} aria-hidden />
                Tentar novamente
              </Button>
            )
          }
        />
      )}
      {state.status === 'ready' && children(state.data)}
    </Disclosure>
  );
}
