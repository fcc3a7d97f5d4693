import type { ReactNode } from 'react';
import { Home } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface AuthLayoutProps {
  title: string;
  description?: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card that holds the login, register and password-reset forms. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
            <Home aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        <div className="border-t border-border px-6 py-4 text-center text-sm text-muted-foreground">{footer}</div>
      </Card>
    </div>
  );
}
