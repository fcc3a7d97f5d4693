import { lazy } from 'react';

/**
 * Every page is its own chunk, loaded when its route first renders. Fill a page by editing
 * its module (it composes features); keep the default export.
 */
const loaders = {
  Landing: () => import('./landing'),
  Dashboard: () => import('./dashboard'),
  Login: () => import('./login'),
  Register: () => import('./register'),
  ForgotPassword: () => import('./forgot-password'),
  ResetPassword: () => import('./reset-password'),
  Pricing: () => import('./pricing'),
  Assessment: () => import('./assessment'),
  Assessments: () => import('./assessments'),
  BuyingPlan: () => import('./buying-plan'),
  Compare: () => import('./compare'),
  Subscribe: () => import('./subscribe'),
  Admin: () => import('./admin'),
  Broker: () => import('./broker'),
  Settings: () => import('./settings'),
  Contact: () => import('./contact'),
  Documents: () => import('./documents'),
  Verify: () => import('./verify'),
  Unsubscribe: () => import('./unsubscribe'),
  Privacy: () => import('./privacy'),
  Terms: () => import('./terms'),
  Cookies: () => import('./cookies'),
  Accessibility: () => import('./accessibility'),
  Help: () => import('./help'),
  NotFound: () => import('./not-found'),
};

type PageName = keyof typeof loaders;

export const pages = {
  Landing: lazy(loaders.Landing),
  Dashboard: lazy(loaders.Dashboard),
  Login: lazy(loaders.Login),
  Register: lazy(loaders.Register),
  ForgotPassword: lazy(loaders.ForgotPassword),
  ResetPassword: lazy(loaders.ResetPassword),
  Pricing: lazy(loaders.Pricing),
  Assessment: lazy(loaders.Assessment),
  Assessments: lazy(loaders.Assessments),
  BuyingPlan: lazy(loaders.BuyingPlan),
  Compare: lazy(loaders.Compare),
  Subscribe: lazy(loaders.Subscribe),
  Admin: lazy(loaders.Admin),
  Broker: lazy(loaders.Broker),
  Settings: lazy(loaders.Settings),
  Contact: lazy(loaders.Contact),
  Documents: lazy(loaders.Documents),
  Verify: lazy(loaders.Verify),
  Unsubscribe: lazy(loaders.Unsubscribe),
  Privacy: lazy(loaders.Privacy),
  Terms: lazy(loaders.Terms),
  Cookies: lazy(loaders.Cookies),
  Accessibility: lazy(loaders.Accessibility),
  Help: lazy(loaders.Help),
  NotFound: lazy(loaders.NotFound),
} satisfies Record<PageName, unknown>;

/** Route path -> page, for preloading. `/` is the landing page for most first visits. */
const pageForPath: Record<string, PageName> = {
  '/': 'Landing',
  '/login': 'Login',
  '/register': 'Register',
  '/forgot-password': 'ForgotPassword',
  '/reset-password': 'ResetPassword',
  '/pricing': 'Pricing',
  '/assessment': 'Assessment',
  '/assessments': 'Assessments',
  '/compare': 'Compare',
  '/subscribe': 'Subscribe',
  '/admin': 'Admin',
  '/broker': 'Broker',
  '/settings': 'Settings',
  '/contact': 'Contact',
  '/documents': 'Documents',
  '/privacy': 'Privacy',
  '/terms': 'Terms',
  '/cookies': 'Cookies',
  '/accessibility': 'Accessibility',
  '/help': 'Help',
};

/**
 * Starts downloading the page for a path, so its chunk arrives while the current user and
 * translations load instead of after. React.lazy then finds the module already there. `/` is the
 * dashboard for someone signed in (router.tsx).
 */
export function preloadPage(path: string, { isSignedIn = false }: { isSignedIn?: boolean } = {}) {
  const name = path === '/' && isSignedIn ? 'Dashboard' : pageForPath[path];
  if (name) void loaders[name]().catch(() => undefined);
}
