import type { ThemeConfig } from 'antd';

/**
 * antd's default colours fail WCAG 2.1 AA contrast as text (4.5:1) on every candidate page: the primary blue #1677ff
 * is 4.1:1 on white and under white button labels, secondary text #8c8c8c 3.4:1, status tags 1.8 to 3.4:1 on their
 * light backgrounds (issue 17, axe-core). They are fixed here, once, for every page, keeping antd's hues: each text
 * colour is the darker shade of the same palette, and the light backgrounds are kept as antd draws them. Hover and
 * active shades go darker, not lighter, so a hovered button stays readable. theme.test.ts measures every pair.
 */
function shade7<Colour extends string>(colour: Colour, value: string) {
  return { [`${colour}7`]: value, [`${colour}-7`]: value } as Record<`${Colour}7` | `${Colour}-7`, string>;
}

export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Preset tags (<Tag color="green">) write their text in shade 7 of the colour's palette. antd keeps each shade
    // under two names (green7 and green-7) that become the one CSS variable --ant-green-7: both must be set.
    ...shade7('green', '#237804'),
    ...shade7('orange', '#ad4e00'),
    ...shade7('gold', '#874d00'),
    ...shade7('cyan', '#006d75'),
    // The judge's compile-error tag (features/run-samples/verdict-tag.tsx): antd's volcano-7 reads at 4.4:1.
    ...shade7('volcano', '#ad2102'),
  },
};
