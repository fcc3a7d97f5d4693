import type { FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE } from '../../core/constants';
import { languageFromCookieHeader } from '../../core/language-cookie';
import { languageFromAcceptLanguage } from '../../core/language-pick';
import { readSessionToken } from '../modules/auth/session-cookie';

/** Written by scripts/prerender-shell.tsx at build: a page's first screen per path and language. */
export const BOOT_SHELL_FILE = 'boot-shell.json';
const ROOT_ELEMENT = '<div id="root"></div>';

export type BootShells = Record<string, Record<string, string>>;

export function readBootShells(clientDir: string): BootShells | null {
  const path = join(clientDir, BOOT_SHELL_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BootShells) : null;
}

/**
 * index.html with the page's first screen in it (issue 13: the landing page, the wizard), for a
 * visit by someone without a session: a signed-in visitor gets the dashboard at `/` and their
 * draft in the wizard, so nothing is shown that the app would take away. The copy is inert (no
 * focus, not read out) and the page swaps it for its own once rendered; `data-boot-shell` on
 * <html> keeps the app's root hidden until then (index.css). Language: the cookie the app
 * keeps (the visitor's choice), else the browser's Accept-Language among the languages offered,
 * else Romanian (issue 25), as the page itself then picks (client/src/lib/i18n.ts).
 */
/**
 * The first screen needs no script, so the app's scripts stop sharing a phone's slow link with the
 * style sheet it is painted with. On the landing page they start once it is painted
 * (client/public/boot.js). On the wizard they are fetched at low priority (after render-blocking
 * requests) but still before the page's load event, which journeys that open the wizard and
 * look for its first step at once rely on.
 */
function deferScripts(html: string, path: string): string {
  if (path === '/') {
    return html
      .replace(/<script type="module" crossorigin src="([^"]+)"([^>]*)><\/script>/, '<script defer src="/boot.js" data-entry="$1"$2></script>')
      .replaceAll('<link rel="modulepreload" ', '<link rel="acasa-modulepreload" ');
  }
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

export function withBootShell(html: string, shells: BootShells | null, request: FastifyRequest, path: string): string {
  const byLanguage = shells?.[path];
  if (!byLanguage || readSessionToken(request.headers.cookie) !== null) return html;
  const language = languageFromCookieHeader(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
  const shell = byLanguage[language];
  if (!shell || !html.includes(ROOT_ELEMENT)) return html;
  return deferScripts(html, path)
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}" data-boot-shell=""`)
    .replace(ROOT_ELEMENT, `<div id="boot-shell" inert>${shell}</div>${ROOT_ELEMENT}`);
}
