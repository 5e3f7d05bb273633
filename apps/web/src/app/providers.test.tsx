import { act, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/i18n';
import { renderInApp } from '@/test/render-app';

describe('app providers', () => {
  it("antd's own texts follow the current language", async () => {
    renderInApp(<Empty />);
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);

    await act(() => switchLanguage('en_US'));

    expect((await screen.findAllByText('No data')).length).toBeGreaterThan(0);
    expect(screen.queryAllByText('暂无数据')).toHaveLength(0);
  });
});
