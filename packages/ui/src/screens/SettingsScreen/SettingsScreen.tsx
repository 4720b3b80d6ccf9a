import { Stack } from '../../components/Stack/Stack.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { ChecklistPanel, type ChecklistPanelProps } from './ChecklistPanel.tsx';
import { DomainsPanel, type DomainsPanelProps } from './DomainsPanel.tsx';
import { PlansPanel, type PlansPanelProps } from './PlansPanel.tsx';
import type { SettingsTab } from './settings.ts';
import { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel.tsx';

export interface SettingsScreenProps {
  /** The tab shown (controlled), e.g. to load a tab's data only when it opens. */
  selectedTab?: SettingsTab;
  /** The tab shown first (uncontrolled). @default 'dominios' */
  defaultTab?: SettingsTab;
  onTabChange?: (tab: SettingsTab) => void;
  /** Domínios tab. */
  domains: DomainsPanelProps;
  /** Planos tab. */
  plans: PlansPanelProps;
  /** Webhooks tab. */
  webhooks: WebhooksPanelProps;
  /** Checklist tab. */
  checklist: ChecklistPanelProps;
}

const tabs: { id: SettingsTab; label: string }[] = [
  { id: 'dominios', label: 'Domínios' },
  { id: 'planos', label: 'Planos' },
  { id: 'webhooks', label: 'Webhooks' },
  { id: 'checklist', label: 'Checklist' },
];

/** /configuracoes (Configurações Gerais): Domínios, Planos, Webhooks and Checklist tabs. */
export function SettingsScreen({
  selectedTab,
  defaultTab = 'dominios',
  onTabChange,
  domains,
  plans,
  webhooks,
  checklist,
}: SettingsScreenProps) {
  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Configurações Gerais"
        description="Domínio do checkout, plano, webhooks e o checklist de configuração da sua loja."
      />
      <Tabs
        {...(selectedTab !== undefined ? { selectedKey: selectedTab } : { defaultSelectedKey: defaultTab })}
        onSelectionChange={(key) => onTabChange?.(String(key) as SettingsTab)}
      >
        <TabList aria-label="Configurações">
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="dominios">
          <DomainsPanel {...domains} />
        </TabPanel>
        <TabPanel id="planos">
          <PlansPanel {...plans} />
        </TabPanel>
        <TabPanel id="webhooks">
          <WebhooksPanel {...webhooks} />
        </TabPanel>
        <TabPanel id="checklist">
          <ChecklistPanel {...checklist} />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
