/**
 * Where the editor lives: its folder in the output (served at /admin/), and where the dev server
 * answers Decap's local backend protocol on its own origin (site/dev/editor-backend/). Shared by
 * the build and the editor's browser script, so it imports nothing.
 */
export const EDITOR_DIR = 'admin';
export const LOCAL_BACKEND_PATH = `/${EDITOR_DIR}/api/v1`;
