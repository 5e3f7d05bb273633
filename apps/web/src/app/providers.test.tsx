import { act, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';

describe('app providers', () => {
  it("antd's own texts follow the current language", async () => {
    renderInApp(<Empty />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();

    await act(() => switchLanguage('en_US'));

    expect(await screen.findByText('No data')).toBeTruthy();
  });
});
