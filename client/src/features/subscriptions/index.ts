export { SubscribeCheckout } from './components/subscribe-checkout';
export { SubscriptionStatusCard } from './components/subscription-status-card';
export { BillingOverview } from './components/billing-overview';
export { planFromSearch } from './lib/checkout';
