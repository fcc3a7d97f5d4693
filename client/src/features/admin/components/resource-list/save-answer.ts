import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';

export interface DialogSave<TValues extends FieldValues, TBody> {
  /** Sends the form's body; resolves once saved, rejects with the API's error. */
  send: (body: TBody) => Promise<unknown>;
  /** The form's fields a server refusal may name. */
  fields: readonly Path<TValues>[];
  /**
   * The form field a server's field-error path is about; the path itself by default (a charge is
   * saved inside its list, so its errors come as `items.<index>.<field>`).
   */
  fieldOf?: (path: string) => string | undefined;
  /** The toasts' titles. */
  saved: string;
  failed: string;
  close: () => void;
}

/**
 * What an admin dialog does when its save answers: saved, a toast and the dialog closes; refused,
 * the server's reasons under their fields and a toast that says why.
 */
export async function answerSave<TValues extends FieldValues, TBody>(
  body: TBody,
  setError: UseFormSetError<TValues>,
  { send, fields, fieldOf = (path) => path, saved, failed, close }: DialogSave<TValues, TBody>,
): Promise<void> {
  try {
    await send(body);
  } catch (failure) {
    const details = getApiErrorDetails(failure);
    // The server's paths as the form's field names, then the form's one way of showing them.
    const byField = Object.entries(details.fieldErrors ?? {}).flatMap(([path, message]) => {
      const field = fieldOf(path);
      return field === undefined ? [] : [[field, message] as const];
    });
    setServerFieldErrors(setError, Object.fromEntries(byField), fields);
    toast({ variant: 'destructive', title: failed, description: details.message });
    return;
  }
  // Outside the try: a failure here is a bug to surface, not a refused save.
  toast({ title: saved });
  close();
}
