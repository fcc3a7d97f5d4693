import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@core/schemas/certificates';
import { apiRequest } from '@/lib/api-client';

/** GET /api/certificates/:code (public): whether a certificate exists, and what it certifies. */
export function getCertificateVerification(code: string, { signal }: { signal?: AbortSignal } = {}): Promise<CertificateVerification> {
  return apiRequest<CertificateVerification>('GET', `/api/certificates/${encodeURIComponent(code)}`, undefined, { signal });
}

export const getCertificateVerificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['/api/certificates', code],
    queryFn: ({ signal }) => getCertificateVerification(code, { signal }),
  });

export function useCertificateVerification(code: string) {
  return useQuery(getCertificateVerificationQueryOptions(code));
}
