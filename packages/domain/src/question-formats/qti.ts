import { strFromU8, unzipSync } from 'fflate';
import type { ErrorIssue } from '../errors/app-error';
import { type ConversionResult, checkedSubject, type ImportedSubject, keyMaker } from './common';
import { questionFileWords } from './format-words';
import { readQtiItem } from './qti-item';
import { attribute, node, nodes, parseXml } from './xml';

type ItemFile = { path: string; content: string };

const MAX_XML_BYTES = 5 * 1024 * 1024;
const ITEM_TYPE = /^imsqti_item_xmlv3p0/;

/** The item files an IMS content package lists in its manifest, in the manifest's order. */
function packageItems(bytes: Uint8Array, issues: ErrorIssue[]): ItemFile[] {
  let files: Record<string, Uint8Array>;
  try {
    // Only the XML files are inflated, each up to a limit: a zip bomb of images or one huge entry reads as missing.
    files = unzipSync(bytes, {
      filter: (file) => /\.xml$/i.test(file.name) && file.originalSize <= MAX_XML_BYTES,
    });
  } catch (error) {
    issues.push({
      path: '(package)',
      ...questionFileWords.say('notZip', { detail: (error as Error).message }),
    });
    return [];
  }
  const manifestBytes = files['imsmanifest.xml'];
  if (!manifestBytes) {
    issues.push({ path: '(package)', ...questionFileWords.say('noManifest') });
    return [];
  }
  const manifest = parseXml(strFromU8(manifestBytes), 'imsmanifest.xml ', issues, { arrays: ['resource'] });
  if (!manifest) return [];
  const resources = nodes(node(node(manifest.manifest).resources).resource);
  const items: ItemFile[] = [];
  for (const resource of resources) {
    if (!ITEM_TYPE.test(attribute(resource, 'type') ?? '')) continue;
    const href = attribute(resource, 'href') ?? '';
    const itemBytes = files[href];
    if (!itemBytes) issues.push({ path: href || 'imsmanifest.xml', ...questionFileWords.say('notInZip') });
    else items.push({ path: href, content: strFromU8(itemBytes) });
  }
  if (items.length === 0 && issues.length === 0)
    issues.push({ path: 'imsmanifest.xml', ...questionFileWords.say('noQtiItems') });
  return items;
}

/**
 * QTI 3.0 → subjects: an IMS content package (zip bytes) or one assessment item (XML text). Items of the package's
 * tests are read one by one (a test's sections and order are not kept); other resources (images, stylesheets) are
 * not imported. An item's identifier is its key.
 */
export function fromQti(input: string | Uint8Array): ConversionResult {
  const issues: ErrorIssue[] = [];
  const files =
    typeof input === 'string' ? [{ path: '(item)', content: input }] : packageItems(input, issues);
  const subjects: ImportedSubject[] = [];
  const nextKey = keyMaker();
  files.forEach((file, index) => {
    const read = readQtiItem(file.content, file.path, issues);
    if (!read) return;
    const where = `${file.path} (identifier "${read.identifier}")`;
    if ('unsupported' in read) {
      issues.push({ path: where, ...read.unsupported });
      return;
    }
    const key = nextKey(read.identifier, `item-${index}`);
    const subject = checkedSubject({ key, knowledgePoints: [], ...read.raw }, where, issues);
    if (subject) subjects.push({ key, subject, knowledgePoints: [] });
  });
  return { subjects, knowledgePoints: [], issues };
}
