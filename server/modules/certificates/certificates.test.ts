import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { localeOf } from '../../../core/languages';
import { ZCertificateVerification } from '../../../core/schemas/certificates';
import { assessments, users } from '../../db/schema';
import { bestMatchFigures, householdFigures, offeredLoanFigures, type CertificateLoan } from './certificate-figures';
import { formatCertificateEuros, formatCertificateMoney, formatCertificatePercent, renderCertificatePdf, type CertificateContent } from './certificate-pdf';
import { CERTIFICATE_VALIDITY_DAYS, certificateValidUntil, createCertificatesService } from './certificates.service';
import { createCertificatesRepository } from './certificates.repository';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { setPlan } from '../plans/plan-fixtures';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';
import PDFDocument from 'pdfkit';
import { readFileSync } from 'node:fs';
import { fromRoot } from '../../paths';
import { LANGUAGES } from '../../../core/languages';
import { asFontSource, HELVETICA, lazyPdfFonts, LETTERS_TO_DRAW, resolvePdfFonts, toWinAnsi, type ParsedFont } from './pdf-fonts';
import { pdfText } from '../../../e2e/support/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://acasa.example' });
});
afterAll(() => t.close());

async function userWithAssessment(plan: 'free' | 'pro' | 'premium', answers: Record<string, unknown> = {}) {
  const account = await signIn(t.app, t.database.db, 'user', { firstName: 'Ștefan', lastName: 'Țurcanu' });
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: account.cookie }, payload: { ...WORKED_EXAMPLE, ...answers } });
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
      basis: { income: { state: 'declared' }, identity: { state: 'declared' }, property: { state: 'declared' } },
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
    if (!(await resolvePdfFonts()).isUnicode) {
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
  it('are whole euros, as the result screen rounds them, in each language; the instalment to the cent', () => {
    expect(formatCertificateEuros('612.37', 'en')).toBe('€612');
    expect(formatCertificateEuros('612.50', 'ro')).toBe('613\u00a0EUR');
    expect(formatCertificateEuros('102000.00', 'fr')).toBe('102\u202f000\u00a0€');
    expect(formatCertificateEuros(606.79, 'en', { cents: true })).toBe('€606.79');
    expect(formatCertificateEuros(606.79, 'fr', { cents: true })).toBe('606,79\u00a0€');
    // An amount with cents keeps them, half up as it reads: 1.005 × 100 is 100.49999999999999 as a double.
    expect(formatCertificateMoney(1.005, 'EUR', 'en', { cents: 'ifAny' })).toBe('€1.01');
    expect(formatCertificateMoney(3000, 'EUR', 'en', { cents: 'ifAny' })).toBe('€3,000');
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

const ISSUED_AT = new Date('2026-11-25T08:00:00Z');

/** The worked example's certificate content (DE -> RO, €3,000, €120,000 flat, €100,000 asked). */
const WORKED_CONTENT: Omit<CertificateContent, 'language'> = {
  code: 'ABCDEFGHJKMNPQRS',
  applicantName: 'Ana Pop',
  residenceCountry: 'DE',
  propertyCountry: 'RO',
  score: 72,
  verdict: 'partial',
  maxLoanAmount: '96000.00',
  desiredLoanAmount: '100000.00',
  declaredIncome: { amount: 3000, currency: 'EUR' },
  basis: { income: { state: 'declared' }, identity: { state: 'declared' }, property: { state: 'declared' } },
  offeredLoan: {
    bankName: 'CEC Bank',
    amount: 96_000,
    currency: 'RON',
    amountInLoanCurrency: 477_772.8,
    rate: 6.5,
    rateAfter: null,
    rateChangesFromMonth: null,
    termMonths: 360,
    monthlyPayment: 606.79,
    apr: 7.27,
  },
  household: { coApplicant: null, dependants: null, isApplicantAlone: false },
  banks: ['CEC Bank', 'Banca Transilvania'],
  bestMatch: { bankName: 'CEC Bank', apr: 7.27, totalCostOfCredit: 133_164.89, cashNeeded: 26_318.32 },
  submittedAt: ISSUED_AT,
  issuedAt: ISSUED_AT,
  validUntil: certificateValidUntil(ISSUED_AT),
  verifyUrl: 'https://acasa.example/verify/ABCD-EFGH-JKMN-PQRS',
};

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length;

describe('the whole cost on the certificate (issue 14)', () => {
  it('prints the offering bank’s APRC, total cost of credit and cash needed, and a validity date 30 days on', async () => {
    const { cookie, assessment } = await userWithAssessment('pro');
    const stored = (await t.app.inject({ url: `/api/assessments/${assessment.id}`, headers: { cookie } })).json() as { bankRecommendations: unknown; explanation: unknown };
    const offered = offeredLoanFigures(stored.explanation);
    expect(offered).not.toBeNull();
    expect(offered).not.toBe('none');
    const { loan, bankId } = offered as Exclude<typeof offered, 'none' | null>;
    const best = bestMatchFigures(stored.bankRecommendations, bankId);
    // The offering bank's recommendation, priced in full: the same APRC as the loan offered.
    expect(best).toEqual({ bankName: loan.bankName, apr: loan.apr, totalCostOfCredit: expect.any(Number), cashNeeded: expect.any(Number) });
    expect(best!.apr!).toBeGreaterThan(6.5);
    expect(best!.cashNeeded).toBeGreaterThan(120_000 - 96_000);

    expect(CERTIFICATE_VALIDITY_DAYS).toBe(30);
    expect(certificateValidUntil(ISSUED_AT).toISOString()).toBe('2026-12-25T08:00:00.000Z');
    const content = { ...WORKED_CONTENT, banks: [best!.bankName], bestMatch: best };
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
    for (const pdf of [ro, fr]) expect(pages(pdf)).toBe(1);
  });

  it('takes the first recommendation for a result from before the offered loan, and nothing before offers were priced', () => {
    const banks = [
      { bankId: 1, name: 'BT', offer: { apr: 7.1, totalCostOfCredit: 1, cashNeeded: 2 } },
      { bankId: 4, name: 'CEC Bank', offer: { apr: 7.27, totalCostOfCredit: 3, cashNeeded: 4 } },
    ];
    expect(bestMatchFigures(banks, 4)?.bankName).toBe('CEC Bank');
    expect(bestMatchFigures(banks)?.bankName).toBe('BT');
    expect(bestMatchFigures([{ name: 'Old Bank', monthlyPaymentMin: 600 }])).toBeNull();
    expect(bestMatchFigures(null)).toBeNull();
    expect(bestMatchFigures([])).toBeNull();
  });
});

describe('one loan, one payment, and the household on the certificate (issue 19)', () => {
  /** The certificate as the service issues it from the stored row, drawn with Helvetica so its words can be read back. */
  async function certificateText(account: { user: { id: string } }, assessmentId: string, language: 'en' | 'ro' | 'fr' = 'en') {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    const service = createCertificatesService(createCertificatesRepository(t.database.db), async () => HELVETICA);
    const { pdf } = await service.download(user, assessmentId, { language, verifyBaseUrl: 'https://acasa.example' });
    expect(pages(pdf)).toBe(1);
    return drawnText(pdf);
  }

  it('prints the worked example’s offer: €96,000 by CEC Bank in RON, at 6.50 % over 30 years, first instalment €606.79, never the €632.07 of the €100,000 asked', async () => {
    const account = await userWithAssessment('pro');
    const text = await certificateText(account, account.assessment.id);
    for (const expected of [
      'Partly eligible: partner banks lend less than asked for',
      'Loan asked for',
      '€100,000',
      'Loan offered',
      '€96,000 by CEC Bank',
      'Loan currency',
      'RON, that is RON',
      '6.50% over 30 years',
      'First monthly instalment',
      '€606.79',
      'Co-applicant',
      'Dependants',
    ]) {
      expect(text).toContain(toWinAnsi(expected));
    }
    expect(text).not.toContain('632');
    expect(text).not.toMatch(/Estimated monthly payment|for a loan of/);
    // Romanian too, from the same stored row.
    const ro = await certificateText(account, account.assessment.id, 'ro');
    expect(ro).toContain(toWinAnsi('96.000\u00a0EUR de la CEC Bank'));
    expect(ro).toContain(toWinAnsi('606,79\u00a0EUR'));
  });

  it('prints the household: the co-applicant’s income, employment and age, and the dependants', async () => {
    const account = await userWithAssessment('pro', {
      coApplicantIncome: '2100',
      coApplicantIncomeCurrency: 'GBP',
      coApplicantEmploymentType: 'self-employed',
      coApplicantAge: 41,
      dependants: 2,
    });
    const stored = (await t.app.inject({ url: `/api/assessments/${account.assessment.id}`, headers: { cookie: account.cookie } })).json();
    const text = await certificateText(account, account.assessment.id);
    expect(text).toContain(toWinAnsi('£2,100 a month, self-employed, age 41'));
    expect(text).not.toContain('not counted');
    expect(text).toMatch(/Dependants\n2\n/);
    // The payment printed is the stored offer's, whatever the household changed.
    expect(text).toContain(formatCertificateEuros(stored.explanation.loan.monthlyPayment, 'en', { cents: true }));
    expect(stored.monthlyPayment).toBe(stored.explanation.loan.monthlyPayment.toFixed(2));
  });

  it('keeps an employment that is an acronym as it is mid-sentence (French CDI)', async () => {
    const household = { coApplicant: { income: 14_000, currency: 'PLN', employmentType: 'permanent', age: 36 }, dependants: 2, isApplicantAlone: false };
    const fr = drawnText(await renderCertificatePdf({ ...WORKED_CONTENT, household, language: 'fr' }, HELVETICA));
    expect(fr).toMatch(/PLN par mois, CDI, 36/);
    expect(fr).not.toContain('cDI');
    const en = drawnText(await renderCertificatePdf({ ...WORKED_CONTENT, household, language: 'en' }, HELVETICA));
    expect(en).toMatch(/PLN\s14,000 a month, permanent contract, age 36/);
  });

  it('says when the figures are the applicant’s alone (the co-applicant was not counted)', async () => {
    const household = householdFigures(
      { coApplicantIncome: '1500.00', coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 64, dependants: 0 },
      { coApplicantCounted: false },
    );
    expect(household).toEqual({ coApplicant: { income: 1500, currency: 'EUR', employmentType: 'permanent', age: 64 }, dependants: 0, isApplicantAlone: true });
    const text = drawnText(await renderCertificatePdf({ ...WORKED_CONTENT, household, language: 'en' }, HELVETICA));
    expect(text).toContain('€1,500 a month, permanent contract, age 64 (not counted:');
    expect(householdFigures({ coApplicantIncome: null, coApplicantIncomeCurrency: null, coApplicantEmploymentType: null, coApplicantAge: null, dependants: null }, null)).toEqual({
      coApplicant: null,
      dependants: null,
      isApplicantAlone: false,
    });
  });

  it('prints no payment when no loan can be made', async () => {
    const account = await userWithAssessment('pro', { monthlyIncome: '100' });
    const text = await certificateText(account, account.assessment.id);
    expect(text).toContain('Not eligible');
    expect(text).toContain('No loan can be made');
    expect(text).not.toContain('First monthly instalment');
    expect(text).not.toContain('APRC');
  });

  it('prints no offer and no payment for a result from before issue 19, whose payment was the loan asked for’s', async () => {
    const account = await userWithAssessment('pro');
    await t.database.db
      .update(assessments)
      .set({ explanation: sql`${assessments.explanation} - 'loan'`, monthlyPayment: '632.07' })
      .where(eq(assessments.id, account.assessment.id));
    const text = await certificateText(account, account.assessment.id);
    expect(text).not.toContain('Loan offered');
    expect(text).not.toContain('First monthly instalment');
    expect(text).not.toContain('632');
    // Issue 14's rows remain: the best match priced in full.
    expect(text).toContain('Best match');
  });
});

describe('what a broker verified, on the certificate and its public page (issue 23)', () => {
  /** The drawn text with wrapped lines joined: a long value reads as one sentence. */
  const flatText = (pdf: Buffer) => drawnText(pdf).replace(/\s*\n\s*/g, ' ');
  const VERIFIED_ON = new Date('2026-11-12T10:00:00Z');
  const everythingVerified = {
    income: { state: 'verified', documentCount: 2, verifiedAt: VERIFIED_ON },
    identity: { state: 'verified', documentCount: 1, verifiedAt: VERIFIED_ON },
    property: { state: 'verified', documentCount: 3, verifiedAt: VERIFIED_ON },
  } as const;

  it('marks each figure declared or verified, on one page in every language', async () => {
    const declared = flatText(await renderCertificatePdf({ ...WORKED_CONTENT, language: 'en' }, HELVETICA));
    expect(declared).toContain('€3,000 a month, declared by the applicant (not verified)');
    expect(declared).toMatch(/Identity not verified /);
    expect(declared).toMatch(/Property papers not verified /);

    const household = { coApplicant: { income: 14_000, currency: 'PLN', employmentType: 'self-employed', age: 36 }, dependants: 2, isApplicantAlone: true };
    // In Helvetica and in the machine's Unicode font (wider), whichever the server draws with.
    for (const fonts of [HELVETICA, await resolvePdfFonts()]) {
      for (const language of ['en', 'ro', 'fr'] as const) {
        // The longest a certificate gets: a fixed-then-variable rate, a co-applicant not counted, a lower verified income.
        const offeredLoan = { ...(WORKED_CONTENT.offeredLoan as CertificateLoan), rateAfter: 7.9, rateChangesFromMonth: 37 };
        const lowerIncome = { state: 'verifiedLower', amount: 2800, currency: 'EUR', documentCount: 2, verifiedAt: VERIFIED_ON } as const;
        for (const basis of [everythingVerified, { ...everythingVerified, income: lowerIncome }]) {
          const pdf = await renderCertificatePdf({ ...WORKED_CONTENT, household, offeredLoan, basis, language }, fonts);
          expect(pages(pdf)).toBe(1);
        }
      }
    }
    const en = flatText(await renderCertificatePdf({ ...WORKED_CONTENT, basis: everythingVerified, language: 'en' }, HELVETICA));
    expect(en).toContain('€3,000 a month, verified by a broker against 2 documents on 12 November 2026');
    expect(en).toMatch(/Identity verified by a broker against 1 document on 12 November 2026 /);
    expect(en).not.toContain('not verified');
    const ro = flatText(await renderCertificatePdf({ ...WORKED_CONTENT, basis: everythingVerified, language: 'ro' }, HELVETICA));
    expect(ro).toContain(toWinAnsi('verificat de un broker la 12 noiembrie 2026 (2 documente)'));
  });

  it('does not call the income verified when the broker verified less than declared', async () => {
    const basis = { ...everythingVerified, income: { state: 'verifiedLower', amount: 2800, currency: 'EUR', documentCount: 2, verifiedAt: VERIFIED_ON } } as const;
    const en = flatText(await renderCertificatePdf({ ...WORKED_CONTENT, basis, language: 'en' }, HELVETICA));
    expect(en).toContain('€3,000 a month declared; a broker verified €2,800 (2 documents, 12 November 2026): the figures rest on the declared amount');
  });

  it('follows the broker’s verifications and their undoing, and the public page says the same without an amount', async () => {
    const uploadDir = mkdtempSync(join(tmpdir(), 'acasa-uploads-'));
    const app = await createTestApp({ PUBLIC_URL: 'https://acasa.example', UPLOAD_DIR: uploadDir });
    try {
      const account = await signIn(app.app, app.database.db, 'user', { firstName: 'Ana', lastName: 'Pop' });
      const assessment = (await app.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: account.cookie }, payload: WORKED_EXAMPLE })).json();
      await setPlan(app.app, app.database.db, account, 'pro');
      const upload = async (documentType: string) =>
        (await app.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: account.cookie }, payload: uploadForm({ assessmentId: assessment.id, documentType }, { bytes: PDF_BYTES, name: `${documentType}.pdf` }) })).json().id as string;
      const payslips = [await upload('payslip'), await upload('payslip')];
      const idDocument = await upload('id_document');
      const broker = await signIn(app.app, app.database.db, 'broker');
      const brokerVerifies = (body: object) =>
        app.app.inject({ method: 'POST', url: `/api/broker/assessments/${assessment.id}/verifications`, headers: { cookie: broker.cookie }, payload: body });
      const [user] = await app.database.db.select().from(users).where(eq(users.id, account.user.id));
      const service = createCertificatesService(createCertificatesRepository(app.database.db), async () => HELVETICA);
      const certificate = async () => {
        const { pdf, fileName } = await service.download(user, assessment.id, { language: 'en', verifyBaseUrl: 'https://acasa.example' });
        const code = /acasa-certificate-([0-9A-Z]{16})\.pdf/.exec(fileName)![1];
        const page = await app.app.inject({ url: `/api/certificates/${code}` });
        return { text: flatText(pdf), page: ZCertificateVerification.parse(page.json()), body: page.body };
      };

      const before = await certificate();
      expect(before.text).toContain('declared by the applicant (not verified)');
      expect(before.page).toMatchObject({ valid: true, basis: { income: { state: 'declared' }, identity: { state: 'declared' } } });

      const income = await brokerVerifies({ kind: 'income', amount: '3000', documentIds: payslips });
      expect(income.statusCode).toBe(201);
      expect((await brokerVerifies({ kind: 'identity', documentIds: [idDocument] })).statusCode).toBe(201);
      const verifiedAt = income.json().verifiedAt as string;
      const day = new Intl.DateTimeFormat(localeOf('en'), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(verifiedAt));
      const after = await certificate();
      expect(after.text).toContain(`€3,000 a month, verified by a broker against 2 documents on ${day}`);
      expect(after.page).toMatchObject({
        valid: true,
        basis: { income: { state: 'verified', documentCount: 2, verifiedAt }, identity: { state: 'verified', documentCount: 1 }, property: { state: 'declared' } },
      });
      // Never an amount, a name or a document on the public page.
      expect(after.body).not.toMatch(/3000|Ana|Pop|payslip|documentIds/);

      const undone = await app.app.inject({ method: 'POST', url: `/api/broker/verifications/${income.json().id}/undo`, headers: { cookie: broker.cookie }, payload: { reason: 'Old employer' } });
      expect(undone.statusCode).toBe(200);
      const afterUndo = await certificate();
      expect(afterUndo.text).toContain('declared by the applicant (not verified)');
      expect(afterUndo.page).toMatchObject({ basis: { income: { state: 'declared' }, identity: { state: 'verified' } } });

      // A smaller verified income does not vouch for figures computed on the declared one.
      expect((await brokerVerifies({ kind: 'income', amount: '2500', documentIds: payslips })).statusCode).toBe(201);
      const lower = await certificate();
      expect(lower.text).toContain('€3,000 a month declared; a broker verified €2,500');
      expect(lower.page).toMatchObject({ basis: { income: { state: 'verifiedLower', documentCount: 2 } } });
    } finally {
      await app.close();
      rmSync(uploadDir, { recursive: true, force: true });
    }
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

/** The fonts this machine offers, for the tests that read drawn text back. */
const systemFonts = await resolvePdfFonts();

describe('pdf fonts', () => {
  it('transliterates only what Helvetica cannot draw', () => {
    expect(toWinAnsi('Ștefan Țurcanu, Brașov → București: 102 000 €, déjà vu')).toBe('Stefan Turcanu, Brasov -> Bucuresti: 102 000 €, déjà vu');
  });

  it('draws with the DejaVu Sans the product installs, whatever fonts the machine has (issue 25)', async () => {
    const fonts = await resolvePdfFonts();
    expect(fonts.isUnicode).toBe(true);
    expect(fonts.source).toBe(fromRoot('node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    expect((await resolvePdfFonts({ regular: '/nonexistent/font.ttf' })).source).toBe(fonts.source);
    // Every letter of the languages offered, Cyrillic included, is in the font drawn with.
    for (const letter of LETTERS_TO_DRAW.replace(/ /g, '')) expect((fonts.regular as ParsedFont).hasGlyphForCodePoint(letter.codePointAt(0)!), letter).toBe(true);
  });

  // Issue 20: pdfkit parsed the font file again for every certificate (~12 MB of garbage each).
  it.skipIf(!systemFonts.isUnicode)('parses a font file once, and each certificate drawn with it reads back whole', async () => {
    const lazy = lazyPdfFonts();
    const fonts = await lazy();
    expect(await lazy()).toBe(fonts);
    expect(typeof (fonts.regular as { layout?: unknown }).layout).toBe('function');
    const alone = pdfText(await renderCertificatePdf({ ...WORKED_CONTENT, language: 'ro' }, await resolvePdfFonts()));
    expect(alone).toContain('Certificat de pre-evaluare');
    expect(alone).toContain('Pre-evaluarea eligibilității');

    // Another document draws "ș ț ă â î" first with the same parsed font (fontkit keeps the glyphs
    // it makes, with the characters they were made for: s, t and a would then read as ș, ț, ă or nothing).
    const other = new PDFDocument();
    other.font(asFontSource(fonts.regular)).text('Ștefan, ș ț ă â î');
    other.end();
    const [ro, fr, en] = await Promise.all((['ro', 'fr', 'en'] as const).map((language) => renderCertificatePdf({ ...WORKED_CONTENT, language }, fonts)));
    expect(pdfText(ro)).toBe(alone);
    expect(pdfText(fr)).toContain('Certificat de pré-évaluation');
    expect(pdfText(en)).toContain('Pre-assessment certificate');
  });

  // Issue 25: every language's certificate is drawn in its own letters (ł ő ř ž đ, Cyrillic), none
  // replaced by "?" or transliterated, and reads back (its /ToUnicode map) as the locale file says.
  it.each(LANGUAGES)('draws the %s certificate in its own letters', async (language) => {
    const fonts = await resolvePdfFonts();
    const text = pdfText(await renderCertificatePdf({ ...WORKED_CONTENT, language }, fonts));
    const certificate = JSON.parse(readFileSync(fromRoot(`client/public/locales/${language}/certificate.json`), 'utf8')) as Record<string, unknown>;
    const spaces = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ');
    expect(spaces(text)).toContain(spaces(String(certificate.title)));
    expect(spaces(text)).toContain(spaces(String(certificate.disclaimer)).slice(0, 40));
    expect(text).not.toContain('?');
    // Every character the certificate's and the dossier's texts can draw is in the font.
    const characters = new Set([...readFileSync(fromRoot(`client/public/locales/${language}/certificate.json`), 'utf8'), ...readFileSync(fromRoot(`client/public/locales/${language}/dossier.json`), 'utf8')]);
    const missing = [...characters].filter((character) => character.trim() !== '' && !(fonts.regular as ParsedFont).hasGlyphForCodePoint(character.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});
