import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSpinner } from './page-spinner';

describe('page spinner', () => {
  it('is a named status, and no div carries a name without a role (axe aria-prohibited-attr)', () => {
    const { container } = render(<PageSpinner />);
    expect(screen.getByRole('status').getAttribute('aria-label')).toMatch(/\S/);
    expect(container.querySelectorAll('.ant-spin[aria-label]')).toHaveLength(0);
  });
});
