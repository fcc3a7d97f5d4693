export { getDashboardQueryOptions, useDashboard } from './api/get-dashboard';
export { DashboardCounters } from './components/dashboard-counters';
export { QuickActions } from './components/quick-actions';
export { hasPaidPlan } from './lib/counters';
