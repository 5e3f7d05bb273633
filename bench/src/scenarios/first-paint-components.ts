/**
 * The antd components a drawn page shows at first paint, read from the server's HTML (the page as the browser first
 * paints it): what the page-load floor bundle holds besides React and react-dom. Read from the page rather than listed
 * by hand, so the floor follows the pages as they change.
 */

/**
 * antd's class prefixes (`ant-<prefix>` and `ant-<prefix>-…`) and the component that draws each; null for classes
 * that name no component (motion, a shared helper). A prefix not here stops the measurement, naming it: a floor that
 * left out a component the page draws would make the page look heavier than it is.
 */
const PREFIXES: Record<string, string | null> = {
  affix: 'Affix',
  alert: 'Alert',
  anchor: 'Anchor',
  app: 'App',
  avatar: 'Avatar',
  badge: 'Badge',
  breadcrumb: 'Breadcrumb',
  btn: 'Button',
  card: 'Card',
  carousel: 'Carousel',
  cascader: 'Cascader',
  checkbox: 'Checkbox',
  col: 'Col',
  collapse: 'Collapse',
  descriptions: 'Descriptions',
  divider: 'Divider',
  drawer: 'Drawer',
  dropdown: 'Dropdown',
  empty: 'Empty',
  flex: 'Flex',
  'float-btn': 'FloatButton',
  form: 'Form',
  image: 'Image',
  input: 'Input',
  'input-number': 'InputNumber',
  layout: 'Layout',
  list: 'List',
  menu: 'Menu',
  modal: 'Modal',
  pagination: 'Pagination',
  picker: 'DatePicker',
  popover: 'Popover',
  progress: 'Progress',
  qrcode: 'QRCode',
  radio: 'Radio',
  rate: 'Rate',
  result: 'Result',
  row: 'Row',
  segmented: 'Segmented',
  select: 'Select',
  skeleton: 'Skeleton',
  slider: 'Slider',
  space: 'Space',
  spin: 'Spin',
  splitter: 'Splitter',
  statistic: 'Statistic',
  steps: 'Steps',
  switch: 'Switch',
  table: 'Table',
  tabs: 'Tabs',
  tag: 'Tag',
  timeline: 'Timeline',
  tooltip: 'Tooltip',
  tree: 'Tree',
  typography: 'Typography',
  upload: 'Upload',
  watermark: 'Watermark',
  // Motion and effect classes, put on elements by the components above.
  fade: null,
  motion: null,
  slide: null,
  wave: null,
  zoom: null,
};

/** Longest first, so `input-number` is found before `input`. */
const BY_LENGTH = Object.keys(PREFIXES).sort((a, b) => b.length - a.length);

/**
 * The components whose classes the page's markup carries, sorted, with ConfigProvider (which draws no element of its
 * own but every antd page has one). Icons are not counted: each is its own small module, not an antd export.
 */
export function firstPaintComponents(html: string): string[] {
  const components = new Set(['ConfigProvider']);
  const unknown = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g))
    for (const name of (match[1] ?? '').split(/\s+/)) {
      if (!name.startsWith('ant-')) continue;
      const rest = name.slice(4);
      const prefix = BY_LENGTH.find((key) => rest === key || rest.startsWith(`${key}-`));
      if (prefix === undefined) unknown.add(name);
      else if (PREFIXES[prefix]) components.add(PREFIXES[prefix]);
    }
  if (unknown.size > 0)
    throw new Error(
      `the drawn page carries antd classes of no known component (${[...unknown].sort().join(', ')}): add their prefix to bench/src/scenarios/first-paint-components.ts`,
    );
  return [...components].sort();
}

/** The page as the server draws it for a browser holding the session cookie. */
export async function drawnPage(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/html', cookie } });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${html.slice(0, 200)}`);
  if (!html.includes('ant-')) throw new Error(`${url} was not drawn by the server (no antd markup)`);
  return html;
}
