import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getScenariosQueryOptions } from '@/lib/queries/get-scenarios';

/** DELETE /api/scenarios/:id: unpins one of the user's scenarios (204; 404 when not theirs). */
export function deleteScenario(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/scenarios/${encodeURIComponent(id)}`);
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScenario,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey }),
  });
}
