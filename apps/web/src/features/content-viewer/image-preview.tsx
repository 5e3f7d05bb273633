import { Image } from 'antd';

export interface ImagePreviewProps {
  sources: string[];
  current: number;
  onChange: (current: number) => void;
  onClose: () => void;
}

/** antd's image preview over the content's images, with previous/next when there is more than one. */
export function ImagePreview({ sources, current, onChange, onClose }: ImagePreviewProps) {
  return (
    <Image.PreviewGroup
      items={sources}
      preview={{
        open: true,
        current,
        onOpenChange: (isOpen) => {
          if (!isOpen) onClose();
        },
        onChange,
      }}
    />
  );
}
