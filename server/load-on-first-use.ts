/**
 * A value made on the first call and shared by every later one (and by calls made while it is
 * being made). For packages a server may never need (the S3 SDK, Stripe, pdfkit...): imported
 * with `await import()` inside `make`, they cost nothing resident until then (ADR 072).
 * A failed attempt is not kept, so the next call tries again.
 */
export function loadOnFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
