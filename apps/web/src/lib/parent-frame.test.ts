// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postExamHeight, postExamModal } from './parent-frame';

const originalParent = Object.getOwnPropertyDescriptor(window, 'parent');

function embedIn(postMessage: (message: unknown, targetOrigin: string) => void) {
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage } });
}

afterEach(() => {
  if (originalParent) Object.defineProperty(window, 'parent', originalParent);
});

describe('messages to the parent frame (SPEC §2 domain, §7)', () => {
  it('examHeight goes to the parent at the domain as target origin, never to *', () => {
    const postMessage = vi.fn();
    embedIn(postMessage);
    expect(postExamHeight('https://portal.example', 812)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'examHeight', height: 812 }, 'https://portal.example');
  });

  it('beforeExamModal and multipleExamModal carry their type and payload', () => {
    const postMessage = vi.fn();
    embedIn(postMessage);
    postExamModal('https://portal.example', 'multipleExamModal', { examId: 7 });
    expect(postMessage).toHaveBeenCalledWith(
      { examId: 7, type: 'multipleExamModal' },
      'https://portal.example',
    );
  });

  it('without a domain nothing is sent', () => {
    const postMessage = vi.fn();
    embedIn(postMessage);
    expect(postExamHeight(null, 812)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('a page that is not framed sends nothing', () => {
    expect(window.parent).toBe(window);
    expect(postExamHeight('https://portal.example', 812)).toBe(false);
  });
});
