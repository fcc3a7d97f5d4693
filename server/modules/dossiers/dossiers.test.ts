/**
 * Issue 23, item 5: the bank-ready dossier. Through the HTTP API as the applicant downloads it,
 * its text read back with the server's own PDF reader (unpdf): the bank's offer exactly as the
 * certificate and the result page write it, in the ESIS sections, the income's verification,
 * the bank's document checklist, in Romanian and in English; and who may have it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dossierLanguages } from '../../../core/schemas/dossiers';
import { banks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { formatCertificateEuros, formatCertificatePercent } from '../certificates/certificate-pdf';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';
import { pdfText } from '../income-reading/pdf-text';
import { setPlan } from '../plans/plan-fixtures';
import { bankSlug } from './dossiers.service';

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-dossier-'));
  t = await createTestApp({ PUBLIC_URL: 'https://acasa.example', UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

interface StoredBank {
  bankId: number;
  name: string;
  offer: { monthlyPayment: number; apr: number; totalCostOfCredit: number; ratePeriods: Array<{ fromMonth: number; annualRatePct: number }> };
}

async function owner(plan: 'free' | 'pro' = 'pro', answers: Record<string, unknown> = {}) {
  const account = await signIn(t.app, t.database.db, 'user', { firstName: 'Ștefan', lastName: 'Țurcanu' });
  const created = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: account.cookie }, payload: { ...WORKED_EXAMPLE, ...answers } });
  expect(created.statusCode).toBe(201);
  if (plan !== 'free') await setPlan(t.app, t.database.db, account, plan);
  const id = created.json().id as string;
  const stored = (await t.app.inject({ url: `/api/assessments/${id}`, headers: { cookie: account.cookie } })).json();
  return { ...account, id, banks: stored.bankRecommendations as StoredBank[], loan: stored.explanation.loan as { bankId: number } };
}

const dossier = (id: string, cookie: string, query: string) => t.app.inject({ url: `/api/assessments/${id}/dossier?${query}`, headers: { cookie, 'accept-language': 'en' } });

/** The PDF's words, with every kind of space (Intl's no-break and narrow ones included) as one space. */
async function textOf(pdf: Buffer): Promise<string> {
  return (await pdfText(new Uint8Array(pdf))).replace(/[\s\u00a0\u202f]+/g, ' ');
}
const plain = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ');

const ENGLISH_SECTIONS = [
  '1. Lender',
  '3. Main features of the loan',
  '4. Interest rate and other costs',
  '5. Frequency and number of payments',
  '6. Amount of each instalment',
  '7. Illustrative repayment table',
  '8. Additional obligations',
  '9. Early repayment',
];
const ROMANIAN_SECTIONS = [
  '1. Creditorul',
  '3. Principalele caracteristici ale creditului',
  '4. Rata dobânzii și alte costuri',
  '5. Frecvența și numărul de plăți',
  '6. Valoarea fiecărei rate',
  '7. Tabel de amortizare orientativ',
  '9. Rambursarea anticipată',
];

