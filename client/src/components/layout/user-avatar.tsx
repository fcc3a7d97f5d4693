import { useState } from 'react';
import type { CurrentUser } from '@core/schemas/auth';
import { getInitial } from '@/lib/auth/user-name';
import { cn } from '@/lib/utils';

/**
 * The profile image, or the first letter of the name (or e-mail) when there is none, or until it
 * loads, or when it fails. Decorative. Plain elements rather than Radix's Avatar: the header is
 * part of every page's first script, and this is all of Radix's Avatar the header used (issue 13's
 * 130 KB budget).
 */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const image = user.profileImageUrl && user.profileImageUrl !== failedImage ? user.profileImageUrl : null;
  return (
    <span data-slot="avatar" aria-hidden="true" className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}>
      <span className="flex size-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">{getInitial(user)}</span>
      {image ? (
        <img src={image} alt="" className="absolute inset-0 aspect-square size-full object-cover" onError={() => setFailedImage(image)} />
      ) : null}
    </span>
  );
}
