import type { CheckoutImageKind } from '@pagora/contract';
import { ImageIcon, ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import * as fieldStyles from '../../components/Field/Field.css.ts';
import { FilePicker } from '../../components/FilePicker/FilePicker.tsx';
import { cx } from '../../components/private/cx.ts';
import * as styles from './sections.css.ts';
import type { CheckoutImageUpload } from './sections.ts';

export interface ImageUploadProps {
  kind: CheckoutImageKind;
  /** e.g. 'Logo'. */
  label: string;
  /** What the buttons call the image: 'Enviar logo', 'Trocar imagem'. */
  noun: string;
  /** The image in use, or null. */
  url: string | null;
  /** Accepted mime types. */
  accept: readonly string[];
  /** Larger files are refused here, before any upload, with `tooLargeMessage`. */
  maxBytes: number;
  tooLargeMessage: string;
  wrongTypeMessage: string;
  /** Formats and size, under the buttons. */
  hint: string;
  /** What the empty frame says. */
  emptyText: string;
  onUpload: CheckoutImageUpload;
  /** The new URL after an upload, or null after 'Remover'. */
  onChange: (url: string | null) => void;
  /** A message about this image (e.g. from the server). */
  error?: string;
  isDisabled?: boolean;
}

/** An image setting: its preview, a file picker that uploads at once, and a remove button. */
export function ImageUpload({
  kind,
  label,
  noun,
  url,
  accept,
  maxBytes,
  tooLargeMessage,
  wrongTypeMessage,
  hint,
  emptyText,
  onUpload,
  onChange,
  error,
  isDisabled = false,
}: ImageUploadProps) {
  const hintId = useId();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const select = (file: File) => {
    if (!accept.includes(file.type)) return setProblem(wrongTypeMessage);
    if (file.size > maxBytes) return setProblem(tooLargeMessage);
    setProblem(null);
    setUploading(true);
    onUpload(kind, file).then(
      (uploaded) => {
        setUploading(false);
        onChange(uploaded);
      },
      // The caller says why (a toast with the server's message).
      () => setUploading(false),
    );
  };

  const message = problem ?? error;
  return (
    <fieldset aria-describedby={hintId} className={styles.imageField}>
      <legend className={cx(fieldStyles.label, styles.imageLegend)}>{label}</legend>
      <div className={styles.imageFrame({ kind })}>
        {url ? (
          <img src={url} alt={`${label} atual`} className={styles.image({ kind })} />
        ) : (
          <span className={styles.imageEmpty}>
            <ImageIcon size={18} aria-hidden />
            {emptyText}
          </span>
        )}
      </div>
      <div className={styles.imageActions}>
        <FilePicker
          accept={[...accept]}
          onSelect={select}
          isDisabled={isDisabled}
          isPending={isUploading}
          size="small"
          icon={<ImageUp size={16} aria-hidden />}
        >
          {isUploading ? 'Enviando…' : url ? `Trocar ${noun}` : `Enviar ${noun}`}
        </FilePicker>
        {url && (
          <Button
            variant="ghost"
            size="small"
            onPress={() => {
              setProblem(null);
              onChange(null);
            }}
            isDisabled={isDisabled || isUploading}
          >
            <Trash2 size={16} aria-hidden />
            Remover {noun}
          </Button>
        )}
      </div>
      <span id={hintId} className={fieldStyles.description}>
        {hint}
      </span>
      {message && (
        <p role="alert" className={styles.inlineError}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
