import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@core/constants';
import { parseLocalizedNumber } from '@core/number-input/parse-localized-number';
import type { BrokerDocumentDto } from '@core/schemas/documents';
import { VERIFICATION_DOCUMENT_TYPES, VERIFICATION_KINDS, type Verification, type VerificationKind } from '@core/schemas/verifications';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useVerifications } from '@/features/assessments';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatMoney, formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useAssessmentDocuments } from '../api/get-assessment-documents';
import { useVerify } from '../api/verify';
import { DetailSection } from './detail-list';

interface Declared {
  monthlyIncome: number | null;
  currency: string | null;
}

/**
 * Issue 23: the broker verifies the income (an amount and the documents it rests on), the
 * applicant's identity and the property papers; a verification is undone only with a reason.
 */
export function VerificationPanel({ assessmentId, declared }: { assessmentId: string; declared: Declared }) {
  const { t } = useTranslation('broker');
  const verifications = useVerifications(assessmentId);
  const documents = useAssessmentDocuments(assessmentId);

  return (
    <DetailSection title={t('verification.title')} id="broker-verification-title">
      {verifications.isPending || documents.isPending ? (
        <Spinner label={t('verification.loading')} />
      ) : verifications.isError || documents.isError ? (
        <p className="text-sm text-destructive">{t('verification.loadError')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="broker-verifications">
          {VERIFICATION_KINDS.map((kind) => (
            <VerificationRow
              key={kind}
              assessmentId={assessmentId}
              kind={kind}
              live={verifications.data.find((item) => item.kind === kind && item.undoneAt === null) ?? null}
              documents={documents.data.filter((document) => (VERIFICATION_DOCUMENT_TYPES[kind] as readonly string[]).includes(document.documentType))}
              declared={declared}
            />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

function VerificationRow({
  assessmentId,
  kind,
  live,
  documents,
  declared,
}: {
  assessmentId: string;
  kind: VerificationKind;
  live: Verification | null;
  documents: BrokerDocumentDto[];
  declared: Declared;
}) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const [mode, setMode] = useState<'idle' | 'verify' | 'undo'>('idle');

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 text-sm" data-testid={`broker-verification-${kind}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{t(`verification.kinds.${kind}`)}</p>
        {live ? (
          <p className="flex items-center gap-1.5 text-emerald-800">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('verification.verified', { name: live.verifiedBy ?? t('history.system'), date: formatDateTime(live.verifiedAt, language) })}
          </p>
        ) : (
          <p className="text-muted-foreground">{t('verification.notVerified')}</p>
        )}
      </div>
      {live ? <p>{describe(live, t, language)}</p> : null}
      {mode === 'verify' ? (
        <VerifyForm assessmentId={assessmentId} kind={kind} documents={documents} declared={declared} onDone={() => setMode('idle')} />
      ) : mode === 'undo' && live ? (
        <UndoForm assessmentId={assessmentId} verification={live} onDone={() => setMode('idle')} />
      ) : live ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setMode('undo')}>
            {t('verification.undo')}
            <span className="sr-only">: {t(`verification.kinds.${kind}`)}</span>
          </Button>
        </div>
      ) : documents.length === 0 ? (
        <p className="text-muted-foreground">{t(`verification.needs.${kind}`)}</p>
      ) : (
        <div>
          <Button size="sm" onClick={() => setMode('verify')} data-testid={`broker-verify-${kind}`}>
            {t('verification.verify')}
            <span className="sr-only">: {t(`verification.kinds.${kind}`)}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

function describe(live: Verification, t: ReturnType<typeof useTranslation>['t'], language: Language): string {
  const documents = t('verification.documents', { count: live.documentCount });
  if (live.amount === null || !live.currency) return documents;
  return `${t('verification.amount', { amount: formatMoney(live.amount, live.currency, language, { cents: 'ifAny' }) })} · ${documents}`;
}

function VerifyForm({
  assessmentId,
  kind,
  documents,
  declared,
  onDone,
}: {
  assessmentId: string;
  kind: VerificationKind;
  documents: BrokerDocumentDto[];
  declared: Declared;
  onDone: () => void;
}) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { verify } = useVerify(assessmentId);
  const [chosen, setChosen] = useState<string[]>(documents.map((document) => document.id));
  const [amountText, setAmountText] = useState(declared.monthlyIncome === null ? '' : formatNumber(declared.monthlyIncome, language, 2));
  const [errors, setErrors] = useState<{ amount?: string; documentIds?: string }>({});
  const amountId = `verify-amount-${assessmentId}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const amount = kind === 'income' ? parseLocalizedNumber(amountText, language, { maxDecimals: 2 }) : null;
    if (amount && !(amount.ok && amount.value > 0)) found.amount = t('translation:validation.verification.amount');
    if (chosen.length === 0) found.documentIds = t('translation:validation.verification.documents');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    verify.mutate(
      { assessmentId, kind, documentIds: chosen, amount: amount?.ok ? amount.canonical : undefined },
      {
        onSuccess: () => {
          toast({ title: t('verification.done', { what: t(`verification.kinds.${kind}`) }) });
          onDone();
        },
        onError: (error) => toast({ variant: 'destructive', title: t('verification.failed'), description: getApiErrorDetails(error).message }),
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      {kind === 'income' ? (
        <FormField id={amountId} label={t('verification.amountLabel', { currency: declared.currency ?? '' })} error={errors.amount}>
          <Input inputMode="decimal" value={amountText} onChange={(event) => setAmountText(event.target.value)} autoComplete="off" />
        </FormField>
      ) : null}
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-medium">{t('verification.restsOn')}</legend>
        {documents.map((document) => (
          <label key={document.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.includes(document.id)}
              onChange={(event) => setChosen((current) => (event.target.checked ? [...current, document.id] : current.filter((id) => id !== document.id)))}
            />
            {document.originalName}
          </label>
        ))}
        {errors.documentIds ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.documentIds}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={verify.isPending} data-testid={`broker-verify-${kind}-confirm`}>
          {verify.isPending ? t('verification.saving') : t('verification.confirm')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={verify.isPending}>
          {t('verification.cancel')}
        </Button>
      </div>
    </form>
  );
}

function UndoForm({ assessmentId, verification, onDone }: { assessmentId: string; verification: Verification; onDone: () => void }) {
  const { t } = useTranslation('broker');
  const { undo } = useVerify(assessmentId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = `undo-reason-${verification.id}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(t('translation:validation.verification.reasonRequired'));
    setError(undefined);
    undo.mutate(
      { id: verification.id, reason },
      {
        onSuccess: () => {
          toast({ title: t('verification.undoneToast') });
          onDone();
        },
        onError: (failure) => toast({ variant: 'destructive', title: t('verification.failed'), description: getApiErrorDetails(failure).message }),
      },
    );
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <FormField id={id} label={t('verification.undoReason')} error={error}>
        <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={undo.isPending}>
          {undo.isPending ? t('verification.saving') : t('verification.undoConfirm')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={undo.isPending}>
          {t('verification.cancel')}
        </Button>
      </div>
    </form>
  );
}
