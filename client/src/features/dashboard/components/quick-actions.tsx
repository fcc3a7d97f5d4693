import type { ReactNode } from 'react';
import { ClipboardList, LifeBuoy, Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg border border-border bg-card p-3 text-left text-sm font-medium transition-colors hover:border-primary hover:bg-accent';

function ActionIcon({ children }: { children: ReactNode }) {
  return <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">{children}</span>;
}

/** New assessment, view assessments, upgrade and contact support (docs/product.md §2.5; the contact form, issue 12). */
export function QuickActions() {
  const { t } = useTranslation('workspace');

  return (
    <Card data-testid="quick-actions">
      <CardHeader>
        <CardTitle>{t('dashboard.actions.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          <li>
            <Link href="/assessment" className={itemClass} data-testid="quick-action-new">
              <ActionIcon>
                <Plus aria-hidden="true" className="size-4" />
              </ActionIcon>
              {t('dashboard.actions.newAssessment')}
            </Link>
          </li>
          <li>
            <Link href="/assessments" className={itemClass} data-testid="quick-action-assessments">
              <ActionIcon>
                <ClipboardList aria-hidden="true" className="size-4" />
              </ActionIcon>
              {t('dashboard.actions.viewAssessments')}
            </Link>
          </li>
          <li>
            <Link href="/pricing" className={itemClass} data-testid="quick-action-upgrade">
              <ActionIcon>
                <Sparkles aria-hidden="true" className="size-4" />
              </ActionIcon>
              {t('dashboard.actions.upgrade')}
            </Link>
          </li>
          <li>
            <Link href="/contact" className={itemClass} data-testid="quick-action-support">
              <ActionIcon>
                <LifeBuoy aria-hidden="true" className="size-4" />
              </ActionIcon>
              {t('dashboard.actions.support')}
            </Link>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
