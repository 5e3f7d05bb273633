import { UploadOutlined } from '@ant-design/icons';
import { useId } from 'react';

/**
 * A file chooser that looks like a button: the real input stays in the tab order (hidden visually), so Tab and
 * Enter/Space open it, and its label names it.
 */
export function FileButton({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const id = useId();
  return (
    <span className="admin-file-button">
      <input
        id={id}
        type="file"
        accept={accept}
        className="admin-file-button__input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label htmlFor={id} className="ant-btn ant-btn-default ant-btn-color-default ant-btn-variant-outlined">
        <UploadOutlined aria-hidden /> <span>{label}</span>
      </label>
    </span>
  );
}
