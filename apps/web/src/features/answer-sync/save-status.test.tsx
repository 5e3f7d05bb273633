import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/test/render-app';
import type { AutosaveSnapshot } from './autosave-engine';
import { offersDownload, SaveStatus, saveStateOf } from './save-status';

const snapshot = (overrides: Partial<AutosaveSnapshot>): AutosaveSnapshot => ({
  unsaved: 0,
  isSending: false,
  failures: 0,
  isOffline: false,
  stopReason: null,
  ...overrides,
});

describe('save state (DESIGN §5: saved / saving / N unsaved (offline))', () => {
  it.each([
    { rule: 'nothing queued is saved', state: {}, expected: 'saved' },
    { rule: 'queued and online is saving', state: { unsaved: 2, isSending: true }, expected: 'saving' },
    { rule: 'queued and offline is unsaved', state: { unsaved: 2, isOffline: true }, expected: 'unsaved' },
    { rule: 'queued after a failed try is unsaved', state: { unsaved: 1, failures: 1 }, expected: 'unsaved' },
    { rule: 'taken over is stopped', state: { unsaved: 1, stopReason: 'takenOver' }, expected: 'stopped' },
  ] as const)('$rule', ({ state, expected }) => {
    expect(saveStateOf(snapshot(state))).toBe(expected);
  });

  it.each([
    { rule: 'not while saving normally', state: { unsaved: 3, failures: 1 }, offers: false },
    { rule: 'after three failed tries', state: { unsaved: 3, failures: 3 }, offers: true },
    { rule: 'while offline with answers unsaved', state: { unsaved: 1, isOffline: true }, offers: true },
    { rule: 'not offline with nothing unsaved', state: { isOffline: true }, offers: false },
    { rule: 'when taken over', state: { stopReason: 'takenOver' }, offers: true },
    { rule: 'when an answer was refused', state: { unsaved: 1, stopReason: 'rejected' }, offers: true },
  ] as const)('download is offered: $rule', ({ state, offers }) => {
    expect(offersDownload(snapshot(state))).toBe(offers);
  });

  it('shows the count of unsaved answers offline, and the download button', async () => {
    const onDownload = vi.fn();
    renderInApp(<SaveStatus snapshot={snapshot({ unsaved: 3, isOffline: true })} onDownload={onDownload} />);
    expect((await screen.findByRole('status')).textContent).toContain('3 题未保存（离线）');
    await userEvent.click(screen.getByRole('button', { name: '下载我的答案' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });
});
