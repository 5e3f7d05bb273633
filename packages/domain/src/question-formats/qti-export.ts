import { strToU8, zipSync } from 'fflate';
import type { ErrorIssue } from '../errors/app-error';
import type { IssueSaying } from '../errors/issue-words';
import { CONTENT_TYPE, SUBJECT_TYPE } from '../subjects/subject-type';
import { type ExportItem, type ExportResult, type Subject, share } from './common';
import { exportWords } from './format-words';
import { BLANK } from './qti-item';
import { escapeXml, parseXml } from './xml';

const MATCH_CORRECT = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml';
const MAP_RESPONSE = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml';
/** XML knows five named entities; HTML's others (&nbsp;, &radic;) make an item no QTI player reads. */
const HTML_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)[A-Za-z][A-Za-z0-9]*;/;
const NCNAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

type Built = { declarations: string[]; interaction: (title: string) => string; template?: string };

const values = (list: string[]) => list.map((value) => `<qti-value>${escapeXml(value)}</qti-value>`).join('');
const declaration = (id: string, cardinality: string, baseType: string, correct: string[], mapping = '') =>
  `  <qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}">\n` +
  (correct.length ? `    <qti-correct-response>${values(correct)}</qti-correct-response>\n` : '') +
  mapping +
  '  </qti-response-declaration>';

function build(subject: Subject): Built | { problem: IssueSaying } {
  const answer = subject.correctAnswer;
  const choices = (maxChoices: number) =>
    `  <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${maxChoices}">\n${subject.options
      .map(
        (o) =>
          `    <qti-simple-choice identifier="${o.key}">${contentHtml(o.content, o.contentType)}</qti-simple-choice>`,
      )
      .join('\n')}\n  </qti-choice-interaction>`;
  switch (subject.subjectType) {
    case SUBJECT_TYPE.singleChoice:
      return {
        declarations: [declaration('RESPONSE', 'single', 'identifier', [String(answer)])],
        interaction: (title) => `${title}\n${choices(1)}`,
        template: MATCH_CORRECT,
      };
    case SUBJECT_TYPE.multipleChoice: {
      const right = Array.isArray(answer) ? answer.map(String) : [];
      // Partial: each right choice its share, a wrong one cancels everything (lower bound 0), as our rule reads.
      const mapping =
        subject.scoringRule === 'partial'
          ? `    <qti-mapping default-value="0" lower-bound="0" upper-bound="${subject.score}">\n${subject.options
              .map(
                (o) =>
                  `      <qti-map-entry map-key="${o.key}" mapped-value="${right.includes(o.key) ? share(subject.score, right.length) : -subject.score}"/>`,
              )
              .join('\n')}\n    </qti-mapping>\n`
          : '';
      return {
        declarations: [declaration('RESPONSE', 'multiple', 'identifier', right, mapping)],
        interaction: (title) => `${title}\n${choices(0)}`,
        template: mapping ? MAP_RESPONSE : MATCH_CORRECT,
      };
    }
    case SUBJECT_TYPE.fillIn: {
      const blanks = Array.isArray(answer) ? answer.map((b) => (Array.isArray(b) ? b.map(String) : [])) : [];
      // The items carry no response processing for text entries: read back, a fill-in gets its default, partial.
      if (subject.scoringRule !== 'partial' && blanks.length > 1)
        return { problem: exportWords.say('qtiAllOrNothingBlanks', { blanks: blanks.length }) };
      const entry = (index: number) =>
        `<qti-text-entry-interaction response-identifier="RESPONSE${index + 1}"/>`;
      return {
        declarations: blanks.map((accepted, index) =>
          declaration(`RESPONSE${index + 1}`, 'single', 'string', accepted),
        ),
        interaction: (title) => {
          const parts = title.split(BLANK);
          if (parts.length - 1 === blanks.length)
            return parts.map((part, index) => (index === 0 ? part : `${entry(index - 1)}${part}`)).join('');
          return `${title}\n<p>${blanks.map((_, index) => entry(index)).join(' ')}</p>`;
        },
      };
    }
    case SUBJECT_TYPE.essay:
      return {
        declarations: [
          declaration('RESPONSE', 'single', 'string', typeof answer === 'string' ? [answer] : []),
        ],
        interaction: (title) => `${title}\n<qti-extended-text-interaction response-identifier="RESPONSE"/>`,
      };
    case SUBJECT_TYPE.judgement:
      return {
        declarations: [declaration('RESPONSE', 'single', 'identifier', [String(answer === true)])],
        interaction: (title) =>
          `${title}\n  <qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">\n    <qti-simple-choice identifier="true">True</qti-simple-choice>\n    <qti-simple-choice identifier="false">False</qti-simple-choice>\n  </qti-choice-interaction>`,
        template: MATCH_CORRECT,
      };
    default:
      return { problem: exportWords.say('qtiCode') };
  }
}

