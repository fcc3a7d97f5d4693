export { DocumentsSection } from './components/documents-section';
export { getDocumentsQueryOptions } from './api/get-documents';
