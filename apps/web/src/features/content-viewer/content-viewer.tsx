import { CONTENT_TYPE } from '@iexam/domain/subjects';
import { Skeleton } from 'antd';
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useLinkGuard } from '@/lib/link-guard';
import { useLazyModule } from '@/lib/use-lazy-module';
import './content-viewer.css';
import { type EmbeddedVideo, findEmbeddedVideos, hideSpacersLater } from './embedded-videos';
import { hasFencedCode, highlighter as lazyHighlighter } from './highlighter';
import { renderContent } from './render-content';
import { richRenderer } from './rich-renderer';

export type { EmbeddedVideo };

// The preview (rc-image) opens only on a click on an image: its code is fetched then, not with the answer page
// (issue 22). It is an overlay, so nothing is drawn in its place while it loads.
const ImagePreview = lazy(async () => ({ default: (await import('./image-preview')).ImagePreview }));

export interface ContentViewerProps {
  value: string;
  /** SPEC §3: 0 plain text, 1 rich HTML, 2 markdown. */
  contentType: number;
  id?: string | undefined;
  /** Rendered as a span for option texts inside a label. */
  isInline?: boolean;
  /** SPEC §3 content viewer input: the subject the content belongs to (players of other subjects are disposed). */
  subjectId?: number | undefined;
  /**
   * SPEC §4: the player for an embedded video block. The page passes the video player feature (a feature never
   * imports another); without it the block stays empty.
   */
  renderVideo?: ((video: EmbeddedVideo) => ReactNode) | undefined;
}

interface Preview {
  sources: string[];
  current: number;
}

/**
 * SPEC §4 content viewer: question text as plain text, sanitised HTML or markdown. Images open in antd's image
 * preview; previous/next appear only when the content has more than one image.
 */
export function ContentViewer({
  value,
  contentType,
  id,
  isInline = false,
  subjectId,
  renderVideo,
}: ContentViewerProps) {
  // markdown-it and sanitize-html are fetched only for rich content; until then it shows as a skeleton, never raw.
  const isRich = contentType === CONTENT_TYPE.html || contentType === CONTENT_TYPE.markdown;
  const renderer = useLazyModule(richRenderer, isRich);
  // highlight.js is fetched only for markdown with a code block; the block shows as plain numbered lines until then.
  const wantsHighlighter = contentType === CONTENT_TYPE.markdown && hasFencedCode(value);
  const highlighter = useLazyModule(lazyHighlighter, wantsHighlighter).module;
  const sanitizedHtml = useMemo(
    () =>
      // Offline, rich content is still readable as escaped text.
      renderer.failed
        ? renderContent(value, CONTENT_TYPE.plain)
        : renderContent(value, contentType, renderer.module, highlighter),
    [value, contentType, renderer.failed, renderer.module, highlighter],
  );
  const container = useRef<HTMLElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [videos, setVideos] = useState<EmbeddedVideo[]>([]);

  // SPEC §4: rich content's video blocks become players, mounted INTO the sanitised element by a portal, so the
  // HTML is not changed after sanitising (DESIGN §5). Plain text cannot hold one.
  const canHoldVideo = renderVideo !== undefined && contentType !== CONTENT_TYPE.plain;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocks change with the rendered html
  useEffect(() => {
    if (!canHoldVideo || !container.current) return setVideos([]);
    const found = findEmbeddedVideos(container.current, subjectId);
    setVideos(found);
    return found.length > 0 ? hideSpacersLater(found) : undefined;
  }, [sanitizedHtml, canHoldVideo, subjectId]);

  // Images open in the preview by keyboard too. Only focusability is added to the sanitised DOM, never content.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the images change with the rendered html
  useEffect(() => {
    for (const image of container.current?.querySelectorAll('img') ?? []) image.tabIndex = 0;
  }, [sanitizedHtml]);

  const openImage = (target: EventTarget) => {
    if (!(target instanceof HTMLImageElement) || !container.current) return false;
    const images = [...container.current.querySelectorAll('img')];
    setPreview({ sources: images.map((image) => image.src), current: Math.max(0, images.indexOf(target)) });
    return true;
  };
  const guardLink = useLinkGuard();
  const onClick = (event: MouseEvent) => {
    if (openImage(event.target)) event.preventDefault();
    else guardLink(event);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && openImage(event.target)) event.preventDefault();
  };

  const Tag = isInline ? 'span' : 'div';
  if (sanitizedHtml === undefined)
    return isInline ? (
      <span className="content-viewer content-viewer-inline" aria-busy="true" />
    ) : (
      <Skeleton active title={false} paragraph={{ rows: 3 }} className="content-viewer" />
    );
  return (
    <>
      {/* Clicks and Enter on the (focusable) images inside the rendered content open the preview; links are guarded. */}
      <Tag
        id={id}
        ref={container as never}
        className={`content-viewer${isInline ? ' content-viewer-inline' : ''}`}
        onClick={onClick}
        onAuxClick={guardLink}
        onKeyDown={onKeyDown}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: renderContent sanitises with DOMPurify last
        dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
      />
      {renderVideo &&
        videos.map((video) => createPortal(renderVideo(video), video.element, video.containerId))}
      {preview && (
        <Suspense fallback={null}>
          <ImagePreview
            sources={preview.sources}
            current={preview.current}
            onChange={(current) => setPreview({ ...preview, current })}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      )}
    </>
  );
}
