export { CertificateVerification } from './components/certificate-verification';
