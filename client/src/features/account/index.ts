export { BillingSection } from './components/sections/billing-section';
export { DataSection } from './components/sections/data-section';
export { DevicesSection } from './components/sections/devices-section';
export { EmailSection } from './components/sections/email-section';
export { LanguageSection } from './components/sections/language-section';
export { PasswordSection } from './components/sections/password-section';
export { ProfileSection } from './components/sections/profile-section';
