import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type DocumentType } from '@core/constants';
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_MEGABYTES } from '@core/schemas/documents';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { UploadNetworkError, useUploadDocument } from '../api/upload-document';
import { precheckDocumentFile, type FileProblem } from '../lib/document-file';

const isDocumentType = (value: string): value is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(value);

/**
 * Upload one document to an assessment: its type, the file, a progress bar. The browser
 * pre-checks type and size; the server has the last word and its message is shown as given.
 */
export function DocumentUpload({
  assessmentId,
  suggestedType,
  isFocused = false,
  onUploaded,
}: {
  assessmentId: string;
  suggestedType?: DocumentType;
  /** Opened from a request on the case (issue 24): scrolled to, the file input focused. */
  isFocused?: boolean;
  onUploaded?: () => void;
}) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const [documentType, setDocumentType] = useState<string>(suggestedType ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  useEffect(() => {
    if (!isFocused) return;
    fileInput.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    fileInput.current?.focus({ preventScroll: true });
  }, [isFocused]);

  const problemText = (problem: FileProblem) =>
    problem === 'size'
      ? t('translation:errors.document.tooLarge', { max: MAX_DOCUMENT_MEGABYTES })
      : problem === 'empty'
        ? t('translation:errors.document.empty')
        : t('documents.upload.wrongType');

  const onFileChange = (next: File | null) => {
    setFile(next);
    setServerError(null);
    setUploadedName(null);
    const problem = next ? precheckDocumentFile(next) : null;
    setFileError(problem ? problemText(problem) : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setUploadedName(null);
    const chosenType = isDocumentType(documentType) ? documentType : null;
    setTypeError(chosenType ? null : t('translation:validation.documentType.invalid'));
    const problem = file ? precheckDocumentFile(file) : null;
    const nextFileError = !file ? t('translation:validation.document.fileRequired') : problem ? problemText(problem) : null;
    setFileError(nextFileError);
    if (!chosenType || !file || nextFileError) {
      (chosenType ? fileInput.current : document.getElementById(`${id}-type`))?.focus();
      return;
    }
    setProgress(0);
    upload.mutate(
      { assessmentId, documentType: chosenType, file, onProgress: setProgress },
      {
        onSuccess: (document) => {
          setUploadedName(document.originalName);
          onUploaded?.();
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          setServerError(error instanceof UploadNetworkError ? t('documents.upload.networkError') : getApiErrorDetails(error).message);
        },
      },
    );
  };

  const isUploading = upload.isPending;
  const percent = formatPercent(Math.round(progress * 100), language, 0);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-xl border border-border p-4" data-testid="document-upload" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="font-semibold">
        {t('documents.upload.title')}
      </h4>
      <div className="grid gap-4">
        <FormField id={`${id}-type`} label={t('documents.upload.type')} error={typeError ?? undefined}>
          <NativeSelect
            value={documentType}
            onChange={(event) => {
              setDocumentType(event.target.value);
              setTypeError(null);
            }}
            disabled={isUploading}
            data-testid="document-type-select"
          >
            <option value="" disabled>
              {t('documents.upload.typePlaceholder')}
            </option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`documents.types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={`${id}-file`}
          label={t('documents.upload.file')}
          hint={t('documents.upload.hint', { max: MAX_DOCUMENT_MEGABYTES })}
          error={fileError ?? undefined}
        >
          <Input
            ref={fileInput}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={isUploading}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
            className="h-auto cursor-pointer py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-secondary-foreground"
            data-testid="document-file-input"
          />
        </FormField>
      </div>

      {isUploading ? (
        <div className="grid gap-1.5">
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('documents.upload.progressLabel')}
            data-testid="document-upload-progress"
          />
          <p className="text-xs text-muted-foreground" aria-hidden="true">
            {t('documents.upload.uploading', { percent })}
          </p>
        </div>
      ) : null}

      {/* Announced once per change (start, done), not on every percent. */}
      <p role="status" className={uploadedName ? 'flex items-center gap-2 text-sm font-medium text-success' : 'sr-only'}>
        {isUploading ? t('documents.upload.started', { name: file?.name ?? '' }) : null}
        {uploadedName ? (
          <>
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('documents.upload.done', { name: uploadedName })}
          </>
        ) : null}
      </p>
      {serverError ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="document-upload-error">
          {serverError}
        </p>
      ) : null}

      <div>
        <Button type="submit" disabled={isUploading} data-testid="document-upload-submit">
          <Upload aria-hidden="true" />
          {isUploading ? t('documents.upload.submitting') : t('documents.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
