export { DocumentsSection, type RequestedUpload } from './components/documents-section';
export { getDocumentsQueryOptions } from './api/get-documents';
export { DocumentsOverview } from './components/documents-overview';
export { readingPeriod } from './lib/reading-period';
export type { IncomeCorrectionOptions } from './components/income-correction';
