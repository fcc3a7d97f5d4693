export { SubscribeCheckout } from './components/subscribe-checkout';
export { SubscriptionStatusCard } from './components/subscription-status-card';
export { planFromSearch } from './lib/checkout';
