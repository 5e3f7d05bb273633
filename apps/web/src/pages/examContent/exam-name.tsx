import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The exam's name in the answer page's sticky header. It keeps to one line, so a long name never grows the header
 * over the paper; when that cuts it, a control shows it whole and shortens it again, since a phone cannot hover the
 * tooltip a desktop gets.
 */
export function ExamName({ name }: { name: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [isWhole, setWhole] = useState(false);
  const [isCut, setCut] = useState(false);

  useEffect(() => {
    const element = heading.current;
    if (!element || isWhole) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isWhole]);

  const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
  return (
    <Flex align="baseline" gap="small" style={{ flex: '1 1 12em', minWidth: 0 }}>
      <Typography.Title
        ref={heading}
        id={id}
        level={1}
        title={isCut && !isWhole ? name : undefined}
        style={{ fontSize: 18, margin: 0, minWidth: 0, ...(isWhole ? {} : oneLine) }}
      >
        {name}
      </Typography.Title>
      {(isCut || isWhole) && (
        <Button
          type="link"
          size="small"
          aria-expanded={isWhole}
          aria-controls={id}
          style={{ flex: 'none', paddingInline: 0 }}
          onClick={() => setWhole(!isWhole)}
        >
          {t(isWhole ? 'examContent.examName.showShort' : 'examContent.examName.showWhole')}
        </Button>
      )}
    </Flex>
  );
}
