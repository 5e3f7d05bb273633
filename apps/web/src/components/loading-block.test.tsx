import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingBlock } from './loading-block';

describe('loading block', () => {
  it('says it is loading and draws no empty heading (axe empty-heading)', () => {
    const { container } = render(<LoadingBlock rows={2} />);
    expect(screen.getByRole('status').getAttribute('aria-label')).toMatch(/\S/);
    expect(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).toHaveLength(0);
    expect(container.querySelectorAll('.ant-skeleton-paragraph li')).toHaveLength(2);
  });
});
