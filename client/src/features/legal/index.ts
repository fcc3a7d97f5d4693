export { AccessibilityStatement } from './components/accessibility-statement';
export { CookiePolicy } from './components/cookie-policy';
export { HelpCentre } from './components/help-centre';
export { PrivacyPolicy } from './components/privacy-policy';
export { TermsOfUse } from './components/terms-of-use';
