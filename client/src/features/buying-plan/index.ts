export { BuyingPlanScreen } from './components/buying-plan-screen';
export { recommendedBanks } from './lib/plan-banks';
