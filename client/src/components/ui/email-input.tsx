import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * An e-mail address field: the keyboard with @ on a phone, the browser's autofill of the
 * address, and no capital first letter or autocorrect changing what was typed.
 */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
