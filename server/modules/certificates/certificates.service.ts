import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  formatCertificateCode,
  normaliseCertificateCode,
  type CertificateVerification,
  type PublicFigureBasis,
} from '../../../core/schemas/certificates';
import { verificationStatus, type FigureBasis } from '../../../core/verification-status';
import type { UserRow } from '../auth/auth.repository';
import { assertHasFeature } from '../plans/plan-enforcement';
import { bestMatchFigures, householdFigures, offeredLoanFigures } from './certificate-figures';
import { renderCertificatePdf } from './certificate-pdf';
import type { CertificatesRepository } from './certificates.repository';
import type { PdfFonts } from './pdf-fonts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = new RegExp(`^[${CERTIFICATE_CODE_ALPHABET}]{${CERTIFICATE_CODE_LENGTH}}$`);
const ZBankNames = z.array(z.object({ name: z.string() }).loose());

/**
 * How long a certificate vouches for its figures (issue 14): rates, tariffs and exchange rates
 * move, and lenders commonly treat an agreement in principle as good for about 30 days. A
 * constant, not an admin setting: a certificate once issued must keep the validity it printed.
 */
export const CERTIFICATE_VALIDITY_DAYS = 30;

export function certificateValidUntil(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + CERTIFICATE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}

/** 16 symbols of a 32-symbol alphabet from 16 random bytes: 80 bits, uniform (256 = 8 × 32). */
export function newCertificateCode(): string {
  return Array.from(randomBytes(CERTIFICATE_CODE_LENGTH), (byte) => CERTIFICATE_CODE_ALPHABET[byte % 32]).join('');
}

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

/** A figure's basis as the public page tells it: no amount (issue 23). */
const publicBasis = (basis: FigureBasis): PublicFigureBasis =>
  basis.state === 'declared' ? basis : { state: basis.state, documentCount: basis.documentCount, verifiedAt: basis.verifiedAt.toISOString() };

const amountOrNull = (value: string | null) => (value === null ? null : Number(value));

export function createCertificatesService(repo: CertificatesRepository, fonts: () => Promise<PdfFonts>) {
  return {
    /**
     * GET /api/assessments/:id/certificate: the owner's certificate as a PDF (Pro and Premium).
     * Issued once per assessment; later downloads repeat the same code and figures.
     */
    async download(user: UserRow, assessmentId: string, options: { language: Language; verifyBaseUrl: string }) {
      if (!UUID.test(assessmentId)) throw notFound();
      // Checked and issued under the assessment's lock, so a rejection at the same moment either
      // revokes this certificate or is seen here (issue 11, item 9).
      const issued = await repo.issueOnce(assessmentId, (assessment) => {
        if (assessment.userId !== user.id) throw notFound();
        assertHasFeature(user, 'pdfCertificate');
        const { eligibilityScore: score, maxLoanAmount, residenceCountry, originCountry } = assessment;
        if (assessment.status === 'draft' || score === null || maxLoanAmount === null || !residenceCountry || !originCountry) {
          throw new AppError('CONFLICT', 'errors.certificate.notAvailable');
        }
        // A rejected assessment has no valid certificate to hand out (issue 11).
        if (assessment.status === 'rejected') throw new AppError('CONFLICT', 'errors.certificate.revoked');
        return { code: newCertificateCode(), userId: user.id, score, maxLoanAmount, residenceCountry, propertyCountry: originCountry };
      });
      if (!issued) throw notFound();
      const { assessment, certificate } = issued;
      const banks = ZBankNames.safeParse(assessment.bankRecommendations);
      // Issue 19: the loan offered and the household, from the stored result and answers.
      const offered = offeredLoanFigures(assessment.explanation);
      const offeredLoan = offered === null || offered === 'none' ? offered : offered.loan;
      // Issue 23: each figure's basis, as verified now (a verification undone since is not printed).
      const declaredIncome = { amount: amountOrNull(assessment.monthlyIncome), currency: assessment.incomeCurrency };
      const basis = verificationStatus(await repo.liveVerifications(assessment.id), declaredIncome);
      const pdf = await renderCertificatePdf(
        {
          language: options.language,
          code: certificate.code,
          applicantName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
          residenceCountry: certificate.residenceCountry,
          propertyCountry: certificate.propertyCountry,
          score: certificate.score,
          verdict: assessment.verdict,
          maxLoanAmount: certificate.maxLoanAmount,
          desiredLoanAmount: assessment.desiredLoanAmount,
          declaredIncome,
          basis,
          offeredLoan,
          household: householdFigures(assessment, assessment.explanation),
          banks: banks.success ? banks.data.map((bank) => bank.name) : [],
          bestMatch: offered === 'none' ? null : bestMatchFigures(assessment.bankRecommendations, offered?.bankId ?? null),
          submittedAt: assessment.submittedAt,
          issuedAt: certificate.issuedAt,
          validUntil: certificateValidUntil(certificate.issuedAt),
          // The readable, translated page (client route /verify/:code), not the JSON behind it.
          verifyUrl: `${options.verifyBaseUrl}/verify/${formatCertificateCode(certificate.code)}`,
        },
        await fonts(),
      );
      return { pdf, fileName: `acasa-certificate-${certificate.code}.pdf` };
    },

    /** GET /api/certificates/:code (public): validity and the certified figures, nothing personal. */
    async verify(rawCode: string): Promise<CertificateVerification> {
      const code = normaliseCertificateCode(rawCode);
      if (!CODE.test(code)) return { valid: false };
      const certificate = await repo.findByCode(code);
      if (!certificate) return { valid: false };
      if (certificate.revokedAt) return { valid: false, revokedAt: certificate.revokedAt.toISOString() };
      const [live, declaredIncome] = await Promise.all([repo.liveVerifications(certificate.assessmentId), repo.declaredIncome(certificate.assessmentId)]);
      const { income, identity, property } = verificationStatus(live, declaredIncome);
      return {
        valid: true,
        issuedAt: certificate.issuedAt.toISOString(),
        score: certificate.score,
        maxLoanAmount: certificate.maxLoanAmount,
        corridor: { residenceCountry: certificate.residenceCountry, propertyCountry: certificate.propertyCountry },
        basis: { income: publicBasis(income), identity: publicBasis(identity), property: publicBasis(property) },
      };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
