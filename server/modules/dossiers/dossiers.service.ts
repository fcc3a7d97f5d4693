import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { formatCertificateCode } from '../../../core/schemas/certificates';
import { dossierLanguages } from '../../../core/schemas/dossiers';
import { verificationStatus, type FigureBasis } from '../../../core/verification-status';
import type { UserRow } from '../auth/auth.repository';
import { householdFigures } from '../certificates/certificate-figures';
import type { PdfFonts } from '../certificates/pdf-fonts';
import { assertHasFeature } from '../plans/plan-enforcement';
import { shortName } from '../verifications/verifications.service';
import { documentChecklist, dossierOffer, repaymentYears } from './dossier-figures';
import { renderDossierPdf, type DossierBasis } from './dossier-pdf';
import type { DossierVerificationRow, DossiersRepository } from './dossiers.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

const amountOf = (value: string | null) => (value === null || value.trim() === '' || !Number.isFinite(Number(value)) ? null : Number(value));

/** A name for a file: "Banca Transilvania" -> "banca-transilvania", "BRD – Groupe Société Générale" -> "brd-groupe-societe-generale". */
export function bankSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'bank';
}

/** A figure's basis as the dossier prints it: core's verdict (verification-status.ts), with who verified and what. */
function dossierBasis(basis: FigureBasis, row: DossierVerificationRow | undefined): DossierBasis {
  if (basis.state === 'declared' || !row) return { state: 'declared', broker: null, documentCount: 0, verifiedAt: null, amount: null, currency: null };
  return {
    state: basis.state,
    broker: shortName(row.firstName, row.lastName),
    documentCount: basis.documentCount,
    verifiedAt: basis.verifiedAt,
    amount: amountOf(row.amount),
    currency: row.currency,
  };
}

export function createDossiersService(repo: DossiersRepository, fonts: () => Promise<PdfFonts>) {
  return {
    /**
     * GET /api/assessments/:id/dossier (issue 23, item 5): the owner's dossier for one of the banks
     * their result recommends with a priced offer, as a PDF in the bank's country language or in
     * English. The plan that has the certificate has the dossier. Nothing is written.
     */
    async download(user: UserRow, assessmentId: string, options: { bankId: number; language?: Language; verifyBaseUrl: string }) {
      if (!UUID.test(assessmentId)) throw notFound();
      const assessment = await repo.findAssessment(assessmentId);
      // Someone else's, or a draft (the owner's alone, and with no result to hand a bank): not found.
      if (!assessment || assessment.userId !== user.id || assessment.status === 'draft') throw notFound();
      assertHasFeature(user, 'pdfCertificate');
      // A rejected assessment's figures vouch for nothing (its certificate is revoked, issue 11).
      if (assessment.status === 'rejected') throw new AppError('CONFLICT', 'errors.dossier.rejected');

      const offer = await dossierOffer(assessment, options.bankId, repo.exchangeRate);
      if (!offer) throw notFound();
      const bank = await repo.findBank(options.bankId);
      const bankCountry = bank?.countryCode ?? assessment.originCountry ?? '';
      const languages = dossierLanguages(bankCountry);
      const language = options.language ?? languages[0];
      if (!languages.includes(language)) {
        throw new AppError('VALIDATION_ERROR', 'validation.dossier.language', { fieldErrors: { language: 'validation.dossier.language' } });
      }

      const [verifications, uploaded, certificate] = await Promise.all([
        repo.liveVerifications(assessment.id),
        repo.documentsOf(assessment.id),
        repo.findCertificate(assessment.id),
      ]);
      const declaredIncome = { amount: amountOf(assessment.monthlyIncome), currency: assessment.incomeCurrency };
      const status = verificationStatus(
        verifications.map((row) => ({ kind: row.kind, amount: amountOf(row.amount), currency: row.currency, documentCount: row.documentIds.length, verifiedAt: row.verifiedAt })),
        declaredIncome,
      );
      const rowOf = (kind: DossierVerificationRow['kind']) => verifications.find((row) => row.kind === kind);
      const household = householdFigures(assessment, assessment.explanation);

      const pdf = await renderDossierPdf(
        {
          language,
          preparedAt: new Date(),
          bank: { name: offer.bankName, website: offer.website ?? bank?.website ?? null },
          applicant: {
            name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
            residenceCountry: assessment.residenceCountry,
            propertyCountry: assessment.originCountry,
            employmentType: assessment.employmentType,
            employmentMonths: assessment.employmentDuration,
            income: declaredIncome.amount !== null && declaredIncome.currency ? { amount: declaredIncome.amount, currency: declaredIncome.currency } : null,
            household,
          },
          verification: {
            income: dossierBasis(status.income, rowOf('income')),
            identity: dossierBasis(status.identity, rowOf('identity')),
            property: dossierBasis(status.property, rowOf('property')),
          },
          offer,
          isVariableRate: assessment.rateType === 'variable',
          // Every income of the household in another currency than the loan's (ESIS section 3's warning).
          foreignIncomeCurrencies: [
            ...new Set([assessment.incomeCurrency, household.coApplicant?.currency ?? null]),
          ].filter((currency): currency is string => Boolean(currency) && currency !== offer.currency),
          repayment: repaymentYears(offer),
          // The bank's list as its row holds it now; a bank deleted since has none to print.
          checklist: bank ? documentChecklist(bank.requiredDocuments, uploaded, offer) : null,
          // The readable verification page (client route /verify/:code), as the certificate prints it.
          verifyUrl: certificate && !certificate.revokedAt ? `${options.verifyBaseUrl}/verify/${formatCertificateCode(certificate.code)}` : null,
        },
        await fonts(),
      );
      return { pdf, fileName: `acasa-dossier-${bankSlug(offer.bankName)}-${language}.pdf` };
    },
  };
}

export type DossiersService = ReturnType<typeof createDossiersService>;
