// yyyy-MM-dd HH:mm (SPEC §9), as formatExamTime writes it.
const DATE_TIME = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2})/;

/**
 * A text with times in it, each time kept on one line: at 390 px a narrow table cell broke "2026-/11-17 16:51" at its
 * hyphen, which reads as two things (issue 42). The words around the times wrap as they would.
 */
export function WholeTimes({ text }: { text: string }) {
  return text.split(DATE_TIME).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in their fixed order.
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