describe('GET /api/assessments/:id/dossier (issue 23, item 5)', () => {
  it('gives the owner a PDF for the bank of the loan offered, with the certificate’s figures, in English', async () => {
    const applicant = await owner();
    const cec = applicant.banks.find((bank) => bank.bankId === applicant.loan.bankId)!;
    expect(cec.name).toBe('CEC Bank');
    // A certificate first: the dossier links to its verification page.
    const certificate = await t.app.inject({ url: `/api/assessments/${applicant.id}/certificate?language=en`, headers: { cookie: applicant.cookie } });
    expect(certificate.statusCode).toBe(200);
    const code = /acasa-certificate-([0-9A-Z]{16})\.pdf/.exec(String(certificate.headers['content-disposition']))![1];

    const res = await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}&language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="acasa-dossier-cec-bank-en.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await textOf(res.rawPayload);
    const payment = plain(formatCertificateEuros(cec.offer.monthlyPayment, 'en', { cents: true }));
    const apr = plain(formatCertificatePercent(cec.offer.apr, 'en'));
    expect(payment).toBe('€606.79');
    expect(apr).toBe('7.27%');
    // The same figures, written the same way, as on the certificate for this bank.
    const certificateText = await textOf(certificate.rawPayload);
    for (const figure of [payment, apr, plain(formatCertificateEuros(cec.offer.totalCostOfCredit, 'en'))]) {
      expect(certificateText).toContain(figure);
      expect(text).toContain(figure);
    }
    for (const expected of [
      'Dossier for CEC Bank',
      'Illustrative: the bank’s own ESIS binds',
      ...ENGLISH_SECTIONS,
      'Ștefan Țurcanu',
      'Germany → Romania',
      'Permanent contract, 36 months with the current employer',
      '€3,000 a month',
      // A loan in lei on an income in euros: section 3's warning, with the result page's 20 % figure.
      'Warning: this loan is not in the currency of your income',
      'This loan is in RON; your income is in EUR.',
      '€758.49 a month',
      'Declared, not verified',
      'Not verified',
      '360 instalments',
      'Acasa is not the lender',
      `https://acasa.example/verify/${code.match(/.{4}/g)!.join('-')}`,
      // The early repayment fee is not in the bank's data: said so, no figure invented.
      'Any charge for early repayment is stated in CEC Bank’s ESIS',
      'Missing',
    ]) {
      expect(text).toContain(plain(expected));
    }
    // A link a bank can click, too.
    expect(res.rawPayload.toString('latin1')).toContain(`/URI (https://acasa.example/verify/${code.match(/.{4}/g)!.join('-')})`);
  });

  it('writes the same dossier in Romanian, the bank’s country language', async () => {
    const applicant = await owner();
    const cec = applicant.banks.find((bank) => bank.bankId === applicant.loan.bankId)!;
    const res = await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}&language=ro`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="acasa-dossier-cec-bank-ro.pdf"');
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'Dosar pentru CEC Bank',
      'Cu titlu ilustrativ: obligatoriu este doar FISE-ul băncii',
      ...ROMANIAN_SECTIONS,
      plain(formatCertificateEuros(cec.offer.monthlyPayment, 'ro', { cents: true })),
      plain(formatCertificatePercent(cec.offer.apr, 'ro')),
      'Atenție: acest credit nu este în moneda venitului dumneavoastră',
      'Declarat, neverificat',
      'Fluturaș de salariu',
      'Lipsește',
      'Acasa nu este creditorul',
    ]) {
      expect(text).toContain(plain(expected));
    }
    expect(plain(formatCertificateEuros(cec.offer.monthlyPayment, 'ro', { cents: true }))).toBe('606,79 EUR');
    // Without a language: the bank's own.
    const unnamed = await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}`);
    expect(unnamed.headers['content-disposition']).toBe('attachment; filename="acasa-dossier-cec-bank-ro.pdf"');
  });

  it('prints another recommended bank’s own offer: its payment, its APRC and the instalment after its fixed period', async () => {
    const applicant = await owner();
    const bt = applicant.banks.find((bank) => bank.name === 'Banca Transilvania')!;
    expect(bt.offer.ratePeriods).toHaveLength(2);
    const res = await dossier(applicant.id, applicant.cookie, `bankId=${bt.bankId}&language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="acasa-dossier-banca-transilvania-en.pdf"');
    const text = await textOf(res.rawPayload);
    for (const expected of [
      'Dossier for Banca Transilvania',
      formatCertificateEuros(bt.offer.monthlyPayment, 'en', { cents: true }),
      formatCertificatePercent(bt.offer.apr, 'en'),
      'Fixed for 2 years, then variable',
      '5.05% fixed for 2 years, then 8.19%',
      'From instalment 25',
      'Warning: this loan is not in the currency of your income',
    ]) {
      expect(text).toContain(plain(expected));
    }
    // The 20 % figure is the loan offered's (CEC Bank's), not this bank's: not printed here.
    expect(text).not.toContain('€758.49');
  });

  it('says "declared" until a broker verifies the income, then by whom, against how many documents, when and how much; and each document’s status', async () => {
    const applicant = await owner();
    const cec = applicant.banks.find((bank) => bank.bankId === applicant.loan.bankId)!;
    const upload = async (documentType: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: applicant.cookie }, payload: uploadForm({ assessmentId: applicant.id, documentType }, { bytes: PDF_BYTES, name: `${documentType}.pdf` }) });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const payslip = await upload('payslip');
    const idDocument = await upload('id_document');
    const contract = await upload('employment_contract');

    const before = await textOf((await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}&language=en`)).rawPayload);
    expect(before).toContain('Declared, not verified');
    expect(before).toContain('Uploaded, awaiting review');

    const broker = await signIn(t.app, t.database.db, 'broker', { firstName: 'Maria', lastName: 'Petrescu' });
    const asBroker = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: { cookie: broker.cookie }, payload });
    expect((await asBroker('POST', `/api/broker/assessments/${applicant.id}/verifications`, { kind: 'income', amount: '3000', documentIds: [payslip] })).statusCode).toBe(201);
    expect((await asBroker('POST', `/api/broker/assessments/${applicant.id}/verifications`, { kind: 'identity', documentIds: [idDocument] })).statusCode).toBe(201);
    expect((await asBroker('PUT', `/api/broker/documents/${payslip}/status`, { status: 'accepted' })).statusCode).toBe(200);
    expect((await asBroker('PUT', `/api/broker/documents/${contract}/status`, { status: 'rejected', reason: 'Unreadable scan' })).statusCode).toBe(200);

    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    const after = await textOf((await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}&language=en`)).rawPayload);
    expect(after).toContain(plain(`Verified by Maria P. against 1 document on ${today}: €3,000 a month`));
    expect(after).toContain(plain(`Verified by Maria P. against 1 document on ${today}`));
    expect(after).not.toContain('Declared, not verified');
    for (const status of ['Accepted by a broker', 'Rejected: upload it again', 'Uploaded, awaiting review', 'Missing']) expect(after).toContain(status);

    const ro = await textOf((await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}&language=ro`)).rawPayload);
    expect(ro).toContain('Verificat de Maria P. pe baza a 1 document');
    expect(ro).toContain('Acceptat de un broker');

    // A smaller income verified than declared vouches for none of the figures (core/verification-status.ts).
    const live = (await t.app.inject({ url: `/api/assessments/${applicant.id}/verifications`, headers: { cookie: applicant.cookie } })).json() as Array<{ id: string; kind: string }>;
    const income = live.find((verification) => verification.kind === 'income')!;
    expect((await asBroker('POST', `/api/broker/verifications/${income.id}/undo`, { reason: 'The net pay is lower' })).statusCode).toBe(200);
    expect((await asBroker('POST', `/api/broker/assessments/${applicant.id}/verifications`, { kind: 'income', amount: '2800.50', documentIds: [payslip] })).statusCode).toBe(201);
    const lower = await textOf((await dossier(applicant.id, applicant.cookie, `bankId=${cec.bankId}&language=en`)).rawPayload);
    expect(lower).toContain(plain(`Maria P. verified €2,800.50 a month against 1 document on ${today}, less than declared: the figures rest on the declared income`));
    expect(lower).not.toContain('Verified by Maria P. against 1 document on ' + today + ':');
  });

  it('is the owner’s alone: 404 for another user, a broker, a draft, an unknown or malformed id, a bank not offered', async () => {
    const applicant = await owner();
    const query = `bankId=${applicant.loan.bankId}&language=en`;
    const other = await signIn(t.app, t.database.db, 'user', { plan: 'pro' });
    const broker = await signIn(t.app, t.database.db, 'broker', { plan: 'premium' });
    expect((await dossier(applicant.id, other.cookie, query)).statusCode).toBe(404);
    expect((await dossier(applicant.id, broker.cookie, query)).statusCode).toBe(404);
    expect((await dossier('not-a-uuid', applicant.cookie, query)).statusCode).toBe(404);
    expect((await dossier('00000000-0000-4000-8000-000000000000', applicant.cookie, query)).statusCode).toBe(404);
    // A bank the result does not recommend: unknown, or one of another country.
    expect((await dossier(applicant.id, applicant.cookie, 'bankId=999999&language=en')).statusCode).toBe(404);
    const banks = (await t.app.inject({ url: '/api/banks' })).json() as Array<{ id: number; countryCode: string }>;
    const polish = banks.find((bank) => bank.countryCode === 'PL')!;
    expect((await dossier(applicant.id, applicant.cookie, `bankId=${polish.id}&language=en`)).statusCode).toBe(404);

    const draftOwner = await signIn(t.app, t.database.db, 'user', { plan: 'pro' });
    const draft = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: draftOwner.cookie }, payload: { residenceCountry: 'DE' } });
    expect((await dossier(draft.json().id, draftOwner.cookie, query)).statusCode).toBe(404);
  });

  it('answers 400 naming `language` for a language the bank’s dossier is not written in, and for a bank id that is not one', async () => {
    const applicant = await owner();
    for (const language of ['de', 'fr', 'RO', '']) {
      const res = await dossier(applicant.id, applicant.cookie, `bankId=${applicant.loan.bankId}&language=${language}`);
      expect(res.statusCode, language).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().fieldErrors)).toEqual(['language']);
    }
    for (const bankId of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      const res = await dossier(applicant.id, applicant.cookie, `bankId=${bankId}&language=en`);
      expect(res.statusCode, bankId).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['bankId']);
    }
    expect((await dossier(applicant.id, applicant.cookie, 'language=en')).statusCode).toBe(400);
  });

  it('is part of the certificate’s plans (402 on Free) and refused for a rejected assessment (409)', async () => {
    const free = await owner('free');
    const refused = await dossier(free.id, free.cookie, `bankId=${free.loan.bankId}&language=en`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PAYMENT_REQUIRED');

    const applicant = await owner();
    const broker = await signIn(t.app, t.database.db, 'broker');
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/broker/assessments/${applicant.id}/status`,
      headers: { cookie: broker.cookie },
      payload: { status: 'rejected', notes: 'Income not confirmed' },
    });
    expect(rejected.statusCode).toBe(200);
    const res = await dossier(applicant.id, applicant.cookie, `bankId=${applicant.loan.bankId}&language=en`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This assessment was rejected by a broker, so there is no dossier to hand to a bank');
  });
});

describe('the dossier in French (the language of a bank in France or Belgium)', () => {
  it('is written in French', async () => {
    const applicant = await owner();
    // No partner bank works in French yet: the offering bank is moved to France for this one download, then back.
    await t.database.db.update(banks).set({ countryCode: 'FR' }).where(eq(banks.id, applicant.loan.bankId));
    try {
      const res = await dossier(applicant.id, applicant.cookie, `bankId=${applicant.loan.bankId}&language=fr`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="acasa-dossier-cec-bank-fr.pdf"');
      const text = await textOf(res.rawPayload);
      for (const expected of ['Dossier pour CEC Bank', 'À titre indicatif : seule la FISE de la banque l’engage', '3. Principales caractéristiques du prêt', '9. Remboursement anticipé', 'TAEG', '606,79 €', 'Acasa n’est pas le prêteur']) {
        expect(text).toContain(plain(expected));
      }
      // Romanian is not this bank's language any more.
      expect((await dossier(applicant.id, applicant.cookie, `bankId=${applicant.loan.bankId}&language=ro`)).statusCode).toBe(400);
    } finally {
      await t.database.db.update(banks).set({ countryCode: 'RO' }).where(eq(banks.id, applicant.loan.bankId));
    }
  });
});

describe('the dossier’s languages and file name', () => {
  it('are the bank country’s language when the product speaks it, and English', () => {
    expect(dossierLanguages('RO')).toEqual(['ro', 'en']);
    // Issue 25: a Polish bank gets Polish; a country whose language the product does not speak, English only.
    expect(dossierLanguages('PL')).toEqual(['pl', 'en']);
    expect(dossierLanguages('IT')).toEqual(['en']);
    expect(dossierLanguages('FR')).toEqual(['fr', 'en']);
    expect(dossierLanguages('UK')).toEqual(['en']);
    expect(bankSlug('BRD – Groupe Société Générale')).toBe('brd-groupe-societe-generale');
    expect(bankSlug('BCR (Erste Group)')).toBe('bcr-erste-group');
    expect(bankSlug('—')).toBe('bank');
  });
});