/** QTI bodies are XHTML: plain text is escaped into a paragraph; markdown is kept as its text. */
function contentHtml(content: string, contentType: number): string {
  return contentType === CONTENT_TYPE.html ? content : escapeXml(content);
}

function itemXml(subject: Subject, built: Built): string {
  const title =
    subject.subjectTitleContentType === CONTENT_TYPE.html
      ? subject.subjectTitle
      : `<p>${escapeXml(subject.subjectTitle)}</p>`;
  const feedback = subject.explanation
    ? `  <qti-modal-feedback outcome-identifier="FEEDBACK" identifier="explanation" show-hide="show"><qti-content-body>${escapeXml(subject.explanation)}</qti-content-body></qti-modal-feedback>\n`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="${escapeXml(subject.key)}" title="${escapeXml(subject.key)}" adaptive="false" time-dependent="false">`,
    ...built.declarations,
    `  <qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float" normal-maximum="${subject.score}"/>`,
    '  <qti-outcome-declaration identifier="FEEDBACK" cardinality="single" base-type="identifier"/>',
    `  <qti-item-body>\n${built.interaction(title)}\n  </qti-item-body>`,
    ...(built.template ? [`  <qti-response-processing template="${built.template}"/>`] : []),
    `${feedback}</qti-assessment-item>`,
    '',
  ].join('\n');
}

function manifest(hrefs: { key: string; href: string }[]): string {
  const resources = hrefs
    .map(
      ({ key, href }) =>
        `    <resource identifier="${escapeXml(key)}" type="imsqti_item_xmlv3p0" href="${escapeXml(href)}">\n      <file href="${escapeXml(href)}"/>\n    </resource>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="iexam-bank-export">\n  <metadata>\n    <schema>QTI Package</schema>\n    <schemaversion>3.0.0</schemaversion>\n  </metadata>\n  <organizations/>\n  <resources>\n${resources}\n  </resources>\n</manifest>\n`;
}

/**
 * Subjects → a QTI 3.0 content package (zip bytes): imsmanifest.xml and one item per subject under items/. The key
 * is the item's identifier (so importing the package back updates the same keys); knowledge points are not carried.
 */
export function toQti3Package(items: readonly ExportItem[]): ExportResult<Uint8Array> {
  const issues: ErrorIssue[] = [];
  const files: Record<string, Uint8Array> = {};
  const written: { key: string; href: string }[] = [];
  items.forEach(({ subject }, index) => {
    const path = `subjects[${index}] (key "${subject.key}")`;
    const built = build(subject);
    if ('problem' in built) {
      issues.push({ path, ...built.problem });
      return;
    }
    if (!NCNAME.test(subject.key)) {
      issues.push({ path, ...exportWords.say('qtiIdentifier') });
      return;
    }
    const xml = itemXml(subject, built);
    const entity = HTML_ENTITY.exec(xml)?.[0];
    if (entity) {
      issues.push({ path, ...exportWords.say('htmlEntity', { entity }) });
      return;
    }
    const check: ErrorIssue[] = [];
    if (!parseXml(xml, '', check)) {
      issues.push({ path, ...exportWords.say('notXhtml', { detail: check[0]?.message ?? '' }) });
      return;
    }
    const href = `items/${subject.key}.xml`;
    files[href] = strToU8(xml);
    written.push({ key: subject.key, href });
  });
  files['imsmanifest.xml'] = strToU8(manifest(written));
  return { content: zipSync(files), issues };
}
