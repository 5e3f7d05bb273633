import { Image } from 'antd';
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import 'highlight.js/styles/github.css';
import './content-viewer.css';
import { renderContent } from './render-content';

export interface ContentViewerProps {
  value: string;
  /** SPEC §3: 0 plain text, 1 rich HTML, 2 markdown. */
  contentType: number;
  id?: string | undefined;
  /** Rendered as a span for option texts inside a label. */
  isInline?: boolean;
}

interface Preview {
  sources: string[];
  current: number;
}

/**
 * SPEC §4 content viewer: question text as plain text, sanitised HTML or markdown. Images open in antd's image
 * preview; previous/next appear only when the content has more than one image.
 */
export function ContentViewer({ value, contentType, id, isInline = false }: ContentViewerProps) {
  const sanitizedHtml = useMemo(() => renderContent(value, contentType), [value, contentType]);
  const container = useRef<HTMLElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);

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
  const onClick = (event: MouseEvent) => {
    if (openImage(event.target)) event.preventDefault();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && openImage(event.target)) event.preventDefault();
  };

  const Tag = isInline ? 'span' : 'div';
  return (
    <>
      {/* Clicks and Enter on the (focusable) images inside the rendered content open the preview. */}
      <Tag
        id={id}
        ref={container as never}
        className={`content-viewer${isInline ? ' content-viewer-inline' : ''}`}
        onClick={onClick}
        onKeyDown={onKeyDown}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: renderContent sanitises with DOMPurify last
        dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
      />
      {preview && (
        <Image.PreviewGroup
          items={preview.sources}
          preview={{
            open: true,
            current: preview.current,
            onOpenChange: (isOpen) => {
              if (!isOpen) setPreview(null);
            },
            onChange: (current) => setPreview({ ...preview, current }),
          }}
        />
      )}
    </>
  );
}
