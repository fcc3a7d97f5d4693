import { setNonce } from 'get-nonce';

/**
 * The page's CSP nonce, from the `<meta property="csp-nonce">` Vite writes and the server fills
 * in per page load. The `<style>` elements Radix inserts at run time carry it (react-style-singleton
 * reads it through get-nonce; the select's viewport takes it as a prop), so the CSP needs no
 * 'unsafe-inline' (issue 11). Browsers hide a nonce from getAttribute, not from the property.
 */
function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce && nonce !== 'ACASA_CSP_NONCE' ? nonce : undefined;
}

export const cspNonce = readNonce();
if (cspNonce) setNonce(cspNonce);
