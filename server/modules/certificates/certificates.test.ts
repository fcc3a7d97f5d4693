import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { ZCertificateVerification } from '../../../core/schemas/certificates';
import { formatCertificateEuros, formatCertificatePercent, renderCertificatePdf } from './certificate-pdf';
import { bestMatchFigures, CERTIFICATE_VALIDITY_DAYS, certificateValidUntil } from './certificates.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { setPlan } from '../plans/plan-fixtures';
import { HELVETICA, resolvePdfFonts, toWinAnsi } from './pdf-fonts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://acasa.example' });
});
afterAll(() => t.close());

async function userWithAssessment(plan: 'free' | 'pro' | 'premium') {
  const account = await signIn(t.app, t.database.db, 'user', { firstName: 'Ștefan', lastName: 'Țurcanu' });
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: account.cookie }, payload: WORKED_EXAMPLE });
  if (plan !== 'free') await setPlan(t.app, t.database.db, account, plan);
  return { ...account, assessment: res.json() as { id: string; eligibilityScore: number; maxLoanAmount: string } };
}

const download = (id: string, cookie: string, query = '') =>
  t.app.inject({ url: `/api/assessments/${id}/certificate${query}`, headers: { cookie, 'accept-language': 'en' } });
const verify = (code: string) => t.app.inject({ url: `/api/certificates/${encodeURIComponent(code)}` });

/** The text drawn on the page, from the PDF's (deflated) content streams, for a rough check. */
function pageText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let out = '';
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      out += inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      /* not a deflated stream (fonts, images) */
    }
  }
  return out;
}

describe('GET /api/assessments/:id/certificate', () => {
  it('refuses the Free plan with 402 and a clear message', async () => {
    const { cookie, assessment } = await userWithAssessment('free');
    const res = await download(assessment.id, cookie);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'PAYMENT_REQUIRED', message: 'The PDF certificate is part of the Pro and Premium plans. Upgrade to download it.' });
  });

  it('gives Pro a one-page PDF whose code verifies, without anything personal', async () => {
    const { cookie, assessment } = await userWithAssessment('pro');
    const res = await download(assessment.id, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="acasa-certificate-[0-9A-Z]{16}\.pdf"$/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const code = /acasa-certificate-([0-9A-Z]{16})\.pdf/.exec(res.headers['content-disposition'] as string)![1];
    // Issue 12: the printed address is a link to the readable verification page on the public URL.
    const links = [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);
    expect(links).toEqual([`https://acasa.example/verify/${code.match(/.{4}/g)!.join('-')}`]);
    const verified = await verify(code);
    expect(verified.statusCode).toBe(200);
    expect(ZCertificateVerification.parse(verified.json())).toEqual({
      valid: true,
      issuedAt: expect.any(String),
      score: assessment.eligibilityScore,
      maxLoanAmount: assessment.maxLoanAmount,
      corridor: { residenceCountry: 'DE', propertyCountry: 'RO' },
    });
    expect(verified.body).not.toMatch(/Ștefan|Țurcanu|@example|userId|assessmentId/);
    // Printed in groups, typed in lower case, with look-alikes: still the same code.
    const grouped = code.match(/.{4}/g)!.join('-').toLowerCase();
    expect((await verify(grouped)).json().valid).toBe(true);

    // The same certificate on every download.
    const again = await download(assessment.id, cookie);
    expect(again.headers['content-disposition']).toBe(res.headers['content-disposition']);
  });

  it('speaks the language asked for (Romanian by default for this user)', async () => {
    const { cookie, assessment } = await userWithAssessment('premium');
    const ro = await t.app.inject({ url: `/api/assessments/${assessment.id}/certificate`, headers: { cookie } });
    expect(ro.statusCode).toBe(200);
    const fr = await download(assessment.id, cookie, '?language=fr');
    expect(fr.statusCode).toBe(200);
    if (!resolvePdfFonts().isUnicode) {
      // Helvetica fallback: the text is plain WinAnsi, so it can be read back from the page.
      expect(pageText(ro.rawPayload)).toContain('Certificat de pre-evaluare');
      expect(pageText(fr.rawPayload)).toContain('Certificat de pr');
    }
    expect(ro.rawPayload.equals(fr.rawPayload)).toBe(false);
  });

  it("answers 404 for another user's assessment, even on a paid plan, and 409 for a draft", async () => {
    const { assessment } = await userWithAssessment('pro');
    const other = await userWithAssessment('pro');
    expect((await download(assessment.id, other.cookie)).statusCode).toBe(404);
    expect((await download('not-a-uuid', other.cookie)).statusCode).toBe(404);
    const broker = await signIn(t.app, t.database.db, 'broker');
    expect((await download(assessment.id, broker.cookie)).statusCode).toBe(404);

    const draftOwner = await userWithAssessment('pro');
    const draft = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: draftOwner.cookie }, payload: { residenceCountry: 'DE' } });
    const res = await download(draft.json().id, draftOwner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A certificate is available once the assessment has been submitted and scored.');
  });
});

