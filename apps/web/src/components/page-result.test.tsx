import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { PageResult, RESULT_CLASS, resultModule } from './page-result';

// Issue 22: antd's Result (10 KB of compressed script with its illustrations) loads with the first whole-page state.
describe('a whole-page state', () => {
  it('shows its title as the page heading and its actions at once, then in antd Result once it has arrived', async () => {
    expect(resultModule.loaded()).toBeUndefined();
    const { container } = render(
      <PageResult status="error" title="加载失败" extra={<Button type="primary">重新加载</Button>} />,
    );
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(container.getElementsByClassName(RESULT_CLASS)).toHaveLength(0);

    await screen.findByRole('img', { name: 'close-circle' });
    expect(container.getElementsByClassName(RESULT_CLASS)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
