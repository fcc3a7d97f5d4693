export { CompareView } from './components/compare-view';
