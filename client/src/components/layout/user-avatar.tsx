import type { CurrentUser } from '@core/schemas/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { getInitial } from '@/lib/auth/user-name';
import { cn } from '@/lib/utils';

/** The profile image, or the first letter of the name (or e-mail) when there is none. Decorative. */
export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <Avatar className={cn(className)} aria-hidden="true">
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
      <AvatarFallback>{getInitial(user)}</AvatarFallback>
    </Avatar>
  );
}
