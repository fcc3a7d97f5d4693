import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** Shown by role-restricted pages to a signed-in user without the role (docs/product.md §2.20). */
export function AccessDenied() {
  const { t } = useTranslation();
  usePageTitle(t('accessDenied.title'));

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center" aria-labelledby="access-denied-title">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 id="access-denied-title" className="text-2xl font-semibold tracking-tight">
        {t('accessDenied.title')}
      </h1>
      <p className="text-muted-foreground">{t('accessDenied.description')}</p>
      <Button asChild variant="outline">
        <Link href="/">{t('common.goHome')}</Link>
      </Button>
    </section>
  );
}
