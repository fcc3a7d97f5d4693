import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@core/schemas/account';
import type { CurrentUser } from '@core/schemas/auth';
import { setCachedUser } from '@/lib/auth/get-user';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/account/profile: the names; answers the updated user. */
export function updateProfile(body: ProfileUpdate): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('PATCH', '/api/account/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => setCachedUser(queryClient, user) });
}
