// Gateways: the /gateways screen (gateway cards, configuration, routing).

export { GatewayForm, type GatewayFormProps } from './GatewaysScreen/GatewayForm.tsx';
export { GatewayGrid, type GatewayGridProps } from './GatewaysScreen/GatewayGrid.tsx';
export { GatewaysScreen, type GatewaysScreenProps } from './GatewaysScreen/GatewaysScreen.tsx';
export {
  type GatewayFieldErrors,
  type GatewayValues,
  METHOD_LABELS as GATEWAY_METHOD_LABELS,
} from './GatewaysScreen/gateways.ts';
export { RoutingPanel, type RoutingPanelProps } from './GatewaysScreen/RoutingPanel.tsx';
export { TestModePanel, type TestModePanelProps } from './GatewaysScreen/TestModePanel.tsx';
