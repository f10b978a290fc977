/**
 * Imported first by build.ts: React picks its development or production build when it is first
 * loaded, and the development build renders several times slower and warns on every page.
 */
process.env.NODE_ENV ??= 'production';
