import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Form, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '@/api/admin/media';
import { errorMessageKey } from '@/api/client';

/** Plain text cannot carry an image or a video: inserting one makes the content HTML (its text escaped first). */
const PLAIN = 0;
const HTML = 1;
const MARKDOWN = 2;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The markup for an image in content of this type. */
export function imageMarkup(contentType: number, url: string, name: string): string {
  return contentType === MARKDOWN
    ? `![${name.replace(/[[\]]/g, '')}](${url})`
    : `<img src="${escapeHtml(url)}" alt="${escapeHtml(name)}">`;
}

/** The block the exam definition stores for a video (docs/exam-definition.md); the server serves the player's element. */
export function videoMarkup(key: string): string {
  return `<div data-video-key="${escapeHtml(key)}"></div>`;
}

/** Appends `markup` to content of `contentType`; plain text becomes HTML with its text kept as written. */
export function withInserted(content: string, contentType: number, markup: string) {
  if (contentType === PLAIN) {
    const paragraphs = content.trim() === '' ? '' : `<p>${escapeHtml(content).replace(/\n/g, '<br>')}</p>\n`;
    return { content: `${paragraphs}${markup}`, contentType: HTML };
  }
  return { content: content.trim() === '' ? markup : `${content}\n${markup}`, contentType };
}

interface ContentInsertProps {
  schoolId: string;
  /** The form paths of the content and of its type. */
  contentPath: (string | number)[];
  typePath: (string | number)[];
  videos: readonly { key: string; name: string }[];
  /** Names the buttons for a screen reader (which question they belong to). */
  label: string;
}

/** Inserts an uploaded image or one of the school's videos into a question's content. */
export function ContentInsert({ schoolId, contentPath, typePath, videos, label }: ContentInsertProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);

  const insert = (markup: string) => {
    const current = withInserted(
      (form.getFieldValue(contentPath) as string | undefined) ?? '',
      (form.getFieldValue(typePath) as number | undefined) ?? PLAIN,
      markup,
    );
    form.setFieldValue(contentPath, current.content);
    form.setFieldValue(typePath, current.contentType);
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { url } = await uploadImage(schoolId, file);
      insert(imageMarkup((form.getFieldValue(typePath) as number | undefined) ?? PLAIN, url, file.name));
    } catch (error) {
      void message.error(t(errorMessageKey(error), { ns: 'translation' }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space wrap>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        // The button opens it; antd's reset shows a bare input despite the hidden attribute.
        style={{ display: 'none' }}
        aria-label={t('content.imageFile', { label })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        icon={<PictureOutlined />}
        loading={isUploading}
        aria-label={t('content.insertImageOf', { label })}
        onClick={() => fileInput.current?.click()}
      >
        {t('content.insertImage')}
      </Button>
      <Select
        size="small"
        style={{ minWidth: 180 }}
        placeholder={t('content.insertVideo')}
        aria-label={t('content.insertVideoOf', { label })}
        disabled={videos.length === 0}
        value={null}
        options={videos.map((video) => ({ value: video.key, label: video.name }))}
        onChange={(key: string) => insert(videoMarkup(key))}
      />
    </Space>
  );
}
