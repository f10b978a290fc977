/**
 * The one inline script: it marks <html> as scripted before first paint, so content that scripts
 * will reveal can be hidden without a flash, and stays visible when scripts are off. The CSP
 * allows it by hash, never by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';

export const earlyScript = "document.documentElement.classList.add('js')";
export const earlyScriptHash = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;
