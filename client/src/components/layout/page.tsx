import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';

/** The page's width and padding. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}>{children}</div>;
}

/** The page's one h1, with an optional description and actions; also sets the tab title. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-2xl text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** Stands in for a page another issue builds. */
export function PagePlaceholder({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
            <Construction aria-hidden="true" className="size-5" />
          </span>
          <p className="text-muted-foreground">{t('common.placeholder')}</p>
          {children ? <div className="sm:ml-auto">{children}</div> : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
