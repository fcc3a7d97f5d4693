export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { RequireAuth, RequireRole } from './components/require-auth';
export { ResetPasswordForm } from './components/reset-password-form';
export { PLAN_LIMIT_QUERY } from './lib/after-sign-in';
export { resetTokenFrom } from './lib/reset-link';
