/**
 * Tests only: hostile file names (upload-attack-corpus.ts). The content is a real PDF, JPEG or
 * PNG, so each is kept: what is checked is the name the server keeps and serves. A string name
 * is sent as a browser sends it; bytes are sent as they are, as a script would.
 */
import type { DocumentMimeType } from '../../../core/schemas/documents';
import { accepted, form, JPEG_BYTES, PDF_BYTES, PNG_BYTES, REFUSED, refused, type UploadAttack } from './upload-attack-payloads';

const BYTES: Record<DocumentMimeType, Buffer> = { 'application/pdf': PDF_BYTES, 'image/jpeg': JPEG_BYTES, 'image/png': PNG_BYTES };

interface NameCase {
  label: string;
  name?: string | Buffer;
  /** A Content-Disposition written by hand instead of one built from `name`. */
  disposition?: string | Buffer;
  type?: DocumentMimeType;
  /** The part's Content-Type, when it is not `type`. */
  sentType?: string;
  /** The exact name kept, where it is certain. */
  kept?: string;
  /** A refusal instead of a kept document (a header no parser can read as a file). */
  refusal?: UploadAttack['expect'];
}

const raw = (value: string) => Buffer.from(value, 'utf8');
const rawBytes = (...pieces: Array<string | number[]>) => Buffer.concat(pieces.map((piece) => (typeof piece === 'string' ? raw(piece) : Buffer.from(piece))));
const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('');
const KB10 = 10 * 1024;

