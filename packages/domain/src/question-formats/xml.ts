import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ErrorIssue } from '../errors/app-error';
import { questionFileWords } from './format-words';

export type XmlNode = Record<string, unknown>;

/**
 * fast-xml-parser with text kept as written: CDATA is taken verbatim, entities decoded once, and no value turned
 * into a number (an accepted answer `007` stays `007`). `stopNodes` are kept as raw markup (a QTI item body's HTML).
 */
export function parseXml(
  content: string,
  where: string,
  issues: ErrorIssue[],
  options: { arrays?: readonly string[]; stopNodes?: string[] } = {},
): XmlNode | undefined {
  // Entities declared in a DOCTYPE can expand a small upload into gigabytes; no question format needs them.
  if (/<!ENTITY/i.test(content)) {
    issues.push({ path: `${where}(file)`, ...questionFileWords.say('entityDeclarations') });
    return undefined;
  }
  const valid = XMLValidator.validate(content);
  if (valid !== true) {
    issues.push({
      path: `${where}line ${valid.err.line}`,
      ...questionFileWords.say('notWellFormedXml', { detail: valid.err.msg }),
    });
    return undefined;
  }
  const arrays = new Set(options.arrays ?? []);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => arrays.has(name),
    stopNodes: options.stopNodes ?? [],
  });
  return parser.parse(content) as XmlNode;
}

export function node(value: unknown): XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as XmlNode) : {};
}

export function nodes(value: unknown): XmlNode[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'string' ? { '#text': item } : node(item),
  );
}

/** An element's text: `<x>t</x>` parses to 't', `<x a="1">t</x>` to { '#text': 't' }. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = node(value)['#text'];
  return inner === undefined ? '' : String(inner);
}

export function attribute(value: unknown, name: string): string | undefined {
  const found = node(value)[`@_${name}`];
  return found === undefined ? undefined : String(found);
}

/** Text for an XML document: `<`, `&` escaped; quotes too, so the same helper serves attributes. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** CDATA keeps HTML readable as written; a `]]>` inside is split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
