import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** Any unknown path (docs/product.md §2.20). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center sm:py-24"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 id="not-found-title" className="text-2xl font-bold tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="text-muted-foreground">{t('notFound.description')}</p>
      <Button asChild>
        <Link href="/">{t('common.goHome')}</Link>
      </Button>
    </section>
  );
}
