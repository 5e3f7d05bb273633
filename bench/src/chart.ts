/**
 * Small horizontal bar charts as standalone SVG (no dependency; readable on GitHub and in any browser): groups of
 * rows, each group scaled to its own largest value (throughput and latency are never drawn on one scale), the value
 * printed at each bar's end. The server is drawn blue, a floor (the same work at full speed) or a goal grey.
 */
export interface ChartBar {
  label: string;
  value: number;
  kind: 'server' | 'floor';
}

export interface ChartGroup {
  heading: string;
  unit: string;
  bars: ChartBar[];
}

const WIDTH = 680;
const LABEL_WIDTH = 230;
const ROW_HEIGHT = 24;
const HEADING_HEIGHT = 24;
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function barChart(title: string, groups: ChartGroup[]): string {
  const parts: string[] = [];
  let y = 34;
  const span = WIDTH - LABEL_WIDTH - 110;
  for (const group of groups) {
    parts.push(`<text x="8" y="${y + 16}" font-style="italic">${escapeXml(group.heading)}</text>`);
    y += HEADING_HEIGHT;
    const largest = Math.max(1e-9, ...group.bars.map((bar) => bar.value));
    for (const bar of group.bars) {
      const length = Math.max(1, Math.round((bar.value / largest) * span));
      const fill = bar.kind === 'server' ? '#0958d9' : '#8c8c8c';
      const value = `${bar.value.toLocaleString('en-US')} ${group.unit}`;
      parts.push(
        `<text x="${LABEL_WIDTH - 8}" y="${y + 16}" text-anchor="end">${escapeXml(bar.label)}</text>`,
        `<rect x="${LABEL_WIDTH}" y="${y + 4}" width="${length}" height="${ROW_HEIGHT - 8}" fill="${fill}"/>`,
        `<text x="${LABEL_WIDTH + length + 6}" y="${y + 16}">${escapeXml(value)}</text>`,
      );
      y += ROW_HEIGHT;
    }
  }
  const height = y + 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="13" fill="#1f1f1f">`,
    // A chart read aloud or shown where images are off says what it is.
    `<title>${escapeXml(title)}</title>`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    `<text x="8" y="20" font-weight="bold">${escapeXml(title)}</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