const CLASSES: Record<string, NameCase[]> = {
  'path traversal name': [
    { label: 'dot-dot-slash to /etc', name: '../../../etc/passwd.pdf', kept: 'passwd.pdf' },
    { label: 'dot-dot-backslash to system32', name: '..\\..\\..\\windows\\system32\\config\\sam.pdf', kept: 'sam.pdf' },
    { label: 'an absolute Unix path', name: '/etc/passwd', kept: 'passwd.pdf' },
    { label: 'an absolute Windows path', name: 'C:\\Windows\\System32\\drivers\\etc\\hosts.pdf', kept: 'hosts.pdf' },
    { label: 'a UNC path', name: '\\\\fileserver\\share\\payroll.pdf', kept: 'payroll.pdf' },
    { label: 'a path into uploads and out again', name: 'uploads/../../../../tmp/evil.pdf', kept: 'evil.pdf' },
    { label: 'doubled dots and slashes', name: '....//....//etc/shadow.pdf', kept: 'shadow.pdf' },
    { label: 'dot-dot-semicolon', name: '..;/..;/etc/group.pdf', kept: 'group.pdf' },
    { label: 'a file: URL', name: 'file:///etc/hostname.pdf', kept: 'hostname.pdf' },
    { label: 'dot-dot-slash alone', name: '../', kept: 'document.pdf' },
    { label: 'dot-dot alone', name: '..', kept: 'document.pdf' },
    { label: 'a dot alone', name: '.', kept: 'document.pdf' },
    { label: 'URL-encoded %2e%2e%2f', name: '%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf', kept: '%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf' },
    { label: 'URL-encoded %2e%2e%5c', name: '%2e%2e%5c%2e%2e%5cwindows%5cwin.ini.pdf' },
    { label: 'dots with URL-encoded slashes', name: '..%2f..%2fetc%2fpasswd.pdf' },
    { label: 'double URL-encoded', name: '..%252f..%252fetc%252fpasswd.pdf' },
    { label: 'URL-encoded overlong UTF-8', name: '%c0%ae%c0%ae%c0%afetc%c0%afpasswd.pdf' },
    { label: 'raw overlong UTF-8 dots and slashes', name: rawBytes([0xc0, 0xae, 0xc0, 0xae, 0xc0, 0xaf], 'etc', [0xc0, 0xaf], 'passwd.pdf') },
    { label: 'raw three-byte overlong UTF-8', name: rawBytes([0xe0, 0x80, 0xae, 0xe0, 0x80, 0xae, 0xe0, 0x80, 0xaf], 'etc', [0xe0, 0x80, 0xaf], 'shadow.pdf') },
    { label: 'an RFC 5987 filename* with encoded slashes', disposition: `form-data; name="file"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.pdf`, kept: 'passwd.pdf' },
    { label: 'a safe filename and a traversing filename*', disposition: `form-data; name="file"; filename="safe.pdf"; filename*=UTF-8''..%2F..%2Fevil.pdf` },
    { label: 'backslash-escaped separators in a quoted name', disposition: 'form-data; name="file"; filename="..\\\\..\\\\evil.pdf"' },
  ],
  'control character name': [
    { label: 'a NUL in the middle', name: 'pay\u0000slip.pdf', kept: 'payslip.pdf' },
    { label: 'a NUL before the real extension', name: 'evil.exe\u0000.pdf', kept: 'evil.exe.pdf' },
    { label: 'a NUL after a fake extension', name: 'payslip.pdf\u0000.exe', kept: 'payslip.pdf.exe.pdf' },
    { label: 'a bell', name: '\u0007bell.pdf', kept: 'bell.pdf' },
    { label: 'ANSI colour escapes', name: '\u001b[31mred\u001b[0m.pdf', kept: '[31mred[0m.pdf' },
    { label: 'backspaces over the extension', name: 'payslip.exe\u0008\u0008\u0008pdf', kept: 'payslip.exepdf.pdf' },
    { label: 'DEL', name: '\u007fdel.pdf', kept: 'del.pdf' },
    { label: 'NEL (C1)', name: 'next\u0085line.pdf', kept: 'nextline.pdf' },
    { label: 'CSI (C1)', name: '\u009b2Jcsi.pdf', kept: '2Jcsi.pdf' },
    { label: 'a tab', name: 'pay\tslip.pdf', kept: 'payslip.pdf' },
    { label: 'vertical tab and form feed', name: 'a\u000bb\u000cc.pdf', kept: 'abc.pdf' },
    { label: 'every C0 control', name: `${C0}all.pdf`, kept: 'all.pdf' },
    { label: 'raw NUL bytes in the header', name: rawBytes('nul', [0, 0], '.pdf'), kept: 'nul.pdf' },
  ],
  'bidi and invisible name': [
    { label: 'an RTL override hiding .exe', name: 'invoice\u202Efdp.exe', kept: 'invoicefdp.exe.pdf' },
    { label: 'an RTL override hiding .js in a JPEG', name: 'photo\u202Egpj.js', type: 'image/jpeg', kept: 'photogpj.js.jpg' },
    { label: 'RLE', name: '\u202Bpayslip.pdf', kept: 'payslip.pdf' },
    { label: 'LRO', name: '\u202Dpayslip.pdf', kept: 'payslip.pdf' },
    { label: 'isolates around the name', name: '\u2066payslip\u2069.exe', kept: 'payslip.exe.pdf' },
    { label: 'zero-width space, non-joiner and joiner', name: '\u200Bpay\u200Cslip\u200D.pdf', kept: 'payslip.pdf' },
    { label: 'a byte order mark', name: '\uFEFFpayslip.pdf', kept: 'payslip.pdf' },
    { label: 'LRM and RLM', name: '\u200Epayslip\u200F.pdf', kept: 'payslip.pdf' },
    { label: 'the Arabic letter mark', name: 'pay\u061Cslip.pdf', kept: 'payslip.pdf' },
    { label: 'invisible tag characters spelling .exe', name: 'payslip.pdf\u{E002E}\u{E0065}\u{E0078}\u{E0065}', kept: 'payslip.pdf' },
    { label: 'a soft hyphen', name: 'pay\u00ADslip.pdf', kept: 'payslip.pdf' },
    { label: 'a deprecated format character', name: '\u206Epayslip.pdf', kept: 'payslip.pdf' },
    { label: 'the Mongolian vowel separator', name: 'pay\u180Eslip.pdf', kept: 'payslip.pdf' },
    { label: 'line and paragraph separators', name: 'pay\u2028sl\u2029ip.pdf', kept: 'payslip.pdf' },
    { label: 'interlinear annotation characters', name: '\uFFF9pay\uFFFAslip\uFFFB.pdf', kept: 'payslip.pdf' },
  ],
  'CR/LF name': [
    { label: 'CR/LF and a Content-Type (as a browser encodes it)', name: 'a.pdf\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>' },
    { label: 'CR/LF before the extension (as a browser encodes it)', name: 'payslip\r\n.pdf', kept: 'payslip.pdf' },
    { label: 'CR/LF and a Set-Cookie (as a browser encodes it)', name: '\r\nSet-Cookie: acasa_session=x.pdf' },
    { label: 'percent-encoded CR/LF typed in the name', name: 'a%0d%0aX-Injected: 1.pdf', kept: 'aX-Injected_ 1.pdf' },
    { label: 'raw CR/LF and a header inside the quoted name (the name ends at the line break)', name: raw('a\r\nContent-Type: text/html\r\n.pdf'), kept: 'a.pdf' },
    { label: 'a raw LF inside the quoted name', name: raw('a\nb.pdf'), refusal: refused(REFUSED.noFile) },
    { label: 'a raw CR inside the quoted name', name: raw('a\rb.pdf'), refusal: refused(REFUSED.noFile) },
    { label: 'CR/LF in an RFC 5987 filename*', disposition: `form-data; name="file"; filename*=UTF-8''evil%0D%0AX-Injected%3A%201.pdf`, refusal: refused(REFUSED.noFile) },
    { label: 'a bare CR in an RFC 5987 filename*', disposition: `form-data; name="file"; filename*=UTF-8''evil%0DX.pdf`, refusal: refused(REFUSED.noFile) },
  ],
  'quote and semicolon name': [
    { label: 'double quotes', name: 'say "hi".pdf', kept: 'say _hi_.pdf' },
    { label: 'a quote closing the parameter early', name: 'x.pdf"; filename="evil.exe', kept: 'x.pdf_; filename=_evil.exe.pdf' },
    { label: 'a single quote', name: "o'brien.pdf", kept: "o'brien.pdf" },
    { label: 'semicolons', name: 'a;b;c.pdf', kept: 'a;b;c.pdf' },
    { label: 'a second filename* parameter inside the name', name: "x.pdf; filename*=UTF-8''evil.html" },
    { label: 'backticks', name: '`whoami`.pdf', kept: '`whoami`.pdf' },
    { label: 'shell substitution', name: '$(reboot).pdf', kept: '$(reboot).pdf' },
    { label: 'markup', name: '<img src=x onerror=alert(1)>.pdf', kept: '_img src=x onerror=alert(1)_.pdf' },
    { label: 'a template', name: '{{7*7}}${7*7}.pdf', kept: '{{7_7}}${7_7}.pdf' },
    { label: 'a backslash before a quote', name: 'a\\"b.pdf', kept: '_b.pdf' },
    { label: 'raw unescaped quotes and a second filename', disposition: 'form-data; name="file"; filename="x.pdf"; filename="evil.exe"' },
    { label: 'a raw backslash-escaped quote', disposition: 'form-data; name="file"; filename="a\\"b.pdf"', kept: 'a_b.pdf' },
    { label: 'an unquoted name with a semicolon', disposition: 'form-data; name="file"; filename=evil.exe;.pdf' },
  ],
  'long name': [
    { label: '10 KB of letters', name: `${'a'.repeat(KB10)}.pdf`, kept: `${'a'.repeat(116)}.pdf` },
    { label: '10 KB of letters, no extension', name: 'a'.repeat(KB10), kept: `${'a'.repeat(116)}.pdf` },
    { label: '10 KB of emoji', name: `${'😀'.repeat(KB10 / 4)}.pdf`, kept: `${'😀'.repeat(116)}.pdf` },
    { label: '10 KB of Romanian letters', name: `${'ș'.repeat(KB10 / 2)}.pdf`, kept: `${'ș'.repeat(116)}.pdf` },
    { label: '10 KB of ../', name: `${'../'.repeat(3414)}x.pdf`, kept: 'x.pdf' },
    { label: '10 KB of dots', name: `${'.'.repeat(KB10)}pdf`, kept: 'pdf.pdf' },
    { label: '10 KB of a.', name: `${'a.'.repeat(KB10 / 2)}pdf` },
    { label: '10 KB of spaces', name: `${' '.repeat(KB10)}x.pdf`, kept: 'x.pdf' },
    { label: '10 KB of RTL overrides', name: `${'\u202E'.repeat(KB10 / 3)}x.pdf`, kept: 'x.pdf' },
    { label: '60 KB of letters', name: `${'b'.repeat(60 * 1024)}.png`, type: 'image/png', kept: `${'b'.repeat(116)}.png` },
  ],
  'reserved name': [
    { label: 'CON', name: 'CON', kept: 'CON.pdf' },
    { label: 'NUL.pdf', name: 'NUL.pdf', kept: 'NUL.pdf' },
    { label: 'con.pdf', name: 'con.pdf', kept: 'con.pdf' },
    { label: 'COM1.pdf', name: 'COM1.pdf', kept: 'COM1.pdf' },
    { label: 'LPT9.jpg', name: 'LPT9.jpg', type: 'image/jpeg', kept: 'LPT9.jpg' },
    { label: 'AUX.png', name: 'AUX.png', type: 'image/png', kept: 'AUX.png' },
    { label: 'PRN', name: 'PRN', kept: 'PRN.pdf' },
    { label: 'NUL.tar.pdf', name: 'NUL.tar.pdf', kept: 'NUL.tar.pdf' },
    { label: 'CON with a trailing space', name: 'CON .pdf', kept: 'CON.pdf' },
    { label: 'CONIN$', name: 'CONIN$.pdf', kept: 'CONIN$.pdf' },
    { label: 'COM with a superscript digit', name: 'COM\u00B9.pdf', kept: 'COM\u00B9.pdf' },
  ],
  'empty name': [
    { label: 'an empty name', name: '', kept: 'document.pdf' },
    { label: 'a space', name: ' ', kept: 'document.pdf' },
    { label: 'an extension only', name: '.pdf', kept: 'pdf.pdf' },
    { label: 'three dots', name: '...', kept: 'document.pdf' },
    { label: 'a zero-width space only', name: '\u200B', kept: 'document.pdf' },
    { label: 'a NUL only', name: '\u0000', kept: 'document.pdf' },
    { label: 'an empty JPEG name', name: '', type: 'image/jpeg', kept: 'document.jpg' },
    { label: 'no filename parameter, as octet-stream', disposition: 'form-data; name="file"', sentType: 'application/octet-stream', kept: 'document.pdf' },
    { label: 'no filename parameter, as application/pdf (a text field, not a file)', disposition: 'form-data; name="file"', refusal: refused(REFUSED.noFile) },
    { label: 'an unquoted empty filename', disposition: 'form-data; name="file"; filename=', kept: 'document.pdf' },
  ],
  'unicode normalisation name': [
    { label: 'decomposed ș (NFD)', name: 'flutura\u0073\u0326.pdf', kept: 'fluturaș.pdf' },
    { label: 'fullwidth dots and slashes', name: '\uFF0E\uFF0E\uFF0F\uFF0E\uFF0E\uFF0Fetc\uFF0Fpasswd.pdf' },
    { label: 'a two-dot leader and fullwidth slash', name: '\u2025\uFF0Fetc\uFF0Fpasswd.pdf' },
    { label: 'account-of signs (a/c) that decompose to slashes', name: '\u2100\u2101.pdf' },
    { label: 'division slashes', name: '..\u2215..\u2215etc\u2215passwd.pdf' },
    { label: 'fullwidth backslashes', name: '..\uFF3C..\uFF3Cwindows\uFF3Cwin.pdf' },
    { label: 'small full stops and a fullwidth slash', name: '\uFE52\uFE52\uFF0Fsecret.pdf' },
    { label: 'a fullwidth dot before the extension', name: 'payslip\uFF0Epdf', kept: 'payslip\uFF0Epdf.pdf' },
    { label: 'a Cyrillic er in the extension', name: 'payslip.\u0440df', kept: 'payslip.\u0440df.pdf' },
    { label: 'a ligature', name: '\uFB01le.pdf', kept: '\uFB01le.pdf' },
    { label: 'the Kelvin sign', name: '\u212Aelvin.pdf' },
    { label: 'A with a combining ring (NFD)', name: 'A\u030Angstrom.pdf', kept: '\u00C5ngstrom.pdf' },
    { label: 'fullwidth angle brackets', name: '\uFF1Cscript\uFF1Ealert(1)\uFF1C\uFF0Fscript\uFF1E.pdf' },
    { label: 'a fullwidth quote and semicolon', name: '\uFF02\uFF1B filename=evil.exe.pdf' },
    { label: 'a fullwidth colon and backslash', name: 'C\uFF1A\uFF3Cboot.pdf' },
    { label: 'a fullwidth percent', name: '\uFF052e\uFF052e\uFF052fx.pdf' },
  ],
};

export function nameAttacks(): UploadAttack[] {
  return Object.entries(CLASSES).flatMap(([kind, cases]) =>
    cases.map(({ label, name, disposition, type = 'application/pdf', sentType = type, kept, refusal }): UploadAttack => {
      const bytes = BYTES[type];
      const sentName = name === undefined ? undefined : typeof name === 'string' ? name : name.toString('utf8');
      return {
        kind,
        name: `${label}: ${JSON.stringify(sentName ?? disposition?.toString()).slice(0, 80)}`,
        caller: 'owner',
        request: form({ file: { bytes, name: name ?? 'unused', type: sentType, disposition } }),
        expect: refusal ?? accepted(type, bytes, { name: kept }),
        sentName,
      };
    }),
  );
}
