import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';

/** "Acasa" with its house mark, linking home. */
export function Brand({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      href="/"
      onClick={onClick}
      aria-label={t('nav.home')}
      className={cn('flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-foreground', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Home aria-hidden="true" className="size-[18px]" strokeWidth={2.25} />
      </span>
      <span>{t('app.name')}</span>
    </Link>
  );
}
