import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@core/schemas/password-reset';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not an account has the address. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>('POST', '/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
