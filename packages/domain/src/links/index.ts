export { bustCoverCache, CACHE_BUSTING_PARAM } from './cache-busting';
export { fixDoubledScheme } from './doubled-scheme';
export { classifyLink, type LinkTarget } from './external-link';
