/**
 * Which parts of the content each page reads while it renders, so that an edit re-renders only
 * the pages that read what changed. Content is addressed by keys:
 *
 *   site.company              a field of a top-level record (site, home, company, legal, …)
 *   blog/<slug>.title         a field of one item of a list, by its slug or id (else its index)
 *   blog#members              which items a list holds, in order (read by any access to the list)
 *   blog/<slug>.*             which fields an item has (read when its fields are enumerated)
 *
 * trackContent wraps the content in proxies that note each key read while recordReads runs (the
 * recording itself is site/lib/content-reads.ts, which components use too); fingerprint and
 * changedKeys tell which keys an edit changed.
 */
import type { Content } from '../model/content.ts';
import { noteRead as note, recordReads } from '../lib/content-reads.ts';

export { recordReads };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function itemKey(list: string, item: unknown, index: number): string {
  const { slug, id } = (isRecord(item) ? item : {}) as { slug?: unknown; id?: unknown };
  return `${list}/${typeof slug === 'string' ? slug : typeof id === 'string' ? id : index}`;
}

function trackRecord<T extends object>(record: T, key: string): T {
  return new Proxy(record, {
    get(target, field, receiver) {
      if (typeof field === 'string') note(`${key}.${field}`);
      return Reflect.get(target, field, receiver);
    },
    has(target, field) {
      if (typeof field === 'string') note(`${key}.${field}`);
      return Reflect.has(target, field);
    },
    ownKeys(target) {
      note(`${key}.*`);
      return Reflect.ownKeys(target);
    },
  });
}

function trackList<T>(list: T[], name: string): T[] {
  // One proxy per item, made once, so that identity holds (items.indexOf(current) in a page).
  const items = list.map((item, i) => (isRecord(item) ? trackRecord(item, itemKey(name, item, i)) : item));
  const members = `${name}#members`;
  return new Proxy(list, {
    get(target, property, receiver) {
      note(members);
      if (typeof property === 'string' && /^\d+$/.test(property)) return items[Number(property)];
      return Reflect.get(target, property, receiver);
    },
    has(target, property) {
      note(members);
      return Reflect.has(target, property);
    },
    ownKeys(target) {
      note(members);
      return Reflect.ownKeys(target);
    },
  });
}

/** The content, read through proxies that note each key a render reads. */
export function trackContent(content: Content): Content {
  const parts = new Map<string, unknown>();
  for (const [name, value] of Object.entries(content)) {
    parts.set(name, Array.isArray(value) ? trackList(value, name) : isRecord(value) ? trackRecord(value, name) : value);
  }
  return new Proxy(content, {
    get(target, name, receiver) {
      if (typeof name !== 'string' || !parts.has(name)) return Reflect.get(target, name, receiver);
      const value = parts.get(name);
      if (!Array.isArray(value) && !isRecord(value)) note(name);
      return value;
    },
  });
}

/** Every key of the content with its value, as JSON: two fingerprints differ where the content does. */
export function fingerprint(content: Content): Map<string, string> {
  const keys = new Map<string, string>();
  const addRecord = (key: string, record: Record<string, unknown>) => {
    keys.set(`${key}.*`, JSON.stringify(Object.keys(record)));
    for (const [field, value] of Object.entries(record)) keys.set(`${key}.${field}`, JSON.stringify(value) ?? '');
  };
  for (const [name, value] of Object.entries(content)) {
    if (Array.isArray(value)) {
      keys.set(`${name}#members`, JSON.stringify(value.map((item, i) => (isRecord(item) ? itemKey(name, item, i) : item))));
      value.forEach((item, i) => isRecord(item) && addRecord(itemKey(name, item, i), item));
    } else if (isRecord(value)) addRecord(name, value);
    else keys.set(name, JSON.stringify(value) ?? '');
  }
  return keys;
}

export function changedKeys(before: Map<string, string>, after: Map<string, string>): Set<string> {
  const changed = new Set<string>();
  for (const [key, value] of after) if (before.get(key) !== value) changed.add(key);
  for (const key of before.keys()) if (!after.has(key)) changed.add(key);
  return changed;
}
