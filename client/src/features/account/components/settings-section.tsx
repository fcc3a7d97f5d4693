import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * One section of the Settings page: a card with its own heading, reachable as /settings#id.
 * Sections are independent (one component each), so one can be added without touching others.
 */
export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24" data-testid={`settings-${id}`}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={`${id}-title`}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
