import { ClipboardList, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** No assessment yet: say so and offer to start one (docs/product.md §2.6 and §2.5: the list and the dashboard). */
export function EmptyAssessments({ title, description, action }: { title: string; description: string; action: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="assessments-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <ClipboardList aria-hidden="true" className="size-6" />
      </span>
      <div className="grid max-w-md gap-1">
        <p className="text-lg font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Button asChild>
        <Link href="/assessment">
          <Plus aria-hidden="true" />
          {action}
        </Link>
      </Button>
    </div>
  );
}

/** The list page's empty state. */
export function NoAssessments() {
  const { t } = useTranslation('workspace');
  return (
    <Card>
      <CardContent className="py-8">
        <EmptyAssessments title={t('assessments.empty.title')} description={t('assessments.empty.description')} action={t('assessments.empty.action')} />
      </CardContent>
    </Card>
  );
}
