export { NotificationsSection } from './components/notifications-section';
export { UnsubscribeConfirmation } from './components/unsubscribe-confirmation';
