export { BrokerDashboard } from './components/broker-dashboard';
export type { EngineExplanation } from './lib/review';