describe('the amounts on the certificate', () => {
  it('are whole euros, as the result screen rounds them, in each language', () => {
    expect(formatCertificateEuros('612.37', 'en')).toBe('€612');
    expect(formatCertificateEuros('612.50', 'ro')).toBe('613\u00a0EUR');
    expect(formatCertificateEuros('102000.00', 'fr')).toBe('102\u202f000\u00a0€');
  });
});

/**
 * The words drawn with Helvetica: pdfkit writes each line as hex strings in a TJ array, with a
 * large negative kerning where a space stands (justified and word-spaced text).
 */
function drawnText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const match of pageText(pdf).matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
    let line = '';
    for (const part of match[1].matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/g)) {
      if (part[1] !== undefined) line += Buffer.from(part[1], 'hex').toString('latin1');
      else if (Number(part[2]) < -100) line += ' ';
    }
    lines.push(line);
  }
  // WinAnsi puts the euro sign at 0x80.
  return lines.join('\n').replaceAll('\x80', '€');
}

describe('the whole cost on the certificate (issue 14)', () => {
  it('prints the best match’s APRC, total cost of credit and cash needed, and a validity date 30 days on', async () => {
    const { cookie, assessment } = await userWithAssessment('pro');
    const stored = (await t.app.inject({ url: `/api/assessments/${assessment.id}`, headers: { cookie } })).json() as { bankRecommendations: unknown };
    const best = bestMatchFigures(stored.bankRecommendations);
    // The worked example (DE -> RO, €3,000, €120,000): the first recommendation, priced in full.
    expect(best).toEqual({ bankName: expect.any(String), apr: expect.any(Number), totalCostOfCredit: expect.any(Number), cashNeeded: expect.any(Number) });
    expect(best!.apr!).toBeGreaterThan(6.5);
    expect(best!.cashNeeded).toBeGreaterThan(120_000 - 100_000);

    const issuedAt = new Date('2026-11-25T08:00:00Z');
    expect(CERTIFICATE_VALIDITY_DAYS).toBe(30);
    expect(certificateValidUntil(issuedAt).toISOString()).toBe('2026-12-25T08:00:00.000Z');
    const content = {
      code: 'ABCDEFGHJKMNPQRS',
      applicantName: 'Ana Pop',
      residenceCountry: 'DE',
      propertyCountry: 'RO',
      score: 72,
      maxLoanAmount: '96000.00',
      monthlyPayment: '632.07',
      desiredLoanAmount: '100000.00',
      banks: [best!.bankName],
      bestMatch: best,
      submittedAt: issuedAt,
      issuedAt,
      validUntil: certificateValidUntil(issuedAt),
      verifyUrl: 'https://acasa.example/verify/ABCD-EFGH-JKMN-PQRS',
    };
    const en = drawnText(await renderCertificatePdf({ ...content, language: 'en' }, HELVETICA));
    for (const text of ['APRC', formatCertificatePercent(best!.apr!, 'en'), 'Total cost of credit', formatCertificateEuros(best!.totalCostOfCredit, 'en'), 'Cash needed at signing', formatCertificateEuros(best!.cashNeeded, 'en'), 'Valid until', '25 December 2026']) {
      expect(en).toContain(toWinAnsi(text));
    }
    const ro = await renderCertificatePdf({ ...content, language: 'ro' }, HELVETICA);
    expect(drawnText(ro)).toContain('DAE');
    expect(drawnText(ro)).toContain(toWinAnsi('Valabil până la'));
    const fr = await renderCertificatePdf({ ...content, language: 'fr' }, HELVETICA);
    expect(drawnText(fr)).toContain('TAEG');
    // Still one page with the new rows.
    for (const pdf of [ro, fr]) expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('leaves the rows out for a result scored before offers were priced', () => {
    expect(bestMatchFigures([{ name: 'Old Bank', monthlyPaymentMin: 600 }])).toBeNull();
    expect(bestMatchFigures(null)).toBeNull();
    expect(bestMatchFigures([])).toBeNull();
  });
});

describe('GET /api/certificates/:code', () => {
  it('answers valid: false for unknown or malformed codes, signed out', async () => {
    for (const code of ['0000-0000-0000-0000', 'nope', 'ZZZZZZZZZZZZZZZZZZ', "1' or '1'='1"]) {
      const res = await verify(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false });
    }
  });
});

describe('pdf fonts', () => {
  it('transliterates only what Helvetica cannot draw', () => {
    expect(toWinAnsi('Ștefan Țurcanu, Brașov → București: 102 000 €, déjà vu')).toBe('Stefan Turcanu, Brasov -> Bucuresti: 102 000 €, déjà vu');
  });

  it('finds a Unicode font on this machine or falls back to Helvetica', () => {
    const fonts = resolvePdfFonts();
    expect(['Helvetica (built in, transliterated)', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf']).toContain(fonts.source);
    expect(resolvePdfFonts({ regular: '/nonexistent/font.ttf' }).source).toBe(fonts.source);
  });
});
