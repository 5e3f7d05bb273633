import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { APP_THEME } from './theme';

type Rgb = [number, number, number];

/** A CSS colour as antd writes it (#rrggbb or rgba()), drawn over `under` when it is translucent. */
function rgbOf(colour: string, under: Rgb = [255, 255, 255]): Rgb {
  if (colour.startsWith('#')) {
    const digits = colour.slice(1, 7);
    return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as Rgb;
  }
  const parts = (colour.match(/rgba?\(([^)]+)\)/)?.[1] ?? '').split(',').map(Number);
  const alpha = parts[3] ?? 1;
  return under.map((channel, at) => (parts[at] ?? 0) * alpha + channel * (1 - alpha)) as Rgb;
}

/** WCAG 2.1 contrast ratio. */
function contrast(text: string, background: string): number {
  const backgroundRgb = rgbOf(background);
  const luminance = (rgb: Rgb) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const a = luminance(rgbOf(text, backgroundRgb));
  const b = luminance(backgroundRgb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('the app theme', () => {
  const token = theme.getDesignToken(APP_THEME);
  const white = '#ffffff';
  const pairs: [string, string, string][] = [
    ['primary text and links on white', token.colorPrimary, white],
    ['link on the page background', token.colorLink, token.colorBgLayout],
    ['a primary button label', white, token.colorPrimary],
    ['a hovered primary button label', white, token.colorPrimaryHover],
    ['a danger button label', white, token.colorError],
    ['secondary text on white', token.colorTextSecondary, white],
    ['secondary (description) text on white', token.colorTextDescription, white],
    ['breadcrumbs on the page background', token.colorTextDescription, token.colorBgLayout],
    ['tertiary text on the page background', token.colorTextTertiary, token.colorBgLayout],
    ['placeholder on white', token.colorTextPlaceholder, white],
    ['error text on white', token.colorError, white],
    ['warning text on white', token.colorWarning, white],
    ['success status tag', token.colorSuccess, token.colorSuccessBg],
    ['processing status tag', token.colorInfo, token.colorInfoBg],
    ['error status tag', token.colorError, token.colorErrorBg],
    ['warning status tag', token.colorWarning, token.colorWarningBg],
    ...(['blue', 'green', 'red', 'orange', 'gold', 'cyan', 'purple', 'volcano', 'magenta'] as const).map(
      (colour): [string, string, string] => [`${colour} tag`, token[`${colour}7`], token[`${colour}1`]],
    ),
  ];

  it.each(pairs)('%s reads at 4.5:1 or more', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("antd's own defaults fail, which is why the theme exists", () => {
    const defaults = theme.getDesignToken();
    expect(contrast(defaults.colorPrimary, white)).toBeLessThan(4.5);
    expect(contrast(defaults.colorTextDescription, white)).toBeLessThan(4.5);
  });
});
