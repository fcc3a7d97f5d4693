import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { pages } from './pages';

/** docs/product.md §2.1, route table. Role and sign-in checks live in the pages themselves. */
export function AppRouter() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const [location] = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  // docs/product.md §4: a spinner until we know who is here.
  if (isLoading) return <FullPageSpinner label={t('common.loading')} />;

  return (
    <AppLayout>
      <Suspense fallback={<FullPageSpinner label={t('common.loading')} />}>
        <Switch>
          <Route path="/">{user ? <pages.Dashboard /> : <pages.Landing />}</Route>
          <Route path="/login" component={pages.Login} />
          <Route path="/register" component={pages.Register} />
          <Route path="/forgot-password" component={pages.ForgotPassword} />
          <Route path="/reset-password" component={pages.ResetPassword} />
          <Route path="/pricing" component={pages.Pricing} />
          <Route path="/assessment" component={pages.Assessment} />
          <Route path="/assessments" component={pages.Assessments} />
          <Route path="/assessments/:id/plan" component={pages.BuyingPlan} />
          <Route path="/compare" component={pages.Compare} />
          <Route path="/subscribe" component={pages.Subscribe} />
          <Route path="/admin" component={pages.Admin} />
          <Route path="/broker" component={pages.Broker} />
          <Route path="/settings" component={pages.Settings} />
          <Route path="/contact" component={pages.Contact} />
          <Route path="/documents" component={pages.Documents} />
          <Route path="/verify/:code" component={pages.Verify} />
          <Route path="/unsubscribe" component={pages.Unsubscribe} />
          <Route path="/privacy" component={pages.Privacy} />
          <Route path="/terms" component={pages.Terms} />
          <Route path="/cookies" component={pages.Cookies} />
          <Route path="/accessibility" component={pages.Accessibility} />
          <Route path="/help" component={pages.Help} />
          <Route component={pages.NotFound} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
