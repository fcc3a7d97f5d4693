export { PlanCards } from './components/plan-cards';
export { PricingFaq } from './components/pricing-faq';
