import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitiseFileName } from './file-name';

describe('sanitiseFileName', () => {
  it.each([
    ['payslip.pdf', 'application/pdf', 'payslip.pdf'],
    ['C:\\Users\\ana\\Desktop\\fluturaș.PDF', 'application/pdf', 'fluturaș.PDF'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['..', 'application/pdf', 'document.pdf'],
    ['', 'image/png', 'document.png'],
    [undefined, 'image/jpeg', 'document.jpg'],
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['scan', 'application/pdf', 'scan.pdf'],
    ['invoice\u202egpj.exe', 'application/pdf', 'invoicegpj.exe.pdf'],
    ['a\u0000b\nc\td.pdf', 'application/pdf', 'abcd.pdf'],
    ['what?<is>this:"|*.jpeg', 'image/jpeg', 'what__is_this____.jpeg'],
    ['.hidden.pdf', 'application/pdf', 'hidden.pdf'],
    // Issue 11: every format character, not only the ones listed once (tag characters, soft hyphen, Arabic letter mark).
    ['pay\u00adslip\u061c.pdf\u{E002E}\u{E0065}\u{E0078}\u{E0065}', 'application/pdf', 'payslip.pdf'],
  ] as const)('%j as %s -> %j', (raw, type, expected) => {
    expect(sanitiseFileName(raw, type)).toBe(expected);
  });

  it('limits the length, keeping the extension and whole characters', () => {
    const name = sanitiseFileName(`${'😀'.repeat(200)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('adeverință "2024".pdf')).toBe(
      `attachment; filename="adeverinta _2024_.pdf"; filename*=UTF-8''adeverin%C8%9B%C4%83%20%222024%22.pdf`,
    );
  });

  it('gives no path, markup or leading dot in the fallback when NFKD makes ASCII of fullwidth characters (issue 11)', () => {
    expect(attachmentDisposition('\uff0e\uff0e\uff0fetc\uff0fpasswd.pdf')).toBe(
      `attachment; filename="_._etc_passwd.pdf"; filename*=UTF-8''%EF%BC%8E%EF%BC%8E%EF%BC%8Fetc%EF%BC%8Fpasswd.pdf`,
    );
    expect(attachmentDisposition('\u2100 \uff1cb\uff1e\uff1a.pdf')).toMatch(/^attachment; filename="a_c _b__\.pdf"; /);
  });
});
