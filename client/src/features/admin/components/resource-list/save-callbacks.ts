import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';

/**
 * What an admin form does when its save answers: saved, a toast and the dialog closes; refused,
 * the server's reasons under their fields and a toast that says why.
 */
export function saveCallbacks<T extends FieldValues>({
  setError,
  fields,
  saved,
  failed,
  close,
}: {
  setError: UseFormSetError<T>;
  /** The form's fields a server refusal may name. */
  fields: readonly Path<T>[];
  saved: string;
  failed: string;
  close: () => void;
}) {
  return {
    onSuccess: () => {
      toast({ title: saved });
      close();
    },
    onError: (failure: Error) => {
      const details = getApiErrorDetails(failure);
      setServerFieldErrors(setError, details.fieldErrors, fields);
      toast({ variant: 'destructive', title: failed, description: details.message });
    },
  };
}
