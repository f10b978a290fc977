/**
 * The requests Decap's local backend sends (`POST` JSON `{ branch, action, params }`, as
 * decap-cms-backend-proxy writes them and decap-server's joi schema takes them), as zod schemas.
 * Only the simple publish mode is served: the editorial-workflow actions are not among them, and
 * the answer to `info` says so. Paths are strings here; content-paths.ts judges them as paths.
 */
import { z } from 'zod';

const filePath = z.string().min(1).max(300);
const dataFile = z.object({ slug: z.string().optional(), path: filePath, raw: z.string(), newPath: filePath.optional() });
const asset = z.object({ path: filePath, content: z.base64(), encoding: z.literal('base64') });
const commit = z.object({ commitMessage: z.string().optional() }).optional();

export const editorRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }),
  z.object({ action: z.literal('entriesByFolder'), params: z.object({ folder: filePath, extension: z.string().max(10), depth: z.number().int().min(0) }) }),
  z.object({ action: z.literal('entriesByFiles'), params: z.object({ files: z.array(z.object({ path: filePath, label: z.string().optional() })).max(10_000) }) }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path: filePath }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).min(1).max(100).optional(),
      assets: z.array(asset).max(100).default([]),
      options: z.object({ useWorkflow: z.boolean().optional(), commitMessage: z.string().optional(), hasSubfolders: z.boolean().optional() }).optional(),
    }).refine((params) => (params.entry === undefined) !== (params.dataFiles === undefined), { message: 'give either "entry" or "dataFiles"' }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: filePath }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path: filePath }) }),
  z.object({ action: z.literal('persistMedia'), params: z.object({ asset, options: commit }) }),
  z.object({ action: z.literal('deleteFile'), params: z.object({ path: filePath, options: commit }) }),
  z.object({ action: z.literal('deleteFiles'), params: z.object({ paths: z.array(filePath).min(1).max(100), options: commit }) }),
  z.object({ action: z.literal('getDeployPreview') }),
]);

export type EditorRequest = z.infer<typeof editorRequest>;

/** What is wrong with a request body, in one paragraph, or the request. */
export function parseEditorRequest(body: unknown): EditorRequest | { problem: string } {
  const parsed = editorRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const action = typeof body === 'object' && body !== null && 'action' in body ? String((body as { action: unknown }).action).slice(0, 40) : undefined;
  const known = editorRequest.options.map((option) => option.shape.action.value);
  if (action === undefined || !known.includes(action as (typeof known)[number])) {
    return { problem: `${action === undefined ? 'no action' : `the action ${JSON.stringify(action)}`} is not one this backend answers (${known.join(', ')}); it saves straight to content/, with no editorial workflow` };
  }
  return { problem: `the "${action}" request is not as Decap sends it: ${z.prettifyError(parsed.error).replace(/\n\s*/g, ' ')}` };
}
