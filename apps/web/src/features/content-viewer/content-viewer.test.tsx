import { VIDEO_PLAYER } from '@iexam/domain/constants';
import { videoElementHtml } from '@iexam/domain/content';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentViewer, type EmbeddedVideo } from './content-viewer';
import { richRenderer } from './rich-renderer';

const descriptor = { url: '/api/media/videos/3/index.m3u8', name: 'Intro', id: 3, poster: '' };
const renderVideo = (video: EmbeddedVideo) => (
  <span data-testid="player">
    {video.descriptor.name} {video.containerId} {video.subjectId}
  </span>
);

describe('ContentViewer with an embedded video (SPEC §4 Content viewer)', () => {
  // Loaded before, as on a page where rich content was shown already: the viewer then renders in the first frame.
  beforeAll(async () => {
    await richRenderer.load();
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mounts the player into the video block of HTML content and hides empty spacers after 200 ms', async () => {
    const html = `<p>Watch</p><p><br></p>${videoElementHtml(descriptor)}<p>&nbsp;</p><p>Then answer</p>`;
    const { container } = render(
      <ContentViewer value={html} contentType={1} subjectId={42} renderVideo={renderVideo} />,
    );
    const player = screen.getByTestId('player');
    expect(player.textContent).toBe('Intro exam-video-42-0-3 42');
    expect(player.parentElement?.tagName).toBe('IEXAM-VIDEO');
    const spacers = [...container.querySelectorAll('p')].filter((p) => p.textContent?.trim() === '');
    expect(spacers.every((p) => p.style.display === '')).toBe(true);
    await act(async () => vi.advanceTimersByTime(VIDEO_PLAYER.spacerHideDelayMs));
    expect(spacers.length).toBe(2);
    expect(spacers.every((p) => p.style.display === 'none')).toBe(true);
    expect(screen.getByText('Then answer').style.display).toBe('');
  });

  it('a descriptor that does not parse shows the content without video (SPEC §8)', () => {
    const html = '<p>Text stays</p><iexam-video data-video="{not json"></iexam-video>';
    render(<ContentViewer value={html} contentType={1} subjectId={1} renderVideo={renderVideo} />);
    expect(screen.getByText('Text stays')).toBeTruthy();
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('plain text never holds a player, and the element is escaped as text', () => {
    render(<ContentViewer value={videoElementHtml(descriptor)} contentType={0} renderVideo={renderVideo} />);
    expect(screen.queryByTestId('player')).toBeNull();
  });

  it('a script smuggled next to the block is still sanitised away', () => {
    const html = `${videoElementHtml(descriptor)}<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">`;
    const { container } = render(<ContentViewer value={html} contentType={1} renderVideo={renderVideo} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
